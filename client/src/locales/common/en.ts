// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "common.loading"
  | "common.skipToMain"
  | "common.brand.beta"
  | "common.nav.account"
  | "common.nav.login"
  | "common.nav.signup"
  | "common.nav.help"
  | "common.footer.nav"
  | "common.footer.privacy"
  | "common.footer.terms"
  | "common.footer.copyright"
  | "common.language.label"
  | "common.retry";

export const messages = {
  "common.loading": ["Loading..."],
  "common.skipToMain": ["Skip to main content"],
  "common.brand.beta": ["Beta"],
  "common.nav.account": ["Account"],
  "common.nav.login": ["Login"],
  "common.nav.signup": ["Sign Up"],
  "common.nav.help": ["Help"],
  "common.footer.nav": ["Legal and help"],
  "common.footer.privacy": ["Privacy Policy"],
  "common.footer.terms": ["Terms of Service"],
  "common.footer.copyright": ["© ",["year"]," Cardcade. All rights reserved."],
  "common.language.label": ["Language"],
  "common.retry": ["Retry"],
} as unknown as Messages & Record<MessageId, unknown>;
