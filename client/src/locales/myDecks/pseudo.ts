// Compiled from en.po, pseudo-localized by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "myDecks.title": ["⟦Ḿý Đéçķš⟧"],
  "myDecks.subtitle": ["⟦Þîçķ à đéçķ ţö šţûđý, öŕ ƀŕîñĝ îñ à ñéŵ öñé.⟧"],
  "myDecks.import": ["⟦Îɱþöŕţ Đéçķ⟧"],
  "myDecks.create": ["⟦Çŕéàţé Ñéŵ Đéçķ⟧"],
  "myDecks.searchLabel": ["⟦Šéàŕçĥ đéçķš⟧"],
  "myDecks.searchPlaceholder": ["⟦Šéàŕçĥ đéçķš...⟧"],
  "myDecks.loading": ["⟦Ĺöàđîñĝ đéçķš...⟧"],
  "myDecks.emptyHint": ["⟦Šţûđý à đéçķ šöɱéöñé öñ ţĥîš šéŕṽéŕ šĥàŕéš, ƒŕöɱ ţĥé Šĥàŕéđ Đéçķš ĺîƀŕàŕý, öŕ ɱàķé ýöûŕ öŵñ.⟧"],
  "myDecks.browseShared": ["⟦Ɓŕöŵšé Šĥàŕéđ Đéçķš⟧"],
  "myDecks.createFirst": ["⟦Çŕéàţé ýöûŕ ƒîŕšţ đéçķ⟧"],
  "myDecks.listLabel": ["⟦Đéçķš⟧"],
  "myDecks.deleted": ["⟦Đéĺéţéđ \"",["name"],"\".⟧"],
  "myDecks.undo": ["⟦Ûñđö⟧"],
  "myDecks.created": ["⟦Đéçķ \"",["name"],"\" çŕéàţéđ.⟧"],
  "myDecks.deleteTitle": ["⟦Đéĺéţé Đéçķ⟧"],
  "myDecks.deleteMessage": ["⟦Àŕé ýöû šûŕé ýöû ŵàñţ ţö đéĺéţé \"",["name"],"\"? Àĺĺ öƒ îţš çàŕđš àñđ þŕöĝŕéšš ŵîĺĺ ƀé ŕéɱöṽéđ.⟧"],
  "myDecks.delete": ["⟦Đéĺéţé⟧"],
  "myDecks.importedOne": ["⟦Îɱþöŕţéđ \"",["name"],"\".⟧"],
  "myDecks.importedMany": ["⟦Îɱþöŕţéđ ",["n"]," đéçķš.⟧"],
  "myDecks.open": ["⟦Öþéñ⟧"],
} as unknown as Messages;
