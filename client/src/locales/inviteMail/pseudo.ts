// Compiled from en.po, pseudo-localized by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "inviteMail.title": ["⟦Îñṽîţé ƀý ɱàîĺ⟧"],
  "inviteMail.failed": ["⟦Çöûĺđ ñöţ šéñđ ţĥé îñṽîţé.⟧"],
  "inviteMail.email": ["⟦Éɱàîĺ⟧"],
  "inviteMail.name": ["⟦Ñàɱé⟧"],
  "inviteMail.optional": ["⟦öþţîöñàĺ⟧"],
  "inviteMail.sending": ["⟦Šéñđîñĝ...⟧"],
  "inviteMail.send": ["⟦Šéñđ îñṽîţé⟧"],
  "inviteMail.note": ["⟦Öñé ûšé, ṽàĺîđ ƒöŕ 7 đàýš.⟧"],
} as unknown as Messages;
