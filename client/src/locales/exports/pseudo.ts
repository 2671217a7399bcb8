// Compiled from en.po, pseudo-localized by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "exports.button": ["⟦Éẋþöŕţ⟧"],
  "exports.menu": ["⟦Éẋþöŕţ ",["name"],"⟧"],
  "exports.csv": ["⟦Éẋþöŕţ àš ÇŠṼ⟧"],
  "exports.csvHint": ["⟦Ƒöŕ šþŕéàđšĥééţš àñđ öţĥéŕ àþþš⟧"],
  "exports.apkg": ["⟦Éẋþöŕţ ƒöŕ Àñķî (.àþķĝ)⟧"],
  "exports.apkgHint": ["⟦Ŵîţĥ îɱàĝéš, àûđîö àñđ ýöûŕ þŕöĝŕéšš⟧"],
} as unknown as Messages;
