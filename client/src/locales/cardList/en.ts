// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "cardList.heading"
  | "cardList.search"
  | "cardList.searchPlaceholder"
  | "cardList.add"
  | "cardList.noTagged"
  | "cardList.tagsOf"
  | "cardList.suspended"
  | "cardList.editNamed"
  | "cardList.edit"
  | "cardList.deleteNamed"
  | "cardList.delete"
  | "cardList.deleted"
  | "cardList.undo"
  | "cardList.pages"
  | "cardList.perPage"
  | "cardList.previous"
  | "cardList.pageOf"
  | "cardList.next"
  | "cardList.deleteTitle"
  | "cardList.goToPage"
  | "cardList.go"
  | "cardList.empty"
  | "cardList.noMatch"
  | "cardList.deleteFailed"
  | "cardList.deleteConfirm"
  | "cardList.side.term"
  | "cardList.side.definition"
  | "cardList.side.front"
  | "cardList.side.back"
  | "cardList.clozeBadge";

export const messages = {
  "cardList.heading": ["Flashcards"],
  "cardList.search": ["Search cards"],
  "cardList.searchPlaceholder": ["Search cards..."],
  "cardList.add": ["Add New Card"],
  "cardList.noTagged": ["No cards tagged ",["tag"],"."],
  "cardList.tagsOf": ["Tags of ",["term"]],
  "cardList.suspended": ["Suspended"],
  "cardList.editNamed": ["Edit ",["term"]],
  "cardList.edit": ["Edit"],
  "cardList.deleteNamed": ["Delete ",["term"]],
  "cardList.delete": ["Delete"],
  "cardList.deleted": ["Deleted card \"",["term"],"\"."],
  "cardList.undo": ["Undo"],
  "cardList.pages": ["Card pages"],
  "cardList.perPage": ["Cards per page"],
  "cardList.previous": ["Previous"],
  "cardList.pageOf": ["Page ",["page"]," of ",["count"]],
  "cardList.next": ["Next"],
  "cardList.deleteTitle": ["Delete Flashcard"],
  "cardList.goToPage": ["Go to page"],
  "cardList.go": ["Go"],
  "cardList.empty": ["This deck has no flashcards yet. Add some!"],
  "cardList.noMatch": ["No cards found matching \"",["query"],"\""],
  "cardList.deleteFailed": ["Failed to delete card."],
  "cardList.deleteConfirm": ["Are you sure you want to delete the card \"",["term"],"\"?"],
  "cardList.side.term": ["Term"],
  "cardList.side.definition": ["Definition"],
  "cardList.side.front": ["Front"],
  "cardList.side.back": ["Back"],
  "cardList.clozeBadge": ["Cloze ",["n"]],
} as unknown as Messages & Record<MessageId, unknown>;
