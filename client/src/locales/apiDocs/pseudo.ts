// Compiled from en.po, pseudo-localized by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "apiDocs.title": ["⟦ÀÞÎ ŕéƒéŕéñçé⟧"],
  "apiDocs.loadFailedStatus": ["⟦Ţĥé ÀÞÎ ŕéƒéŕéñçé çöûĺđ ñöţ ƀé ĺöàđéđ (",["status"],").⟧"],
  "apiDocs.loading": ["⟦Ĺöàđîñĝ ţĥé ÀÞÎ ŕéƒéŕéñçé...⟧"],
  "apiDocs.loadFailed": ["⟦Ţĥé ÀÞÎ ŕéƒéŕéñçé çöûĺđ ñöţ ƀé ĺöàđéđ.⟧"],
  "apiDocs.sections": ["⟦ÀÞÎ šéçţîöñš⟧"],
  "apiDocs.intro": ["⟦Éṽéŕý þàţĥ öƒ ţĥîš šéŕṽéŕ'š ŔÉŠŢ ÀÞÎ. Šîĝñ îñ ŵîţĥ à þéŕšöñàĺ ÀÞÎ ţöķéñ: ɱàķé öñé ûñđéŕ Þŕöƒîĺé → ÀÞÎ ţöķéñš àñđ šéñđ îţ àš <auth></auth>. À ŕéàđ-öñĺý ţöķéñ ɱàý öñĺý ûšé ĜÉŢ. Ţĥé šàɱé ĺîšţ àš àñ ÖþéñÀÞÎ 3.1 đöçûɱéñţ: <doc></doc>. Ţööĺš ţĥàţ šþéàķ ÀñķîÇöññéçţ (Ýöɱîţàñ, ýàñķî) ûšé <anki></anki> ŵîţĥ ţĥé ţöķéñ àš ţĥéîŕ ķéý.⟧"],
  "apiDocs.english": ["⟦Ţĥé ŕéƒéŕéñçé ƀéĺöŵ îš ţĥé šéŕṽéŕ'š ÖþéñÀÞÎ đöçûɱéñţ, îñ Éñĝĺîšĥ.⟧"],
  "apiDocs.public": ["⟦Ñö šîĝñ-îñ ñééđéđ⟧"],
  "apiDocs.parameters": ["⟦Þàŕàɱéţéŕš⟧"],
  "apiDocs.body": ["⟦Ɓöđý (",["type"],")⟧"],
  "apiDocs.answers": ["⟦Àñšŵéŕš⟧"],
  "apiDocs.anyJson": ["⟦Àñý ĴŠÖÑ.⟧"],
  "apiDocs.required": ["⟦ŕéǫûîŕéđ⟧"],
} as unknown as Messages;
