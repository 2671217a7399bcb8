// Compiled from es.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "ui.goHome": ["Ir al inicio"],
  "ui.shortcuts.title": ["Atajos de teclado"],
  "ui.shortcuts.or": ["o"],
  "ui.shortcuts.more": ["Más información en la <link>guía del usuario</link>."],
  "ui.shortcuts.show": ["Mostrar estos atajos"],
  "ui.shortcuts.flip": ["Dar la vuelta a una tarjeta"],
  "ui.shortcuts.grade": ["Calificar una tarjeta: 1 Otra vez, 2 Difícil, 3 Bien, 4 Fácil"],
  "ui.shortcuts.multipleChoice": ["Responder en Opción múltiple"],
  "ui.shortcuts.spatialChoice": ["Responder en Opción espacial"],
  "ui.shortcuts.undo": ["Deshacer la última respuesta en un juego"],
  "ui.shortcuts.cloze": ["Convertir las palabras seleccionadas en un hueco (formulario de tarjeta)"],
  "ui.shortcuts.close": ["Cerrar un diálogo o menú"],
} as unknown as Messages;
