// Compiled from en.po, pseudo-localized by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "authLinks.verify.title": ["⟦Çöñƒîŕɱ ýöûŕ àđđŕéšš⟧"],
  "authLinks.verify.newTitle": ["⟦Ýöûŕ ñéŵ àđđŕéšš⟧"],
  "authLinks.verify.confirming": ["⟦Çöñƒîŕɱîñĝ...⟧"],
  "authLinks.verify.backProfile": ["⟦Ɓàçķ ţö ýöûŕ þŕöƒîĺé⟧"],
  "authLinks.verify.login": ["⟦Ĺöĝ îñ⟧"],
} as unknown as Messages;
