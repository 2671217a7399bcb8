// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "decks.cards"
  | "decks.newLeft"
  | "decks.source.anki"
  | "decks.source.quizlet"
  | "decks.source.manual"
  | "decks.source.unknown"
  | "decks.lang.term"
  | "decks.lang.definition"
  | "decks.lang.none"
  | "decks.lang.suggested"
  | "decks.exam.label"
  | "decks.exam.pick"
  | "decks.exam.save"
  | "decks.exam.saving"
  | "decks.exam.cancel"
  | "decks.exam.edit"
  | "decks.exam.editLabel"
  | "decks.exam.clear"
  | "decks.exam.clearLabel"
  | "decks.exam.none"
  | "decks.exam.set"
  | "decks.exam.clearTitle"
  | "decks.exam.clearConfirm"
  | "decks.exam.clearing"
  | "decks.detail.deck"
  | "decks.detail.backLibrary"
  | "decks.detail.backDecks"
  | "decks.detail.reviewsDue"
  | "decks.detail.limitReached"
  | "decks.detail.edit"
  | "decks.detail.start"
  | "decks.detail.addCardsFirst"
  | "decks.detail.emptyTitle"
  | "decks.detail.emptyText"
  | "decks.detail.addCard";

export const messages = {
  "decks.cards": [["n","plural",{"one":["#"," card"],"other":["#"," cards"]}]],
  "decks.newLeft": [["n"]," new left today"],
  "decks.source.anki": ["Anki Import"],
  "decks.source.quizlet": ["Quizlet Import"],
  "decks.source.manual": ["Manual Entry"],
  "decks.source.unknown": ["Unknown"],
  "decks.lang.term": ["Term language"],
  "decks.lang.definition": ["Definition language"],
  "decks.lang.none": ["None"],
  "decks.lang.suggested": ["Suggested from the cards: ",["language"],"."],
  "decks.exam.label": ["Exam date"],
  "decks.exam.pick": ["Pick exam date"],
  "decks.exam.save": ["Save"],
  "decks.exam.saving": ["Saving..."],
  "decks.exam.cancel": ["Cancel"],
  "decks.exam.edit": ["Edit"],
  "decks.exam.editLabel": ["Edit exam date"],
  "decks.exam.clear": ["Clear"],
  "decks.exam.clearLabel": ["Clear exam date"],
  "decks.exam.none": ["No exam date yet. Set one to see your pacing."],
  "decks.exam.set": ["Set Exam Date"],
  "decks.exam.clearTitle": ["Clear Exam Date"],
  "decks.exam.clearConfirm": ["Clear Date"],
  "decks.exam.clearing": ["Clearing..."],
  "decks.detail.deck": ["Deck"],
  "decks.detail.backLibrary": ["Back to Library"],
  "decks.detail.backDecks": ["Back to My Decks"],
  "decks.detail.reviewsDue": [["n","plural",{"one":["#"," review due"],"other":["#"," reviews due"]}]],
  "decks.detail.limitReached": ["New-card limit reached today"],
  "decks.detail.edit": ["Edit Deck Info"],
  "decks.detail.start": ["Start Smart Session"],
  "decks.detail.addCardsFirst": ["Add cards to start a smart session"],
  "decks.detail.emptyTitle": ["Add your first cards"],
  "decks.detail.emptyText": ["Each card has a term and a definition. Once the deck has cards, you can play games, run smart sessions and see your progress here."],
  "decks.detail.addCard": ["Add New Card"],
} as unknown as Messages & Record<MessageId, unknown>;
