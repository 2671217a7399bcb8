// Compiled from en.po, pseudo-localized by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "offline.offline": ["⟦Öƒƒĺîñé⟧"],
  "offline.showingSaved": ["⟦Šĥöŵîñĝ ŵĥàţ ŵàš šàṽéđ öñ ţĥîš đéṽîçé; àñšŵéŕš àŕé ķéþţ àñđ šéñţ öñçé ýöû àŕé ƀàçķ öñĺîñé.⟧"],
  "offline.reason": ["⟦Ýöû àŕé öƒƒĺîñé. Ţĥîš ñééđš à çöññéçţîöñ ţö ţĥé šéŕṽéŕ.⟧"],
  "offline.updateAvailable": ["⟦À ñéŵ ṽéŕšîöñ îš àṽàîĺàƀĺé.⟧"],
  "offline.later": ["⟦Ĺàţéŕ⟧"],
  "offline.reload": ["⟦Ŕéĺöàđ⟧"],
} as unknown as Messages;
