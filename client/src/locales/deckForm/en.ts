// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "deckForm.createTitle"
  | "deckForm.editTitle"
  | "deckForm.create"
  | "deckForm.creating"
  | "deckForm.save"
  | "deckForm.saving"
  | "deckForm.name"
  | "deckForm.namePlaceholder"
  | "deckForm.description"
  | "deckForm.optional"
  | "deckForm.newPerDay"
  | "deckForm.newPerDayHelp"
  | "deckForm.bury"
  | "deckForm.buryHelp"
  | "deckForm.retention"
  | "deckForm.retentionMore"
  | "deckForm.retention.default"
  | "deckForm.retention.higher"
  | "deckForm.retention.lower";

export const messages = {
  "deckForm.createTitle": ["Create New Deck"],
  "deckForm.editTitle": ["Edit Deck"],
  "deckForm.create": ["Create Deck"],
  "deckForm.creating": ["Creating..."],
  "deckForm.save": ["Save Changes"],
  "deckForm.saving": ["Saving..."],
  "deckForm.name": ["Deck Name"],
  "deckForm.namePlaceholder": ["e.g. Spanish verbs"],
  "deckForm.description": ["Description"],
  "deckForm.optional": ["optional"],
  "deckForm.newPerDay": ["New cards per day"],
  "deckForm.newPerDayHelp": ["At most this many never-studied cards join your sessions each day (",["min"],"–",["max"],"). Due reviews always come."],
  "deckForm.bury": ["Bury siblings"],
  "deckForm.buryHelp": ["Cards made from the same note (a cloze's deletions) wait until tomorrow once one of them was studied, so they never give each other away."],
  "deckForm.retention": ["Desired retention"],
  "deckForm.retentionMore": ["Higher retention means more reviews a day."],
  "deckForm.retention.default": ["You should remember about ",["percent"]," of cards when they come up. The recommended balance of remembering and reviewing."],
  "deckForm.retention.higher": ["You should remember about ",["percent"]," of cards when they come up, for roughly ",["times"],"× as many reviews a day as at 90%."],
  "deckForm.retention.lower": ["You should remember about ",["percent"]," of cards when they come up, with roughly ",["share"]," of the reviews a day at 90%: fewer reviews, more forgetting."],
} as unknown as Messages & Record<MessageId, unknown>;
