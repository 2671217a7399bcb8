// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "imports.title"
  | "imports.creating"
  | "imports.kind.question"
  | "imports.kind.ankiSingle"
  | "imports.kind.ankiSingleHint"
  | "imports.kind.ankiCollection"
  | "imports.kind.ankiCollectionHint"
  | "imports.kind.quizlet"
  | "imports.kind.quizletHint"
  | "imports.kind.csv"
  | "imports.kind.csvHint"
  | "imports.kind.cardcade"
  | "imports.kind.cardcadeHint"
  | "imports.busy.preview"
  | "imports.busy.reading"
  | "imports.busy.uploading"
  | "imports.busy.progress"
  | "imports.file.chooseAnother"
  | "imports.file.choose"
  | "imports.file.drag"
  | "imports.footer.cancel"
  | "imports.footer.analyze"
  | "imports.footer.preview"
  | "imports.footer.processing"
  | "imports.footer.back"
  | "imports.footer.newCopy"
  | "imports.footer.confirm"
  | "imports.footer.update"
  | "imports.footer.backToPreview"
  | "imports.footer.close"
  | "imports.result.created"
  | "imports.cards"
  | "imports.result.open"
  | "imports.backup.label"
  | "imports.backup.hint"
  | "imports.anki.deckFile"
  | "imports.anki.collectionFile"
  | "imports.anki.hint"
  | "imports.anki.keepHistory"
  | "imports.anki.keepHistoryHint"
  | "imports.anki.notKept"
  | "imports.skipped.title"
  | "imports.csv.label"
  | "imports.csv.hint"
  | "imports.csv.selectColumn"
  | "imports.csv.columnExample"
  | "imports.csv.samples"
  | "imports.csv.heading"
  | "imports.csv.rows"
  | "imports.csv.chooseAnother"
  | "imports.deckName"
  | "imports.csv.noteType"
  | "imports.csv.basic"
  | "imports.csv.noteTypeHint"
  | "imports.csv.leaveEmpty"
  | "imports.csv.term"
  | "imports.csv.definition"
  | "imports.csv.tags"
  | "imports.csv.noTags"
  | "imports.csv.tagsHint"
  | "imports.csv.html"
  | "imports.csv.htmlHint"
  | "imports.quizlet.text"
  | "imports.quizlet.placeholder"
  | "imports.quizlet.hint"
  | "imports.quizlet.betweenTermDef"
  | "imports.quizlet.tab"
  | "imports.quizlet.comma"
  | "imports.quizlet.custom"
  | "imports.quizlet.customTermDef"
  | "imports.quizlet.customTermDefPlaceholder"
  | "imports.quizlet.betweenCards"
  | "imports.quizlet.newline"
  | "imports.quizlet.semicolon"
  | "imports.quizlet.blankLine"
  | "imports.quizlet.customCard"
  | "imports.quizlet.customCardPlaceholder"
  | "imports.preview.image"
  | "imports.preview.empty"
  | "imports.preview.before"
  | "imports.preview.oneDuplicate"
  | "imports.preview.duplicates"
  | "imports.preview.canUpdate"
  | "imports.preview.secondCopy"
  | "imports.preview.openNamed"
  | "imports.preview.history"
  | "imports.preview.historyKept"
  | "imports.preview.historyDropped"
  | "imports.preview.found"
  | "imports.preview.ready"
  | "imports.preview.withIssues"
  | "imports.preview.newDeck"
  | "imports.preview.decksToCreate"
  | "imports.preview.skippedIssues"
  | "imports.preview.emptyTerm"
  | "imports.preview.table"
  | "imports.preview.showingFirst"
  | "imports.preview.all"
  | "imports.preview.term"
  | "imports.preview.definition"
  | "imports.preview.deck"
  | "imports.preview.ankiDeck"
  | "imports.preview.status"
  | "imports.status.issues"
  | "imports.status.ok"
  | "imports.names.newDeck"
  | "imports.names.parents"
  | "imports.names.prefix"
  | "imports.names.drop"
  | "imports.names.empty"
  | "imports.names.tooLong"
  | "imports.types.twoFieldsFor"
  | "imports.types.heading"
  | "imports.types.counts"
  | "imports.notes"
  | "imports.types.how"
  | "imports.types.asAnki"
  | "imports.types.chooseFields"
  | "imports.types.noContent"
  | "imports.types.firstNote"
  | "imports.types.termField"
  | "imports.types.definitionField"
  | "imports.types.twoFields"
  | "imports.types.picture"
  | "imports.types.example"
  | "imports.types.front"
  | "imports.types.back"
  | "imports.speech.both"
  | "imports.speech.front"
  | "imports.speech.back"
  | "imports.notKept.fieldsUnused"
  | "imports.fields"
  | "imports.notKept.fieldOnNoCard"
  | "imports.notKept.templateSkipped"
  | "imports.notKept.unsupported"
  | "imports.notKept.emptyCards"
  | "imports.emptyCards";

export const messages = {
  "imports.title": ["Import Deck"],
  "imports.creating": ["Creating your decks…"],
  "imports.kind.question": ["What are you importing?"],
  "imports.kind.ankiSingle": ["Anki single deck (.apkg)"],
  "imports.kind.ankiSingleHint": ["One shared or exported deck, as one Cardcade deck."],
  "imports.kind.ankiCollection": ["Anki collection (.colpkg)"],
  "imports.kind.ankiCollectionHint": ["A whole collection: one Cardcade deck per Anki deck."],
  "imports.kind.quizlet": ["Quizlet pasted text"],
  "imports.kind.quizletHint": ["Paste the text from Quizlet's Export box."],
  "imports.kind.csv": ["CSV/Excel"],
  "imports.kind.csvHint": ["A .csv or .xlsx file with a header row."],
  "imports.kind.cardcade": ["Cardcade backup (.zip)"],
  "imports.kind.cardcadeHint": ["A backup from “Download my data”: restores every deck with its schedule and review history."],
  "imports.busy.preview": ["Building the preview…"],
  "imports.busy.reading": ["Reading your file…"],
  "imports.busy.uploading": ["Uploading…"],
  "imports.busy.progress": ["Upload progress"],
  "imports.file.chooseAnother": [["size"]," · click to choose another file"],
  "imports.file.choose": ["Choose a file"],
  "imports.file.drag": ["or drag it here"],
  "imports.footer.cancel": ["Cancel"],
  "imports.footer.analyze": ["Analyze File"],
  "imports.footer.preview": ["Preview Import"],
  "imports.footer.processing": ["Processing..."],
  "imports.footer.back": ["Back / Cancel"],
  "imports.footer.newCopy": ["Import as a New Copy"],
  "imports.footer.confirm": ["Confirm Import"],
  "imports.footer.update": ["Update the Existing Deck"],
  "imports.footer.backToPreview": ["Back to Preview"],
  "imports.footer.close": ["Close"],
  "imports.result.created": ["Created decks"],
  "imports.cards": [["n","plural",{"one":["#"," card"],"other":["#"," cards"]}]],
  "imports.result.open": ["Open deck"],
  "imports.backup.label": ["Cardcade backup file"],
  "imports.backup.hint": ["The cardcade-export-….zip from Profile → Download my data, on this or another Cardcade server. Decks are added beside the ones you have."],
  "imports.anki.deckFile": ["Anki deck file"],
  "imports.anki.collectionFile": ["Anki collection file"],
  "imports.anki.hint": ["A .apkg or .colpkg file exported from Anki. Images and sounds come along; review history too, if you keep it."],
  "imports.anki.keepHistory": ["Keep my Anki review history"],
  "imports.anki.keepHistoryHint": ["Cards you studied in Anki keep their schedule, and your past reviews show in the deck’s stats."],
  "imports.anki.notKept": ["What will not come across"],
  "imports.skipped.title": ["Files left out for their size"],
  "imports.csv.label": ["CSV or Excel file"],
  "imports.csv.hint": ["The first row must hold the column names. For Excel, the first worksheet is read."],
  "imports.csv.selectColumn": ["Select a column…"],
  "imports.csv.columnExample": [["header"]," (e.g. ",["sample"],")"],
  "imports.csv.samples": ["Sample values: ",["values"]],
  "imports.csv.heading": ["Choose the deck name and columns"],
  "imports.csv.rows": ["<b>",["rows"],"</b> rows · ",["columns"]," columns"],
  "imports.csv.chooseAnother": ["Choose another file"],
  "imports.deckName": ["Deck name"],
  "imports.csv.noteType": ["Note type"],
  "imports.csv.basic": ["Basic: a term and a definition column"],
  "imports.csv.noteTypeHint": ["Each row becomes a note of this type, and the note type makes its cards."],
  "imports.csv.leaveEmpty": ["Leave empty"],
  "imports.csv.term": ["Term column"],
  "imports.csv.definition": ["Definition column"],
  "imports.csv.tags": ["Tags column"],
  "imports.csv.noTags": ["No tags"],
  "imports.csv.tagsHint": ["Tags are separated by spaces, as Anki writes them."],
  "imports.csv.html": ["Fields contain HTML"],
  "imports.csv.htmlHint": ["Keep bold, lists, links and formulas written as HTML in the cells. Anything unsafe is removed."],
  "imports.quizlet.text": ["Pasted Quizlet text"],
  "imports.quizlet.placeholder": ["term 1\tdefinition 1\nterm 2\tdefinition 2"],
  "imports.quizlet.hint": ["In Quizlet: your set → ⋯ → Export, then copy the text."],
  "imports.quizlet.betweenTermDef": ["Between term & definition"],
  "imports.quizlet.tab": ["Tab"],
  "imports.quizlet.comma": ["Comma"],
  "imports.quizlet.custom": ["Custom"],
  "imports.quizlet.customTermDef": ["Custom term/definition delimiter"],
  "imports.quizlet.customTermDefPlaceholder": ["e.g. ::"],
  "imports.quizlet.betweenCards": ["Between cards"],
  "imports.quizlet.newline": ["New line"],
  "imports.quizlet.semicolon": ["Semicolon"],
  "imports.quizlet.blankLine": ["Blank line"],
  "imports.quizlet.customCard": ["Custom card delimiter"],
  "imports.quizlet.customCardPlaceholder": ["e.g. ##"],
  "imports.preview.image": ["(image)"],
  "imports.preview.empty": ["(empty)"],
  "imports.preview.before": ["You have imported this before."],
  "imports.preview.oneDuplicate": ["You already have a deck “",["name"],"” from the same kind of file (",["count"]," cards)."],
  "imports.preview.duplicates": ["You already have ",["n"]," decks with these names from the same kind of file."],
  "imports.preview.canUpdate": ["Update the existing deck: cards with the same term get the definition from the file and keep your progress, new terms are added, and cards that are not in the file stay. Or import a new copy beside it."],
  "imports.preview.secondCopy": ["Importing again makes a second copy; your progress stays with the existing deck."],
  "imports.preview.openNamed": ["Open “",["name"],"”"],
  "imports.preview.history": [["n","plural",{"one":["#"," card has Anki review history."],"other":["#"," cards have Anki review history."]}]],
  "imports.preview.historyKept": ["Their schedule and past reviews will be kept."],
  "imports.preview.historyDropped": ["It will not be kept: every card starts as new."],
  "imports.preview.found": ["Cards found"],
  "imports.preview.ready": ["Ready to import"],
  "imports.preview.withIssues": ["With issues"],
  "imports.preview.newDeck": ["New deck: <b>",["name"],"</b>"],
  "imports.preview.decksToCreate": ["Decks to create (",["n"],")"],
  "imports.preview.skippedIssues": [["n","plural",{"one":["#"," card has issues and will be skipped"],"other":["#"," cards have issues and will be skipped"]}]],
  "imports.preview.emptyTerm": ["(empty term)"],
  "imports.preview.table": ["Preview of the cards"],
  "imports.preview.showingFirst": ["Showing the first ",["shown"]," of ",["total"]," cards"],
  "imports.preview.all": ["All ",["n"]," cards"],
  "imports.preview.term": ["Term"],
  "imports.preview.definition": ["Definition"],
  "imports.preview.deck": ["Deck"],
  "imports.preview.ankiDeck": ["Anki deck"],
  "imports.preview.status": ["Status"],
  "imports.status.issues": ["Issues (",["n"],")"],
  "imports.status.ok": ["OK"],
  "imports.names.newDeck": ["New deck"],
  "imports.names.parents": ["Parent decks in the names"],
  "imports.names.prefix": ["Keep as a prefix"],
  "imports.names.drop": ["Drop them"],
  "imports.names.empty": ["A deck name cannot be empty."],
  "imports.names.tooLong": ["Deck name must be at most 100 characters."],
  "imports.types.twoFieldsFor": ["Choose two different fields for “",["name"],"”."],
  "imports.types.heading": ["Cards from your note types"],
  "imports.types.counts": [["notes"]," → ",["cards"]],
  "imports.notes": [["n","plural",{"one":["#"," note"],"other":["#"," notes"]}]],
  "imports.types.how": ["How to make cards from “",["name"],"”"],
  "imports.types.asAnki": [["n","plural",{"one":["As Anki shows them (","#"," template)"],"other":["As Anki shows them (","#"," templates)"]}]],
  "imports.types.chooseFields": ["Choose fields (one card per note)"],
  "imports.types.noContent": ["No card of this template has content."],
  "imports.types.firstNote": ["First note: "],
  "imports.types.termField": ["Term field"],
  "imports.types.definitionField": ["Definition field"],
  "imports.types.twoFields": ["Choose two different fields."],
  "imports.types.picture": ["(picture)"],
  "imports.types.example": ["Example card: ",["label"]],
  "imports.types.front": ["Front"],
  "imports.types.back": ["Back"],
  "imports.speech.both": ["Read aloud: the term in ",["front"]," and the definition in ",["back"],"."],
  "imports.speech.front": ["Read aloud: the term in ",["front"],"."],
  "imports.speech.back": ["Read aloud: the definition in ",["back"],"."],
  "imports.notKept.fieldsUnused": ["“",["type"],"”: ",["fields"]," not used (",["names"],"), as you chose two fields."],
  "imports.fields": [["n","plural",{"one":["#"," field"],"other":["#"," fields"]}]],
  "imports.notKept.fieldOnNoCard": [["n","plural",{"one":["“",["type"],"”: the field “",["field"],"” is on no card (","#"," note has it filled)."],"other":["“",["type"],"”: the field “",["field"],"” is on no card (","#"," notes have it filled)."]}]],
  "imports.notKept.templateSkipped": ["“",["type"],"”: ",["cards"]," of “",["template"],"” skipped."],
  "imports.notKept.unsupported": ["“",["type"],"” / “",["template"],"”: template syntax Cardcade does not support (",["syntax"],"); the field’s text is shown instead on ",["cards"],"."],
  "imports.notKept.emptyCards": ["“",["type"],"”: ",["cards"]," Anki would not show (nothing on the front) left out."],
  "imports.emptyCards": [["n","plural",{"one":["#"," empty card"],"other":["#"," empty cards"]}]],
} as unknown as Messages & Record<MessageId, unknown>;
