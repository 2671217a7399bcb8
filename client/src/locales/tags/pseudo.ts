// Compiled from en.po, pseudo-localized by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "tags.label": ["⟦Ţàĝš⟧"],
  "tags.placeholder": ["⟦é.ĝ. ṽéŕƀš ĺàñĝ::ƒŕ⟧"],
  "tags.help": ["⟦Šéþàŕàţé ţàĝš ŵîţĥ šþàçéš; ûšé :: ƒöŕ à ĥîéŕàŕçĥý, àš îñ ĺàñĝ::ƒŕ.⟧"],
  "tags.toSave": ["⟦Ţàĝš ţö šàṽé⟧"],
  "tags.filter": ["⟦Ţàĝ⟧"],
  "tags.all": ["⟦Àĺĺ ţàĝš⟧"],
} as unknown as Messages;
