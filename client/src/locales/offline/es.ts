// Compiled from es.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "offline.offline": ["Sin conexión"],
  "offline.showingSaved": ["Se muestra lo guardado en este dispositivo; las respuestas se conservan y se envían cuando vuelvas a tener conexión."],
  "offline.reason": ["No tienes conexión. Esto necesita conectarse al servidor."],
  "offline.updateAvailable": ["Hay una versión nueva disponible."],
  "offline.later": ["Más tarde"],
  "offline.reload": ["Recargar"],
} as unknown as Messages;
