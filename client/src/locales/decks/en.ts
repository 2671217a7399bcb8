// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "decks.list.title"
  | "decks.list.subtitle"
  | "decks.list.import"
  | "decks.list.create"
  | "decks.list.searchLabel"
  | "decks.list.searchPlaceholder"
  | "decks.list.loading"
  | "decks.list.emptyHint"
  | "decks.list.browseShared"
  | "decks.list.createFirst"
  | "decks.list.listLabel"
  | "decks.list.deleted"
  | "decks.list.undo"
  | "decks.list.created"
  | "decks.list.deleteTitle"
  | "decks.list.deleteMessage"
  | "decks.list.delete"
  | "decks.list.importedOne"
  | "decks.list.importedMany"
  | "decks.list.open"
  | "decks.overview.today"
  | "decks.overview.dueToday"
  | "decks.overview.streak"
  | "decks.overview.days"
  | "decks.overview.best"
  | "decks.overview.byDeck"
  | "decks.overview.more"
  | "decks.overview.caughtUp"
  | "decks.overview.nothingYet"
  | "decks.cards"
  | "decks.row.due"
  | "decks.row.limitReached"
  | "decks.newLeft"
  | "decks.row.sharedBy"
  | "decks.row.updated"
  | "decks.row.actions"
  | "decks.row.view"
  | "decks.row.viewEdit"
  | "decks.row.leave"
  | "decks.row.delete"
  | "decks.source.anki"
  | "decks.source.quizlet"
  | "decks.source.manual"
  | "decks.source.unknown"
  | "decks.form.createTitle"
  | "decks.form.editTitle"
  | "decks.form.create"
  | "decks.form.creating"
  | "decks.form.save"
  | "decks.form.saving"
  | "decks.form.name"
  | "decks.form.namePlaceholder"
  | "decks.form.description"
  | "decks.form.optional"
  | "decks.form.newPerDay"
  | "decks.form.newPerDayHelp"
  | "decks.form.bury"
  | "decks.form.buryHelp"
  | "decks.form.retention"
  | "decks.form.retentionMore"
  | "decks.retention.default"
  | "decks.retention.higher"
  | "decks.retention.lower"
  | "decks.lang.term"
  | "decks.lang.definition"
  | "decks.lang.none"
  | "decks.lang.suggested"
  | "decks.exam.label"
  | "decks.exam.pick"
  | "decks.exam.save"
  | "decks.exam.saving"
  | "decks.exam.cancel"
  | "decks.exam.edit"
  | "decks.exam.editLabel"
  | "decks.exam.clear"
  | "decks.exam.clearLabel"
  | "decks.exam.none"
  | "decks.exam.set"
  | "decks.exam.clearTitle"
  | "decks.exam.clearConfirm"
  | "decks.exam.clearing"
  | "decks.detail.deck"
  | "decks.detail.backLibrary"
  | "decks.detail.backDecks"
  | "decks.detail.reviewsDue"
  | "decks.detail.limitReached"
  | "decks.detail.edit"
  | "decks.detail.start"
  | "decks.detail.addCardsFirst"
  | "decks.detail.emptyTitle"
  | "decks.detail.emptyText"
  | "decks.detail.addCard"
  | "decks.export.csv"
  | "decks.export.apkg";

export const messages = {
  "decks.list.title": ["My Decks"],
  "decks.list.subtitle": ["Pick a deck to study, or bring in a new one."],
  "decks.list.import": ["Import Deck"],
  "decks.list.create": ["Create New Deck"],
  "decks.list.searchLabel": ["Search decks"],
  "decks.list.searchPlaceholder": ["Search decks..."],
  "decks.list.loading": ["Loading decks..."],
  "decks.list.emptyHint": ["Study a deck someone on this server shares, from the Shared Decks library, or make your own."],
  "decks.list.browseShared": ["Browse Shared Decks"],
  "decks.list.createFirst": ["Create your first deck"],
  "decks.list.listLabel": ["Decks"],
  "decks.list.deleted": ["Deleted \"",["name"],"\"."],
  "decks.list.undo": ["Undo"],
  "decks.list.created": ["Deck \"",["name"],"\" created."],
  "decks.list.deleteTitle": ["Delete Deck"],
  "decks.list.deleteMessage": ["Are you sure you want to delete \"",["name"],"\"? All of its cards and progress will be removed."],
  "decks.list.delete": ["Delete"],
  "decks.list.importedOne": ["Imported \"",["name"],"\"."],
  "decks.list.importedMany": ["Imported ",["n"]," decks."],
  "decks.list.open": ["Open"],
  "decks.overview.today": ["Today"],
  "decks.overview.dueToday": ["Due today"],
  "decks.overview.streak": ["Study streak"],
  "decks.overview.days": [["n","plural",{"one":["#"," day"],"other":["#"," days"]}]],
  "decks.overview.best": ["Best ",["days"]],
  "decks.overview.byDeck": ["Due today by deck"],
  "decks.overview.more": [["n","plural",{"one":["and ","#"," more deck below"],"other":["and ","#"," more decks below"]}]],
  "decks.overview.caughtUp": ["You're all caught up for today."],
  "decks.overview.nothingYet": ["Nothing to study yet."],
  "decks.cards": [["n","plural",{"one":["#"," card"],"other":["#"," cards"]}]],
  "decks.row.due": [["n"]," due"],
  "decks.row.limitReached": ["new-card limit reached"],
  "decks.newLeft": [["n"]," new left today"],
  "decks.row.sharedBy": ["Shared by ",["name"]],
  "decks.row.updated": ["Updated ",["date"]],
  "decks.row.actions": ["Actions for ",["name"]],
  "decks.row.view": ["View"],
  "decks.row.viewEdit": ["View/Edit"],
  "decks.row.leave": ["Leave"],
  "decks.row.delete": ["Delete"],
  "decks.source.anki": ["Anki Import"],
  "decks.source.quizlet": ["Quizlet Import"],
  "decks.source.manual": ["Manual Entry"],
  "decks.source.unknown": ["Unknown"],
  "decks.form.createTitle": ["Create New Deck"],
  "decks.form.editTitle": ["Edit Deck"],
  "decks.form.create": ["Create Deck"],
  "decks.form.creating": ["Creating..."],
  "decks.form.save": ["Save Changes"],
  "decks.form.saving": ["Saving..."],
  "decks.form.name": ["Deck Name"],
  "decks.form.namePlaceholder": ["e.g. Spanish verbs"],
  "decks.form.description": ["Description"],
  "decks.form.optional": ["optional"],
  "decks.form.newPerDay": ["New cards per day"],
  "decks.form.newPerDayHelp": ["At most this many never-studied cards join your sessions each day (",["min"],"–",["max"],"). Due reviews always come."],
  "decks.form.bury": ["Bury siblings"],
  "decks.form.buryHelp": ["Cards made from the same note (a cloze's deletions) wait until tomorrow once one of them was studied, so they never give each other away."],
  "decks.form.retention": ["Desired retention"],
  "decks.form.retentionMore": ["Higher retention means more reviews a day."],
  "decks.retention.default": ["You should remember about ",["percent"]," of cards when they come up. The recommended balance of remembering and reviewing."],
  "decks.retention.higher": ["You should remember about ",["percent"]," of cards when they come up, for roughly ",["times"],"× as many reviews a day as at 90%."],
  "decks.retention.lower": ["You should remember about ",["percent"]," of cards when they come up, with roughly ",["share"]," of the reviews a day at 90%: fewer reviews, more forgetting."],
  "decks.lang.term": ["Term language"],
  "decks.lang.definition": ["Definition language"],
  "decks.lang.none": ["None"],
  "decks.lang.suggested": ["Suggested from the cards: ",["language"],"."],
  "decks.exam.label": ["Exam date"],
  "decks.exam.pick": ["Pick exam date"],
  "decks.exam.save": ["Save"],
  "decks.exam.saving": ["Saving..."],
  "decks.exam.cancel": ["Cancel"],
  "decks.exam.edit": ["Edit"],
  "decks.exam.editLabel": ["Edit exam date"],
  "decks.exam.clear": ["Clear"],
  "decks.exam.clearLabel": ["Clear exam date"],
  "decks.exam.none": ["No exam date yet. Set one to see your pacing."],
  "decks.exam.set": ["Set Exam Date"],
  "decks.exam.clearTitle": ["Clear Exam Date"],
  "decks.exam.clearConfirm": ["Clear Date"],
  "decks.exam.clearing": ["Clearing..."],
  "decks.detail.deck": ["Deck"],
  "decks.detail.backLibrary": ["Back to Library"],
  "decks.detail.backDecks": ["Back to My Decks"],
  "decks.detail.reviewsDue": [["n","plural",{"one":["#"," review due"],"other":["#"," reviews due"]}]],
  "decks.detail.limitReached": ["New-card limit reached today"],
  "decks.detail.edit": ["Edit Deck Info"],
  "decks.detail.start": ["Start Smart Session"],
  "decks.detail.addCardsFirst": ["Add cards to start a smart session"],
  "decks.detail.emptyTitle": ["Add your first cards"],
  "decks.detail.emptyText": ["Each card has a term and a definition. Once the deck has cards, you can play games, run smart sessions and see your progress here."],
  "decks.detail.addCard": ["Add New Card"],
  "decks.export.csv": ["Export as CSV"],
  "decks.export.apkg": ["Export for Anki (.apkg)"],
} as unknown as Messages & Record<MessageId, unknown>;
