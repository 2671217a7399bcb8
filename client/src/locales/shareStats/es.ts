// Compiled from es.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "shareStats.title": ["Cómo les va a los estudiantes con este mazo"],
  "shareStats.loading": ["Cargando estadísticas de las tarjetas..."],
  "shareStats.failed": ["No se pudieron cargar las estadísticas de las tarjetas."],
  "shareStats.nobody": ["Ningún suscriptor comparte su progreso todavía. Quienes activen «Compartir mi progreso con el propietario del mazo» en la página del mazo aparecerán aquí, sin nombres."],
  "shareStats.noAnswers": [["n","plural",{"one":["#"," estudiante comparte su"],"other":["#"," estudiantes comparten su"]}]," progreso; aún no hay respuestas."],
  "shareStats.summary": [["n","plural",{"one":["#"," estudiante comparte su"],"other":["#"," estudiantes comparten su"]}]," progreso: ",["answers","plural",{"one":["#"," respuesta"],"other":["#"," respuestas"]}]," en ",["answered"]," de ",["total"]," tarjetas."],
  "shareStats.unanswered": [["n","plural",{"one":["#"," tarjeta aún no tiene respuestas."],"other":["#"," tarjetas aún no tienen respuestas."]}]],
  "shareStats.hardest": ["Tarjetas más difíciles"],
  "shareStats.notEnough": ["Ninguna tarjeta tiene aún respuestas suficientes (3 o más) para clasificarla."],
  "shareStats.byCard": ["Tasa de acierto por tarjeta"],
  "shareStats.byCardCaption": ["Tasa de acierto por tarjeta, de menor a mayor"],
  "shareStats.showAll": ["Mostrar las ",["n"]," tarjetas"],
  "shareStats.card": ["Tarjeta"],
  "shareStats.success": ["Acierto"],
  "shareStats.answers": ["Respuestas"],
} as unknown as Messages;
