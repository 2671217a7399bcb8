// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "authLinks.verify.title"
  | "authLinks.verify.newTitle"
  | "authLinks.verify.confirming"
  | "authLinks.verify.backProfile"
  | "authLinks.verify.login";

export const messages = {
  "authLinks.verify.title": ["Confirm your address"],
  "authLinks.verify.newTitle": ["Your new address"],
  "authLinks.verify.confirming": ["Confirming..."],
  "authLinks.verify.backProfile": ["Back to your profile"],
  "authLinks.verify.login": ["Log in"],
} as unknown as Messages & Record<MessageId, unknown>;
