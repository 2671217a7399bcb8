// Compiled from en.po, pseudo-localized by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"profile.title\":\"⟦Þŕöƒîĺé⟧\",\"profile.language.title\":\"⟦Ĺàñĝûàĝé⟧\",\"profile.language.help\":\"⟦Ţĥé ĺàñĝûàĝé öƒ ţĥé àþþ àñđ öƒ ţĥé ɱàîĺš Çàŕđçàđé šéñđš ýöû. Îţ ƒöĺĺöŵš ýöû öñ éṽéŕý đéṽîçé ýöû šîĝñ îñ öñ.⟧\",\"profile.language.saved\":\"⟦Šàṽéđ.⟧\"}");
