// Compiled from en.po, pseudo-localized by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "common.loading": ["⟦Ĺöàđîñĝ...⟧"],
  "common.skipToMain": ["⟦Šķîþ ţö ɱàîñ çöñţéñţ⟧"],
  "common.brand.beta": ["⟦Ɓéţà⟧"],
  "common.nav.account": ["⟦Àççöûñţ⟧"],
  "common.nav.login": ["⟦Ĺöĝîñ⟧"],
  "common.nav.signup": ["⟦Šîĝñ Ûþ⟧"],
  "common.nav.help": ["⟦Ĥéĺþ⟧"],
  "common.footer.nav": ["⟦Ĺéĝàĺ àñđ ĥéĺþ⟧"],
  "common.footer.privacy": ["⟦Þŕîṽàçý Þöĺîçý⟧"],
  "common.footer.terms": ["⟦Ţéŕɱš öƒ Šéŕṽîçé⟧"],
  "common.footer.copyright": ["⟦© ",["year"]," Çàŕđçàđé. Àĺĺ ŕîĝĥţš ŕéšéŕṽéđ.⟧"],
  "common.language.label": ["⟦Ĺàñĝûàĝé⟧"],
  "common.retry": ["⟦Ŕéţŕý⟧"],
} as unknown as Messages;
