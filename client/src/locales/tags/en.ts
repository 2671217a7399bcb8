// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "tags.label"
  | "tags.placeholder"
  | "tags.help"
  | "tags.toSave"
  | "tags.filter"
  | "tags.all";

export const messages = {
  "tags.label": ["Tags"],
  "tags.placeholder": ["e.g. verbs lang::fr"],
  "tags.help": ["Separate tags with spaces; use :: for a hierarchy, as in lang::fr."],
  "tags.toSave": ["Tags to save"],
  "tags.filter": ["Tag"],
  "tags.all": ["All tags"],
} as unknown as Messages & Record<MessageId, unknown>;
