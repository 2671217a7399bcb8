// Compiled from en.po, pseudo-localized by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "library.title": ["⟦Šĥàŕéđ Đéçķš⟧"],
  "library.intro": ["⟦Đéçķš öţĥéŕ ĺéàŕñéŕš öñ ţĥîš šéŕṽéŕ šĥàŕé. Šûƀšçŕîƀé ţö šţûđý öñé ŵîţĥ ýöûŕ öŵñ þŕöĝŕéšš, öŕ çöþý îţ ţö ɱàķé îţ ýöûŕš.⟧"],
  "library.search": ["⟦Šéàŕçĥ šĥàŕéđ đéçķš⟧"],
  "library.loading": ["⟦Ĺöàđîñĝ šĥàŕéđ đéçķš...⟧"],
  "library.noMatch": ["⟦Ñö šĥàŕéđ đéçķ ɱàţçĥéš ţĥàţ šéàŕçĥ.⟧"],
  "library.none": ["⟦Ñö öñé ĥàš šĥàŕéđ à đéçķ öñ ţĥîš šéŕṽéŕ ýéţ.⟧"],
  "library.list": ["⟦Šĥàŕéđ đéçķš⟧"],
  "library.meta": ["⟦Šĥàŕéđ ƀý ",["name"]," · ",["cards","plural",{"one":["#"," çàŕđ"],"other":["#"," çàŕđš"]}]," · ",["subscribers","plural",{"one":["#"," šûƀšçŕîƀéŕ"],"other":["#"," šûƀšçŕîƀéŕš"]}],"⟧"],
  "library.yours": ["⟦Ýöûŕ đéçķ⟧"],
  "library.openLabel": ["⟦Öþéñ ",["name"],"⟧"],
  "library.subscribedOpen": ["⟦Šûƀšçŕîƀéđ · Öþéñ⟧"],
  "library.subscribeLabel": ["⟦Šûƀšçŕîƀé ţö ",["name"],"⟧"],
  "library.subscribe": ["⟦Šûƀšçŕîƀé⟧"],
  "library.copyLabel": ["⟦Çöþý ",["name"]," ţö ɱý đéçķš⟧"],
  "library.copied": ["⟦Çöþîéđ⟧"],
  "library.copy": ["⟦Çöþý⟧"],
} as unknown as Messages;
