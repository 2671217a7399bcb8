// Compiled from es.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "tags.label": ["Etiquetas"],
  "tags.placeholder": ["p. ej., verbos idioma::fr"],
  "tags.help": ["Separa las etiquetas con espacios; usa :: para una jerarquía, como en lang::fr."],
  "tags.toSave": ["Etiquetas que se guardarán"],
  "tags.filter": ["Etiqueta"],
  "tags.all": ["Todas las etiquetas"],
} as unknown as Messages;
