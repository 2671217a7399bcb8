// Compiled from en.po, pseudo-localized by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "deckForm.createTitle": ["⟦Çŕéàţé Ñéŵ Đéçķ⟧"],
  "deckForm.editTitle": ["⟦Éđîţ Đéçķ⟧"],
  "deckForm.create": ["⟦Çŕéàţé Đéçķ⟧"],
  "deckForm.creating": ["⟦Çŕéàţîñĝ...⟧"],
  "deckForm.save": ["⟦Šàṽé Çĥàñĝéš⟧"],
  "deckForm.saving": ["⟦Šàṽîñĝ...⟧"],
  "deckForm.name": ["⟦Đéçķ Ñàɱé⟧"],
  "deckForm.namePlaceholder": ["⟦é.ĝ. Šþàñîšĥ ṽéŕƀš⟧"],
  "deckForm.description": ["⟦Đéšçŕîþţîöñ⟧"],
  "deckForm.optional": ["⟦öþţîöñàĺ⟧"],
  "deckForm.newPerDay": ["⟦Ñéŵ çàŕđš þéŕ đàý⟧"],
  "deckForm.newPerDayHelp": ["⟦Àţ ɱöšţ ţĥîš ɱàñý ñéṽéŕ-šţûđîéđ çàŕđš ĵöîñ ýöûŕ šéššîöñš éàçĥ đàý (",["min"],"–",["max"],"). Đûé ŕéṽîéŵš àĺŵàýš çöɱé.⟧"],
  "deckForm.bury": ["⟦Ɓûŕý šîƀĺîñĝš⟧"],
  "deckForm.buryHelp": ["⟦Çàŕđš ɱàđé ƒŕöɱ ţĥé šàɱé ñöţé (à çĺöžé'š đéĺéţîöñš) ŵàîţ ûñţîĺ ţöɱöŕŕöŵ öñçé öñé öƒ ţĥéɱ ŵàš šţûđîéđ, šö ţĥéý ñéṽéŕ ĝîṽé éàçĥ öţĥéŕ àŵàý.⟧"],
  "deckForm.retention": ["⟦Đéšîŕéđ ŕéţéñţîöñ⟧"],
  "deckForm.retentionMore": ["⟦Ĥîĝĥéŕ ŕéţéñţîöñ ɱéàñš ɱöŕé ŕéṽîéŵš à đàý.⟧"],
  "deckForm.retention.default": ["⟦Ýöû šĥöûĺđ ŕéɱéɱƀéŕ àƀöûţ ",["percent"]," öƒ çàŕđš ŵĥéñ ţĥéý çöɱé ûþ. Ţĥé ŕéçöɱɱéñđéđ ƀàĺàñçé öƒ ŕéɱéɱƀéŕîñĝ àñđ ŕéṽîéŵîñĝ.⟧"],
  "deckForm.retention.higher": ["⟦Ýöû šĥöûĺđ ŕéɱéɱƀéŕ àƀöûţ ",["percent"]," öƒ çàŕđš ŵĥéñ ţĥéý çöɱé ûþ, ƒöŕ ŕöûĝĥĺý ",["times"],"× àš ɱàñý ŕéṽîéŵš à đàý àš àţ 90%.⟧"],
  "deckForm.retention.lower": ["⟦Ýöû šĥöûĺđ ŕéɱéɱƀéŕ àƀöûţ ",["percent"]," öƒ çàŕđš ŵĥéñ ţĥéý çöɱé ûþ, ŵîţĥ ŕöûĝĥĺý ",["share"]," öƒ ţĥé ŕéṽîéŵš à đàý àţ 90%: ƒéŵéŕ ŕéṽîéŵš, ɱöŕé ƒöŕĝéţţîñĝ.⟧"],
} as unknown as Messages;
