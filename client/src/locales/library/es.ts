// Compiled from es.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "library.title": ["Mazos compartidos"],
  "library.intro": ["Mazos que comparten otros estudiantes de este servidor. Suscríbete para estudiar uno con tu propio progreso, o cópialo para hacerlo tuyo."],
  "library.search": ["Buscar mazos compartidos"],
  "library.loading": ["Cargando mazos compartidos..."],
  "library.noMatch": ["Ningún mazo compartido coincide con esa búsqueda."],
  "library.none": ["Nadie ha compartido todavía un mazo en este servidor."],
  "library.list": ["Mazos compartidos"],
  "library.meta": ["Compartido por ",["name"]," · ",["cards","plural",{"one":["#"," tarjeta"],"other":["#"," tarjetas"]}]," · ",["subscribers","plural",{"one":["#"," suscriptor"],"other":["#"," suscriptores"]}]],
  "library.yours": ["Tu mazo"],
  "library.openLabel": ["Abrir ",["name"]],
  "library.subscribedOpen": ["Suscrito · Abrir"],
  "library.subscribeLabel": ["Suscribirse a ",["name"]],
  "library.subscribe": ["Suscribirse"],
  "library.copyLabel": ["Copiar ",["name"]," a mis mazos"],
  "library.copied": ["Copiado"],
  "library.copy": ["Copiar"],
} as unknown as Messages;
