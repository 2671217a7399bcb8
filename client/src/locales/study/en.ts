// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "study.title"
  | "study.cancel"
  | "study.start"
  | "study.chooseGame"
  | "study.loadingGames"
  | "study.gamesFailed"
  | "study.retry"
  | "study.reviewsDue"
  | "study.newLeft"
  | "study.gameLabel"
  | "study.blurb.matching"
  | "study.blurb.multipleChoice"
  | "study.blurb.spatialChoice"
  | "study.blurb.crossword"
  | "study.blurb.flashcards"
  | "study.blurb.typing"
  | "study.requires"
  | "study.needs"
  | "study.crossword.forward"
  | "study.crossword.reverse"
  | "study.crossword.mixed"
  | "study.setGoal"
  | "study.goalLabel"
  | "study.quickStart"
  | "study.quickStartText"
  | "study.quickStartCounts"
  | "study.byTime"
  | "study.minutesUnit"
  | "study.minutesLabel"
  | "study.byCards"
  | "study.cardsUnit"
  | "study.cardsLabel"
  | "study.goalInvalid"
  | "study.direction"
  | "study.direction.forward"
  | "study.direction.reverse"
  | "study.direction.mixed"
  | "study.limit.reached"
  | "study.limit.reachedNoLimit"
  | "study.limit.studyMore"
  | "study.limit.adding"
  | "study.limit.invalid"
  | "study.limit.label"
  | "study.limit.saving"
  | "study.limit.set"
  | "study.limit.hint";

export const messages = {
  "study.title": ["Start a Smart Session"],
  "study.cancel": ["Cancel"],
  "study.start": ["Start Studying"],
  "study.chooseGame": ["Choose a Game"],
  "study.loadingGames": ["Loading games..."],
  "study.gamesFailed": ["Could not load game options. Please try again."],
  "study.retry": ["Retry"],
  "study.reviewsDue": [["n","plural",{"one":["#"," review due"],"other":["#"," reviews due"]}]],
  "study.newLeft": [["n"]," new left today"],
  "study.gameLabel": ["Game"],
  "study.blurb.matching": ["Drag each term onto its definition."],
  "study.blurb.multipleChoice": ["Pick the right definition of four."],
  "study.blurb.spatialChoice": ["Answer with arrow keys or a swipe."],
  "study.blurb.crossword": ["Solve a puzzle built from your terms."],
  "study.blurb.flashcards": ["Flip each card, grade Again to Easy."],
  "study.blurb.typing": ["Type each answer, then grade it."],
  "study.requires": ["This game requires at least ",["min"]," due cards."],
  "study.needs": ["(Needs ",["min"],", ",["ready"]," ready)"],
  "study.crossword.forward": ["Crossword needs at least ",["words"]," terms of ",["min"],"–",["max"]," letters written with A–Z letters."],
  "study.crossword.reverse": ["Crossword in reverse needs at least ",["words"]," definitions of ",["min"],"–",["max"]," letters written with A–Z letters."],
  "study.crossword.mixed": ["Crossword in mixed direction needs at least ",["words"]," cards whose term and definition both have ",["min"],"–",["max"]," A–Z letters."],
  "study.setGoal": ["Set a Goal"],
  "study.goalLabel": ["Goal"],
  "study.quickStart": ["Quick Start"],
  "study.quickStartText": ["Review all due cards"],
  "study.quickStartCounts": [["reviews","plural",{"one":["#"," review"],"other":["#"," reviews"]}]," · ",["fresh"]," new"],
  "study.byTime": ["By Time"],
  "study.minutesUnit": ["minutes"],
  "study.minutesLabel": ["Minutes"],
  "study.byCards": ["By Cards"],
  "study.cardsUnit": ["cards"],
  "study.cardsLabel": ["Number of cards"],
  "study.goalInvalid": ["Please enter a valid positive number for your goal."],
  "study.direction": ["Direction"],
  "study.direction.forward": ["Term → Definition"],
  "study.direction.reverse": ["Definition → Term"],
  "study.direction.mixed": ["Mixed"],
  "study.limit.reached": ["You've reached today's limit of ",["limit","plural",{"one":["#"," new card"],"other":["#"," new cards"]}],". ",["waiting","plural",{"one":["#"," more is waiting."],"other":["#"," more are waiting."]}]],
  "study.limit.reachedNoLimit": ["You've reached today's limit of new cards. ",["waiting","plural",{"one":["#"," more is waiting."],"other":["#"," more are waiting."]}]],
  "study.limit.studyMore": ["Study ",["n"]," more new cards today"],
  "study.limit.adding": ["Adding..."],
  "study.limit.invalid": ["New cards today must be a whole number from ",["min"]," to ",["max"],"."],
  "study.limit.label": ["New cards today"],
  "study.limit.saving": ["Saving..."],
  "study.limit.set": ["Set for today"],
  "study.limit.hint": [["studied"]," studied today. Changes today only; the deck’s setting stays."],
} as unknown as Messages & Record<MessageId, unknown>;
