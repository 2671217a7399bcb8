// Compiled from en.po, pseudo-localized by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "adminPage.title": ["⟦Àđɱîñîšţŕàţîöñ⟧"],
  "adminPage.mode.open": ["⟦Ŕéĝîšţŕàţîöñ îš öþéñ: àñýöñé ŵĥö çàñ ŕéàçĥ ţĥîš šéŕṽéŕ ɱàý šîĝñ ûþ.⟧"],
  "adminPage.mode.invite": ["⟦Ŕéĝîšţŕàţîöñ îš îñṽîţé-öñĺý: þéöþĺé šîĝñ ûþ ŵîţĥ àñ îñṽîţé ĺîñķ.⟧"],
  "adminPage.mode.closed": ["⟦Ŕéĝîšţŕàţîöñ îš çĺöšéđ: öñĺý àççöûñţš ýöû çŕéàţé ŵîţĥ ţĥé çöɱɱàñđ-ĺîñé ţööĺ çàñ ĵöîñ.⟧"],
  "adminPage.manage": ["⟦Ḿàñàĝé ţĥé þéöþĺé ŵĥö ûšé ţĥîš šéŕṽéŕ.⟧"],
} as unknown as Messages;
