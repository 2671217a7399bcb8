// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "browse.title"
  | "browse.intro"
  | "browse.searchLabel"
  | "browse.placeholder"
  | "browse.search"
  | "browse.help"
  | "browse.selectedRegion"
  | "browse.selectedCount"
  | "browse.moveTo"
  | "browse.moveToOption"
  | "browse.tagToAdd"
  | "browse.tagToRemove"
  | "browse.tag"
  | "browse.move"
  | "browse.addTag"
  | "browse.removeTag"
  | "browse.cancel"
  | "browse.suspend"
  | "browse.unsuspend"
  | "browse.delete"
  | "browse.clear"
  | "browse.loading"
  | "browse.noMatch"
  | "browse.none"
  | "browse.selectPage"
  | "browse.table"
  | "browse.col.selected"
  | "browse.col.term"
  | "browse.col.definition"
  | "browse.col.deck"
  | "browse.col.tags"
  | "browse.col.due"
  | "browse.selectCard"
  | "browse.suspended"
  | "browse.new"
  | "browse.pages"
  | "browse.previous"
  | "browse.next"
  | "browse.deleteTitle"
  | "browse.deleteConfirm"
  | "browse.deleting";

export const messages = {
  "browse.title": ["Browse"],
  "browse.intro": ["Every card of your decks. Search, select, and change many at once."],
  "browse.searchLabel": ["Search cards"],
  "browse.placeholder": ["Words, deck:French, tag:verbs, is:due, is:new, is:suspended"],
  "browse.search": ["Search"],
  "browse.help": ["Words match the term or definition. deck:name keeps one deck, tag:name a tag and those below it, is:new, is:due and is:suspended filter by state."],
  "browse.selectedRegion": ["Selected cards"],
  "browse.selectedCount": [["n"]," selected"],
  "browse.moveTo": ["Move to deck"],
  "browse.moveToOption": ["Move to…"],
  "browse.tagToAdd": ["Tag to add"],
  "browse.tagToRemove": ["Tag to remove"],
  "browse.tag": ["Tag"],
  "browse.move": ["Move"],
  "browse.addTag": ["Add tag"],
  "browse.removeTag": ["Remove tag"],
  "browse.cancel": ["Cancel"],
  "browse.suspend": ["Suspend"],
  "browse.unsuspend": ["Unsuspend"],
  "browse.delete": ["Delete"],
  "browse.clear": ["Clear selection"],
  "browse.loading": ["Loading cards..."],
  "browse.noMatch": ["No card matches this search."],
  "browse.none": ["No cards yet. Cards you add to your decks show here."],
  "browse.selectPage": ["Select all on this page"],
  "browse.table": ["Cards"],
  "browse.col.selected": ["Selected"],
  "browse.col.term": ["Term"],
  "browse.col.definition": ["Definition"],
  "browse.col.deck": ["Deck"],
  "browse.col.tags": ["Tags"],
  "browse.col.due": ["Due"],
  "browse.selectCard": ["Select ",["term"]],
  "browse.suspended": ["Suspended"],
  "browse.new": ["New"],
  "browse.pages": ["Pages"],
  "browse.previous": ["Previous"],
  "browse.next": ["Next"],
  "browse.deleteTitle": ["Delete cards"],
  "browse.deleteConfirm": ["Delete ",["n","plural",{"one":["#"," card"],"other":["#"," cards"]}]],
  "browse.deleting": ["Deleting..."],
} as unknown as Messages & Record<MessageId, unknown>;
