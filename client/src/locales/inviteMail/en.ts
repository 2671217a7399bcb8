// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "inviteMail.title"
  | "inviteMail.failed"
  | "inviteMail.email"
  | "inviteMail.name"
  | "inviteMail.optional"
  | "inviteMail.sending"
  | "inviteMail.send"
  | "inviteMail.note";

export const messages = {
  "inviteMail.title": ["Invite by mail"],
  "inviteMail.failed": ["Could not send the invite."],
  "inviteMail.email": ["Email"],
  "inviteMail.name": ["Name"],
  "inviteMail.optional": ["optional"],
  "inviteMail.sending": ["Sending..."],
  "inviteMail.send": ["Send invite"],
  "inviteMail.note": ["One use, valid for 7 days."],
} as unknown as Messages & Record<MessageId, unknown>;
