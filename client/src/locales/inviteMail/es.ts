// Compiled from es.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "inviteMail.title": ["Invitar por correo"],
  "inviteMail.failed": ["No se pudo enviar la invitación."],
  "inviteMail.email": ["Correo electrónico"],
  "inviteMail.name": ["Nombre"],
  "inviteMail.optional": ["opcional"],
  "inviteMail.sending": ["Enviando..."],
  "inviteMail.send": ["Enviar invitación"],
  "inviteMail.note": ["Un solo uso, válida durante 7 días."],
} as unknown as Messages;
