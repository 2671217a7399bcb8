// Compiled from es.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "cardLimit.reached": ["Has llegado al límite de hoy de ",["limit","plural",{"one":["#"," tarjeta nueva"],"other":["#"," tarjetas nuevas"]}],". ",["waiting","plural",{"one":["Queda ","#"," más en espera."],"other":["Quedan ","#"," más en espera."]}]],
  "cardLimit.reachedNoLimit": ["Has llegado al límite de tarjetas nuevas de hoy. ",["waiting","plural",{"one":["Queda ","#"," más en espera."],"other":["Quedan ","#"," más en espera."]}]],
  "cardLimit.studyMore": ["Estudiar ",["n"]," tarjetas nuevas más hoy"],
  "cardLimit.adding": ["Añadiendo..."],
  "cardLimit.invalid": ["Las tarjetas nuevas de hoy deben ser un número entero de ",["min"]," a ",["max"],"."],
  "cardLimit.label": ["Tarjetas nuevas hoy"],
  "cardLimit.saving": ["Guardando..."],
  "cardLimit.set": ["Fijar para hoy"],
  "cardLimit.hint": [["studied","plural",{"one":["#"," estudiada hoy."],"other":["#"," estudiadas hoy."]}]," Solo cambia hoy; el ajuste del mazo se mantiene."],
} as unknown as Messages;
