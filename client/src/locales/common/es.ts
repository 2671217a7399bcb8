// Compiled from es.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "common.loading": ["Cargando..."],
  "common.skipToMain": ["Saltar al contenido principal"],
  "common.brand.beta": ["Beta"],
  "common.nav.account": ["Cuenta"],
  "common.nav.login": ["Iniciar sesión"],
  "common.nav.signup": ["Registrarse"],
  "common.nav.help": ["Ayuda"],
  "common.footer.nav": ["Legal y ayuda"],
  "common.footer.privacy": ["Política de privacidad"],
  "common.footer.terms": ["Términos del servicio"],
  "common.footer.copyright": ["© ",["year"]," Cardcade. Todos los derechos reservados."],
  "common.language.label": ["Idioma"],
  "common.retry": ["Reintentar"],
} as unknown as Messages;
