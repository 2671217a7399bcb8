// Compiled from en.po, pseudo-localized by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "shareStats.title": ["⟦Ĥöŵ ĺéàŕñéŕš đö öñ ţĥîš đéçķ⟧"],
  "shareStats.loading": ["⟦Ĺöàđîñĝ çàŕđ šţàţîšţîçš...⟧"],
  "shareStats.failed": ["⟦Çöûĺđ ñöţ ĺöàđ ţĥé çàŕđ šţàţîšţîçš.⟧"],
  "shareStats.nobody": ["⟦Ñö šûƀšçŕîƀéŕ šĥàŕéš ţĥéîŕ þŕöĝŕéšš ýéţ. Ĺéàŕñéŕš ŵĥö ţûŕñ öñ 'Šĥàŕé ɱý þŕöĝŕéšš ŵîţĥ ţĥé đéçķ öŵñéŕ' öñ ţĥéîŕ đéçķ þàĝé àþþéàŕ ĥéŕé, ŵîţĥöûţ ñàɱéš.⟧"],
  "shareStats.noAnswers": ["⟦",["n","plural",{"one":["#"," ĺéàŕñéŕ šĥàŕéš"],"other":["#"," ĺéàŕñéŕš šĥàŕé"]}]," ţĥéîŕ þŕöĝŕéšš; ñö àñšŵéŕš ýéţ.⟧"],
  "shareStats.summary": ["⟦",["n","plural",{"one":["#"," ĺéàŕñéŕ šĥàŕéš"],"other":["#"," ĺéàŕñéŕš šĥàŕé"]}]," ţĥéîŕ þŕöĝŕéšš: ",["answers","plural",{"one":["#"," àñšŵéŕ"],"other":["#"," àñšŵéŕš"]}]," öñ ",["answered"]," öƒ ",["total"]," çàŕđš.⟧"],
  "shareStats.unanswered": ["⟦",["n","plural",{"one":["#"," çàŕđ ĥàš ñö àñšŵéŕš ýéţ."],"other":["#"," çàŕđš ĥàṽé ñö àñšŵéŕš ýéţ."]}],"⟧"],
  "shareStats.hardest": ["⟦Ĥàŕđéšţ çàŕđš⟧"],
  "shareStats.notEnough": ["⟦Ñö çàŕđ ĥàš éñöûĝĥ àñšŵéŕš ýéţ (3 öŕ ɱöŕé) ţö ŕàñķ.⟧"],
  "shareStats.byCard": ["⟦Šûççéšš ŕàţé ƀý çàŕđ⟧"],
  "shareStats.byCardCaption": ["⟦Šûççéšš ŕàţé ƀý çàŕđ, ĺöŵéšţ ƒîŕšţ⟧"],
  "shareStats.showAll": ["⟦Šĥöŵ àĺĺ ",["n"]," çàŕđš⟧"],
  "shareStats.card": ["⟦Çàŕđ⟧"],
  "shareStats.success": ["⟦Šûççéšš⟧"],
  "shareStats.answers": ["⟦Àñšŵéŕš⟧"],
} as unknown as Messages;
