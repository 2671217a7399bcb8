// Compiled from the PO files of this folder by `npm run i18n` (scripts/i18n.mjs): do not edit.
// The namespace 'messages': every locale, English too, its own chunk, loaded when used.
import type { MessageId } from './en.js';
import type { LazyNamespace } from '../../i18n/namespace.js';

export type { MessageId };
export const namespace: LazyNamespace<MessageId> = {
  name: "messages",
  en: null,
  load: {
    en: () => import('./en.js'),
    es: () => import('./es.js'),
    ko: () => import('./ko.js'),
    ar: () => import('./ar.js'),
    pseudo: () => import('./pseudo.js'),
  },
};
