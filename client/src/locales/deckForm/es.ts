// Compiled from es.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "deckForm.createTitle": ["Crear mazo nuevo"],
  "deckForm.editTitle": ["Editar mazo"],
  "deckForm.create": ["Crear mazo"],
  "deckForm.creating": ["Creando..."],
  "deckForm.save": ["Guardar cambios"],
  "deckForm.saving": ["Guardando..."],
  "deckForm.name": ["Nombre del mazo"],
  "deckForm.namePlaceholder": ["p. ej., Verbos en inglés"],
  "deckForm.description": ["Descripción"],
  "deckForm.optional": ["opcional"],
  "deckForm.newPerDay": ["Tarjetas nuevas por día"],
  "deckForm.newPerDayHelp": ["Como máximo, esta cantidad de tarjetas nunca estudiadas entra en tus sesiones cada día (",["min"],"–",["max"],"). Los repasos pendientes siempre aparecen."],
  "deckForm.bury": ["Posponer hermanas"],
  "deckForm.buryHelp": ["Las tarjetas de una misma nota (los huecos de un cloze) esperan hasta mañana cuando ya estudiaste una de ellas, para que ninguna delate a otra."],
  "deckForm.retention": ["Retención deseada"],
  "deckForm.retentionMore": ["Más retención significa más repasos al día."],
  "deckForm.retention.default": ["Deberías recordar alrededor del ",["percent"]," de las tarjetas cuando aparezcan. El equilibrio recomendado entre recordar y repasar."],
  "deckForm.retention.higher": ["Deberías recordar alrededor del ",["percent"]," de las tarjetas cuando aparezcan, con unas ",["times"],"× veces los repasos diarios que al 90 %."],
  "deckForm.retention.lower": ["Deberías recordar alrededor del ",["percent"]," de las tarjetas cuando aparezcan, con cerca del ",["share"]," de los repasos diarios que al 90 %: menos repasos, más olvidos."],
} as unknown as Messages;
