// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "help.title"
  | "help.contents";

export const messages: Messages & Record<MessageId, unknown> = JSON.parse("{\"help.title\":[\"Help\"],\"help.contents\":[\"Contents\"]}");
