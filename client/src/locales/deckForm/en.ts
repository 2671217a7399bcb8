// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "deckForm.form.createTitle"
  | "deckForm.form.editTitle"
  | "deckForm.form.create"
  | "deckForm.form.creating"
  | "deckForm.form.save"
  | "deckForm.form.saving"
  | "deckForm.form.name"
  | "deckForm.form.namePlaceholder"
  | "deckForm.form.description"
  | "deckForm.form.optional"
  | "deckForm.form.newPerDay"
  | "deckForm.form.newPerDayHelp"
  | "deckForm.form.bury"
  | "deckForm.form.buryHelp"
  | "deckForm.form.retention"
  | "deckForm.form.retentionMore"
  | "deckForm.retention.default"
  | "deckForm.retention.higher"
  | "deckForm.retention.lower"
  | "deckForm.lang.term"
  | "deckForm.lang.definition"
  | "deckForm.lang.none"
  | "deckForm.lang.suggested";

export const messages: Messages & Record<MessageId, unknown> = JSON.parse("{\"deckForm.form.createTitle\":[\"Create New Deck\"],\"deckForm.form.editTitle\":[\"Edit Deck\"],\"deckForm.form.create\":[\"Create Deck\"],\"deckForm.form.creating\":[\"Creating...\"],\"deckForm.form.save\":[\"Save Changes\"],\"deckForm.form.saving\":[\"Saving...\"],\"deckForm.form.name\":[\"Deck Name\"],\"deckForm.form.namePlaceholder\":[\"e.g. Spanish verbs\"],\"deckForm.form.description\":[\"Description\"],\"deckForm.form.optional\":[\"optional\"],\"deckForm.form.newPerDay\":[\"New cards per day\"],\"deckForm.form.newPerDayHelp\":[\"At most this many never-studied cards join your sessions each day (\",[\"min\"],\"–\",[\"max\"],\"). Due reviews always come.\"],\"deckForm.form.bury\":[\"Bury siblings\"],\"deckForm.form.buryHelp\":[\"Cards made from the same note (a cloze's deletions) wait until tomorrow once one of them was studied, so they never give each other away.\"],\"deckForm.form.retention\":[\"Desired retention\"],\"deckForm.form.retentionMore\":[\"Higher retention means more reviews a day.\"],\"deckForm.retention.default\":[\"You should remember about \",[\"percent\"],\" of cards when they come up. The recommended balance of remembering and reviewing.\"],\"deckForm.retention.higher\":[\"You should remember about \",[\"percent\"],\" of cards when they come up, for roughly \",[\"times\"],\"× as many reviews a day as at 90%.\"],\"deckForm.retention.lower\":[\"You should remember about \",[\"percent\"],\" of cards when they come up, with roughly \",[\"share\"],\" of the reviews a day at 90%: fewer reviews, more forgetting.\"],\"deckForm.lang.term\":[\"Term language\"],\"deckForm.lang.definition\":[\"Definition language\"],\"deckForm.lang.none\":[\"None\"],\"deckForm.lang.suggested\":[\"Suggested from the cards: \",[\"language\"],\".\"]}");
