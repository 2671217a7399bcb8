// Compiled from en.po, pseudo-localized by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "shell.nav.main": ["⟦Ḿàîñ⟧"],
  "shell.nav.myDecks": ["⟦Ḿý Đéçķš⟧"],
  "shell.nav.decksShort": ["⟦Đéçķš⟧"],
  "shell.nav.sharedDecks": ["⟦Šĥàŕéđ Đéçķš⟧"],
  "shell.nav.sharedShort": ["⟦Šĥàŕéđ⟧"],
  "shell.nav.browse": ["⟦Ɓŕöŵšé⟧"],
  "shell.nav.browseCards": ["⟦Ɓŕöŵšé Çàŕđš⟧"],
  "shell.nav.noteTypes": ["⟦Ñöţé Ţýþéš⟧"],
  "shell.nav.profile": ["⟦Þŕöƒîĺé⟧"],
  "shell.nav.feedback": ["⟦Ƒééđƀàçķ⟧"],
  "shell.nav.admin": ["⟦Àđɱîñ⟧"],
  "shell.nav.logout": ["⟦Ĺöĝöûţ⟧"],
  "shell.menu.open": ["⟦Öþéñ ûšéŕ ɱéñû⟧"],
  "shell.menu.label": ["⟦Ûšéŕ ɱéñû⟧"],
  "shell.theme.group": ["⟦Ţĥéɱé⟧"],
  "shell.theme.system": ["⟦Šýšţéɱ ţĥéɱé⟧"],
  "shell.theme.light": ["⟦Ĺîĝĥţ ţĥéɱé⟧"],
  "shell.theme.dark": ["⟦Đàŕķ ţĥéɱé⟧"],
  "shell.dismissNotification": ["⟦Đîšɱîšš ñöţîƒîçàţîöñ⟧"],
  "shell.close": ["⟦Çĺöšé⟧"],
  "shell.cancel": ["⟦Çàñçéĺ⟧"],
  "shell.notifications": ["⟦Ñöţîƒîçàţîöñš⟧"],
  "shell.logout.unsent": ["⟦",["n","plural",{"one":["Öñé šţûđý šéššîöñ ƒŕöɱ ţĥîš đéṽîçé çöûĺđ ñöţ ƀé šéñţ ýéţ. Îƒ ýöû ĺöĝ öûţ ñöŵ, îţ îš ĺöšţ. Ĺöĝ öûţ àñýŵàý?"],"other":["#"," šţûđý šéššîöñš ƒŕöɱ ţĥîš đéṽîçé çöûĺđ ñöţ ƀé šéñţ ýéţ. Îƒ ýöû ĺöĝ öûţ ñöŵ, ţĥéý àŕé ĺöšţ. Ĺöĝ öûţ àñýŵàý?"]}],"⟧"],
} as unknown as Messages;
