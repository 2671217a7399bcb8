// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "offline.offline"
  | "offline.showingSaved"
  | "offline.reason"
  | "offline.updateAvailable"
  | "offline.later"
  | "offline.reload";

export const messages = {
  "offline.offline": ["Offline"],
  "offline.showingSaved": ["Showing what was saved on this device; answers are kept and sent once you are back online."],
  "offline.reason": ["You are offline. This needs a connection to the server."],
  "offline.updateAvailable": ["A new version is available."],
  "offline.later": ["Later"],
  "offline.reload": ["Reload"],
} as unknown as Messages & Record<MessageId, unknown>;
