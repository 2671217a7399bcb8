// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "gamePicker.title"
  | "gamePicker.subtitle"
  | "gamePicker.direction"
  | "gamePicker.direction.forward"
  | "gamePicker.direction.reverse"
  | "gamePicker.direction.mixed"
  | "gamePicker.blurb.matching"
  | "gamePicker.blurb.multipleChoice"
  | "gamePicker.blurb.spatialChoice"
  | "gamePicker.blurb.crossword"
  | "gamePicker.blurb.flashcards"
  | "gamePicker.blurb.typing"
  | "gamePicker.needsAtLeast"
  | "gamePicker.requires"
  | "gamePicker.leftOut"
  | "gamePicker.empty"
  | "gamePicker.crossword.forward"
  | "gamePicker.crossword.reverse"
  | "gamePicker.crossword.mixed"
  | "gamePicker.name.matching"
  | "gamePicker.name.multipleChoice"
  | "gamePicker.name.spatialChoice"
  | "gamePicker.name.crossword"
  | "gamePicker.name.flashcards"
  | "gamePicker.name.typing";

export const messages = {
  "gamePicker.title": ["Play a Game"],
  "gamePicker.subtitle": ["Casual practice: nothing is scheduled or recorded."],
  "gamePicker.direction": ["Direction"],
  "gamePicker.direction.forward": ["Term → Definition"],
  "gamePicker.direction.reverse": ["Definition → Term"],
  "gamePicker.direction.mixed": ["Mixed"],
  "gamePicker.blurb.matching": ["Drag each term onto its definition."],
  "gamePicker.blurb.multipleChoice": ["Pick the right definition from four."],
  "gamePicker.blurb.spatialChoice": ["Answer with arrow keys or a swipe."],
  "gamePicker.blurb.crossword": ["Solve a puzzle built from your terms."],
  "gamePicker.blurb.flashcards": ["Flip each card and grade yourself."],
  "gamePicker.blurb.typing": ["Type each answer; near misses count."],
  "gamePicker.needsAtLeast": ["Needs at least ",["n"]," cards"],
  "gamePicker.requires": ["(Requires ",["n"]," cards, has ",["m"],")"],
  "gamePicker.leftOut": [["n","plural",{"one":["#"," image occlusion card is left out of this game."],"other":["#"," image occlusion cards are left out of this game."]}]],
  "gamePicker.empty": ["Add some flashcards to this deck to play games!"],
  "gamePicker.crossword.forward": ["Crossword needs at least ",["words"]," terms of ",["min"],"–",["max"]," letters written with A–Z letters."],
  "gamePicker.crossword.reverse": ["Crossword in reverse needs at least ",["words"]," definitions of ",["min"],"–",["max"]," letters written with A–Z letters."],
  "gamePicker.crossword.mixed": ["Crossword in mixed direction needs at least ",["words"]," cards whose term and definition both have ",["min"],"–",["max"]," A–Z letters."],
  "gamePicker.name.matching": ["Matching"],
  "gamePicker.name.multipleChoice": ["Multiple Choice"],
  "gamePicker.name.spatialChoice": ["Spatial Choice"],
  "gamePicker.name.crossword": ["Crossword"],
  "gamePicker.name.flashcards": ["Flashcards"],
  "gamePicker.name.typing": ["Type the Answer"],
} as unknown as Messages & Record<MessageId, unknown>;
