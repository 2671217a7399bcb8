// Compiled from es.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "shell.nav.main": ["Principal"],
  "shell.nav.myDecks": ["Mis mazos"],
  "shell.nav.decksShort": ["Mazos"],
  "shell.nav.sharedDecks": ["Mazos compartidos"],
  "shell.nav.sharedShort": ["Compartidos"],
  "shell.nav.browse": ["Explorar"],
  "shell.nav.browseCards": ["Explorar tarjetas"],
  "shell.nav.noteTypes": ["Tipos de nota"],
  "shell.nav.profile": ["Perfil"],
  "shell.nav.feedback": ["Comentarios"],
  "shell.nav.admin": ["Administración"],
  "shell.nav.logout": ["Cerrar sesión"],
  "shell.menu.open": ["Abrir el menú de usuario"],
  "shell.menu.label": ["Menú de usuario"],
  "shell.theme.group": ["Tema"],
  "shell.theme.system": ["Tema del sistema"],
  "shell.theme.light": ["Tema claro"],
  "shell.theme.dark": ["Tema oscuro"],
  "shell.dismissNotification": ["Cerrar la notificación"],
  "shell.close": ["Cerrar"],
  "shell.cancel": ["Cancelar"],
  "shell.notifications": ["Notificaciones"],
  "shell.logout.unsent": [["n","plural",{"one":["Una sesión de estudio de este dispositivo aún no se ha podido enviar. Si cierras sesión ahora, se perderá. ¿Cerrar sesión de todos modos?"],"other":["#"," sesiones de estudio de este dispositivo aún no se han podido enviar. Si cierras sesión ahora, se perderán. ¿Cerrar sesión de todos modos?"]}]],
} as unknown as Messages;
