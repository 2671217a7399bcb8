// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "authLinks.reset.title"
  | "authLinks.reset.failed"
  | "authLinks.reset.done"
  | "authLinks.reset.login"
  | "authLinks.reset.invalid"
  | "authLinks.reset.askAdmin"
  | "authLinks.reset.checking"
  | "authLinks.reset.intro"
  | "authLinks.reset.newPassword"
  | "authLinks.reset.saving"
  | "authLinks.reset.submit"
  | "authLinks.reset.remembered"
  | "authLinks.verify.title"
  | "authLinks.verify.newTitle"
  | "authLinks.verify.confirming"
  | "authLinks.verify.backProfile"
  | "authLinks.verify.login";

export const messages: Messages & Record<MessageId, unknown> = JSON.parse("{\"authLinks.reset.title\":[\"Set a new password\"],\"authLinks.reset.failed\":[\"Could not set the new password. Please try again.\"],\"authLinks.reset.done\":[\"Your password has been changed. You have been logged out everywhere.\"],\"authLinks.reset.login\":[\"Log in with your new password\"],\"authLinks.reset.invalid\":[\"This reset link is not valid.\"],\"authLinks.reset.askAdmin\":[\"Ask an administrator of this server for a new link.\"],\"authLinks.reset.checking\":[\"Checking your reset link...\"],\"authLinks.reset.intro\":[\"Choose a new password for your account. This link works once.\"],\"authLinks.reset.newPassword\":[\"New password\"],\"authLinks.reset.saving\":[\"Saving...\"],\"authLinks.reset.submit\":[\"Set new password\"],\"authLinks.reset.remembered\":[\"Remembered it? <link>Log in</link>\"],\"authLinks.verify.title\":[\"Confirm your address\"],\"authLinks.verify.newTitle\":[\"Your new address\"],\"authLinks.verify.confirming\":[\"Confirming...\"],\"authLinks.verify.backProfile\":[\"Back to your profile\"],\"authLinks.verify.login\":[\"Log in\"]}");
