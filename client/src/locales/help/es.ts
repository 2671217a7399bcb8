// Compiled from es.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "help.title": ["Ayuda"],
  "help.contents": ["Contenido"],
} as unknown as Messages;
