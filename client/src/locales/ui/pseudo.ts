// Compiled from en.po, pseudo-localized by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "ui.goHome": ["⟦Ĝö Ĥöɱé⟧"],
  "ui.shortcuts.title": ["⟦Ķéýƀöàŕđ šĥöŕţçûţš⟧"],
  "ui.shortcuts.or": ["⟦öŕ⟧"],
  "ui.shortcuts.more": ["⟦Ḿöŕé îñ ţĥé <link>ûšéŕ'š ĝûîđé</link>.⟧"],
  "ui.shortcuts.show": ["⟦Šĥöŵ ţĥéšé šĥöŕţçûţš⟧"],
  "ui.shortcuts.flip": ["⟦Ţûŕñ à ƒĺàšĥçàŕđ öṽéŕ⟧"],
  "ui.shortcuts.grade": ["⟦Ĝŕàđé à ƒĺàšĥçàŕđ: 1 Àĝàîñ, 2 Ĥàŕđ, 3 Ĝööđ, 4 Éàšý⟧"],
  "ui.shortcuts.multipleChoice": ["⟦Àñšŵéŕ Ḿûĺţîþĺé Çĥöîçé⟧"],
  "ui.shortcuts.spatialChoice": ["⟦Àñšŵéŕ Šþàţîàĺ Çĥöîçé⟧"],
  "ui.shortcuts.undo": ["⟦Ûñđö ţĥé ĺàšţ àñšŵéŕ îñ à ĝàɱé⟧"],
  "ui.shortcuts.cloze": ["⟦Ḿàķé à çĺöžé öƒ ţĥé šéĺéçţéđ ŵöŕđš (çàŕđ ƒöŕɱ)⟧"],
  "ui.shortcuts.close": ["⟦Çĺöšé à đîàĺöĝ öŕ ɱéñû⟧"],
} as unknown as Messages;
