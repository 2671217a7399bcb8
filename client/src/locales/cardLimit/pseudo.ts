// Compiled from en.po, pseudo-localized by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "cardLimit.reached": ["⟦Ýöû'ṽé ŕéàçĥéđ ţöđàý'š ĺîɱîţ öƒ ",["limit","plural",{"one":["#"," ñéŵ çàŕđ"],"other":["#"," ñéŵ çàŕđš"]}],". ",["waiting","plural",{"one":["#"," ɱöŕé îš ŵàîţîñĝ."],"other":["#"," ɱöŕé àŕé ŵàîţîñĝ."]}],"⟧"],
  "cardLimit.reachedNoLimit": ["⟦Ýöû'ṽé ŕéàçĥéđ ţöđàý'š ĺîɱîţ öƒ ñéŵ çàŕđš. ",["waiting","plural",{"one":["#"," ɱöŕé îš ŵàîţîñĝ."],"other":["#"," ɱöŕé àŕé ŵàîţîñĝ."]}],"⟧"],
  "cardLimit.studyMore": ["⟦Šţûđý ",["n"]," ɱöŕé ñéŵ çàŕđš ţöđàý⟧"],
  "cardLimit.adding": ["⟦Àđđîñĝ...⟧"],
  "cardLimit.invalid": ["⟦Ñéŵ çàŕđš ţöđàý ɱûšţ ƀé à ŵĥöĺé ñûɱƀéŕ ƒŕöɱ ",["min"]," ţö ",["max"],".⟧"],
  "cardLimit.label": ["⟦Ñéŵ çàŕđš ţöđàý⟧"],
  "cardLimit.saving": ["⟦Šàṽîñĝ...⟧"],
  "cardLimit.set": ["⟦Šéţ ƒöŕ ţöđàý⟧"],
  "cardLimit.hint": ["⟦",["studied"]," šţûđîéđ ţöđàý. Çĥàñĝéš ţöđàý öñĺý; ţĥé đéçķ’š šéţţîñĝ šţàýš.⟧"],
} as unknown as Messages;
