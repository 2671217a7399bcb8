// Compiled from ar.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "help.title": ["المساعدة"],
  "help.contents": ["المحتويات"],
} as unknown as Messages;
