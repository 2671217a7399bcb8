// Compiled from es.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"profile.title\":\"Perfil\",\"profile.language.title\":\"Idioma\",\"profile.language.help\":\"El idioma de la aplicación y de los correos que te envía Cardcade. Te acompaña en todos los dispositivos en los que inicies sesión.\",\"profile.language.saved\":\"Guardado.\"}");
