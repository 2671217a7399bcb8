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
  | "myDecks.open"
  | "myDecks.overview.today"
  | "myDecks.overview.dueToday"
  | "myDecks.overview.streak"
  | "myDecks.overview.days"
  | "myDecks.overview.best"
  | "myDecks.overview.byDeck"
  | "myDecks.overview.more"
  | "myDecks.overview.caughtUp"
  | "myDecks.overview.nothingYet"
  | "myDecks.row.due"
  | "myDecks.row.limitReached"
  | "myDecks.row.sharedBy"
  | "myDecks.row.updated"
  | "myDecks.row.actions"
  | "myDecks.row.view"
  | "myDecks.row.viewEdit"
  | "myDecks.row.leave"
  | "myDecks.row.delete"
  | "myDecks.cards"
  | "myDecks.newLeft"
  | "myDecks.export.csv"
  | "myDecks.export.apkg";

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
  "myDecks.overview.today": ["Today"],
  "myDecks.overview.dueToday": ["Due today"],
  "myDecks.overview.streak": ["Study streak"],
  "myDecks.overview.days": [["n","plural",{"one":["#"," day"],"other":["#"," days"]}]],
  "myDecks.overview.best": ["Best ",["days"]],
  "myDecks.overview.byDeck": ["Due today by deck"],
  "myDecks.overview.more": [["n","plural",{"one":["and ","#"," more deck below"],"other":["and ","#"," more decks below"]}]],
  "myDecks.overview.caughtUp": ["You're all caught up for today."],
  "myDecks.overview.nothingYet": ["Nothing to study yet."],
  "myDecks.row.due": [["n"]," due"],
  "myDecks.row.limitReached": ["new-card limit reached"],
  "myDecks.row.sharedBy": ["Shared by ",["name"]],
  "myDecks.row.updated": ["Updated ",["date"]],
  "myDecks.row.actions": ["Actions for ",["name"]],
  "myDecks.row.view": ["View"],
  "myDecks.row.viewEdit": ["View/Edit"],
  "myDecks.row.leave": ["Leave"],
  "myDecks.row.delete": ["Delete"],
  "myDecks.cards": [["n","plural",{"one":["#"," card"],"other":["#"," cards"]}]],
  "myDecks.newLeft": [["n"]," new left today"],
  "myDecks.export.csv": ["Export as CSV"],
  "myDecks.export.apkg": ["Export for Anki (.apkg)"],
} as unknown as Messages & Record<MessageId, unknown>;
