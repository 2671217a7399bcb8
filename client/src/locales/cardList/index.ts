// Compiled from the PO files of this folder by `npm run i18n` (scripts/i18n.mjs): do not edit.
// The namespace 'cardList': English inline, every other locale its own chunk, loaded when used.
import { messages as en, type MessageId } from './en.js';
import type { Namespace } from '../../../../shared/i18n/namespace.js';

export type { MessageId };
export const namespace: Namespace<MessageId> = {
  name: "cardList",
  en,
  load: {
    es: () => import('./es.js'),
    ko: () => import('./ko.js'),
    ar: () => import('./ar.js'),
    pseudo: () => import('./pseudo.js'),
  },
};
