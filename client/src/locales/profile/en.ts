// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "profile.title"
  | "profile.language.title"
  | "profile.language.help"
  | "profile.language.saved";

export const messages: Messages & Record<MessageId, unknown> = JSON.parse("{\"profile.title\":\"Profile\",\"profile.language.title\":\"Language\",\"profile.language.help\":\"The language of the app and of the mails Cardcade sends you. It follows you on every device you sign in on.\",\"profile.language.saved\":\"Saved.\"}");
