// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "help.title"
  | "help.contents";

export const messages = {
  "help.title": ["Help"],
  "help.contents": ["Contents"],
} as unknown as Messages & Record<MessageId, unknown>;
