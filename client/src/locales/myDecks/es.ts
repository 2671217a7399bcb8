// Compiled from es.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "myDecks.title": ["Mis mazos"],
  "myDecks.subtitle": ["Elige un mazo para estudiar o trae uno nuevo."],
  "myDecks.import": ["Importar mazo"],
  "myDecks.create": ["Crear mazo nuevo"],
  "myDecks.searchLabel": ["Buscar mazos"],
  "myDecks.searchPlaceholder": ["Buscar mazos..."],
  "myDecks.loading": ["Cargando mazos..."],
  "myDecks.emptyHint": ["Estudia un mazo que alguien comparte en este servidor, desde la biblioteca de mazos compartidos, o crea el tuyo."],
  "myDecks.browseShared": ["Explorar mazos compartidos"],
  "myDecks.createFirst": ["Crea tu primer mazo"],
  "myDecks.listLabel": ["Mazos"],
  "myDecks.deleted": ["Se eliminó «",["name"],"»."],
  "myDecks.undo": ["Deshacer"],
  "myDecks.created": ["Mazo «",["name"],"» creado."],
  "myDecks.deleteTitle": ["Eliminar mazo"],
  "myDecks.deleteMessage": ["¿Seguro que quieres eliminar «",["name"],"»? Se borrarán todas sus tarjetas y tu progreso."],
  "myDecks.delete": ["Eliminar"],
  "myDecks.importedOne": ["Se importó «",["name"],"»."],
  "myDecks.importedMany": ["Se importaron ",["n"]," mazos."],
  "myDecks.open": ["Abrir"],
} as unknown as Messages;
