// Compiled from es.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "adminPage.title": ["Administración"],
  "adminPage.mode.open": ["El registro está abierto: cualquiera que llegue a este servidor puede crear una cuenta."],
  "adminPage.mode.invite": ["El registro es solo por invitación: la gente se registra con un enlace de invitación."],
  "adminPage.mode.closed": ["El registro está cerrado: solo pueden entrar las cuentas que crees con la herramienta de línea de comandos."],
  "adminPage.manage": ["Gestiona a las personas que usan este servidor."],
} as unknown as Messages;
