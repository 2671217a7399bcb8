// Compiled from ko.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "help.title": ["도움말"],
  "help.contents": ["목차"],
} as unknown as Messages;
