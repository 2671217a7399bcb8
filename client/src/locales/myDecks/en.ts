// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "myDecks.title"
  | "myDecks.subtitle"
  | "myDecks.import"
  | "myDecks.create"
  | "myDecks.searchLabel"
  | "myDecks.searchPlaceholder"
  | "myDecks.loading"
  | "myDecks.emptyHint"
  | "myDecks.browseShared"
  | "myDecks.createFirst"
  | "myDecks.listLabel"
  | "myDecks.deleted"
  | "myDecks.undo"
  | "myDecks.created"
  | "myDecks.deleteTitle"
  | "myDecks.deleteMessage"
  | "myDecks.delete"
  | "myDecks.importedOne"
  | "myDecks.importedMany"
  | "myDecks.open";

export const messages = {
  "myDecks.title": ["My Decks"],
  "myDecks.subtitle": ["Pick a deck to study, or bring in a new one."],
  "myDecks.import": ["Import Deck"],
  "myDecks.create": ["Create New Deck"],
  "myDecks.searchLabel": ["Search decks"],
  "myDecks.searchPlaceholder": ["Search decks..."],
  "myDecks.loading": ["Loading decks..."],
  "myDecks.emptyHint": ["Study a deck someone on this server shares, from the Shared Decks library, or make your own."],
  "myDecks.browseShared": ["Browse Shared Decks"],
  "myDecks.createFirst": ["Create your first deck"],
  "myDecks.listLabel": ["Decks"],
  "myDecks.deleted": ["Deleted \"",["name"],"\"."],
  "myDecks.undo": ["Undo"],
  "myDecks.created": ["Deck \"",["name"],"\" created."],
  "myDecks.deleteTitle": ["Delete Deck"],
  "myDecks.deleteMessage": ["Are you sure you want to delete \"",["name"],"\"? All of its cards and progress will be removed."],
  "myDecks.delete": ["Delete"],
  "myDecks.importedOne": ["Imported \"",["name"],"\"."],
  "myDecks.importedMany": ["Imported ",["n"]," decks."],
  "myDecks.open": ["Open"],
} as unknown as Messages & Record<MessageId, unknown>;
