// Compiled from en.po, pseudo-localized by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "help.title": ["⟦Ĥéĺþ⟧"],
  "help.contents": ["⟦Çöñţéñţš⟧"],
} as unknown as Messages;
