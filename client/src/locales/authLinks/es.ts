// Compiled from es.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "authLinks.verify.title": ["Confirma tu dirección"],
  "authLinks.verify.newTitle": ["Tu nueva dirección"],
  "authLinks.verify.confirming": ["Confirmando..."],
  "authLinks.verify.backProfile": ["Volver a tu perfil"],
  "authLinks.verify.login": ["Iniciar sesión"],
} as unknown as Messages;
