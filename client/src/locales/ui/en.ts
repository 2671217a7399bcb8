// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "ui.goHome"
  | "ui.shortcuts.title"
  | "ui.shortcuts.or"
  | "ui.shortcuts.more"
  | "ui.shortcuts.show"
  | "ui.shortcuts.flip"
  | "ui.shortcuts.grade"
  | "ui.shortcuts.multipleChoice"
  | "ui.shortcuts.spatialChoice"
  | "ui.shortcuts.undo"
  | "ui.shortcuts.cloze"
  | "ui.shortcuts.close";

export const messages = {
  "ui.goHome": ["Go Home"],
  "ui.shortcuts.title": ["Keyboard shortcuts"],
  "ui.shortcuts.or": ["or"],
  "ui.shortcuts.more": ["More in the <link>user's guide</link>."],
  "ui.shortcuts.show": ["Show these shortcuts"],
  "ui.shortcuts.flip": ["Turn a flashcard over"],
  "ui.shortcuts.grade": ["Grade a flashcard: 1 Again, 2 Hard, 3 Good, 4 Easy"],
  "ui.shortcuts.multipleChoice": ["Answer Multiple Choice"],
  "ui.shortcuts.spatialChoice": ["Answer Spatial Choice"],
  "ui.shortcuts.undo": ["Undo the last answer in a game"],
  "ui.shortcuts.cloze": ["Make a cloze of the selected words (card form)"],
  "ui.shortcuts.close": ["Close a dialog or menu"],
} as unknown as Messages & Record<MessageId, unknown>;
