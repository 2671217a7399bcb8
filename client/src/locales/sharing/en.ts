// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "sharing.sharedBy"
  | "sharing.share"
  | "sharing.progress.label"
  | "sharing.progress.hint"
  | "sharing.board.title"
  | "sharing.board.intro"
  | "sharing.board.empty"
  | "sharing.board.entry"
  | "sharing.board.you"
  | "sharing.board.show"
  | "sharing.yours.title"
  | "sharing.status.pending"
  | "sharing.status.accepted"
  | "sharing.status.rejected"
  | "sharing.label.new"
  | "sharing.label.deleted"
  | "sharing.label.edit"
  | "sharing.label.editOf"
  | "sharing.subscriber.empty"
  | "sharing.suggestCard"
  | "sharing.suggestEdit"
  | "sharing.suggestEditTo"
  | "sharing.form.send"
  | "sharing.form.sending"
  | "sharing.form.introEdit"
  | "sharing.form.introNew"
  | "sharing.form.formatting"
  | "sharing.form.cloze"
  | "sharing.field.text"
  | "sharing.field.term"
  | "sharing.field.extra"
  | "sharing.field.extraOptional"
  | "sharing.field.definition"
  | "sharing.sent"
  | "sharing.failed"
  | "sharing.queue.title"
  | "sharing.queue.rejectAll"
  | "sharing.queue.fields"
  | "sharing.queue.newCard"
  | "sharing.queue.edit"
  | "sharing.queue.accept"
  | "sharing.queue.acceptLabel"
  | "sharing.queue.reject"
  | "sharing.queue.rejectLabel"
  | "sharing.queue.confirmTitle"
  | "sharing.queue.rejecting"
  | "sharing.queue.confirmEvery"
  | "sharing.queue.confirmCount"
  | "sharing.queue.rejectFailed"
  | "sharing.queue.rejected"
  | "sharing.diff.removed"
  | "sharing.diff.added"
  | "sharing.diff.unchanged";

export const messages = {
  "sharing.sharedBy": ["Shared by ",["name"],". You study it with your own progress; only its owner can change the cards."],
  "sharing.share": ["Share in the Shared Decks library (everyone on this server can find and study it)"],
  "sharing.progress.label": ["Share my progress with the deck owner"],
  "sharing.progress.hint": ["The owner sees how often each card is answered right, counted with other learners, never your name."],
  "sharing.board.title": ["This week on this server"],
  "sharing.board.intro": ["Answers since Monday. Every week starts fresh."],
  "sharing.board.empty": ["No one is on this week's board yet."],
  "sharing.board.entry": [["name"],": ",["n","plural",{"one":["#"," answer"],"other":["#"," answers"]}]],
  "sharing.board.you": ["(you)"],
  "sharing.board.show": ["Show me on the board as ",["name"]],
  "sharing.yours.title": ["Your suggestions"],
  "sharing.status.pending": ["Pending"],
  "sharing.status.accepted": ["Accepted"],
  "sharing.status.rejected": ["Rejected"],
  "sharing.label.new": ["New card"],
  "sharing.label.deleted": ["Edit of a card since deleted"],
  "sharing.label.edit": ["Edit of a card"],
  "sharing.label.editOf": ["Edit of “",["term"],"”"],
  "sharing.subscriber.empty": ["The owner has not added any cards yet. You can suggest one."],
  "sharing.suggestCard": ["Suggest a card"],
  "sharing.suggestEdit": ["Suggest an edit"],
  "sharing.suggestEditTo": ["Suggest an edit to ",["term"]],
  "sharing.form.send": ["Send suggestion"],
  "sharing.form.sending": ["Sending..."],
  "sharing.form.introEdit": ["The deck's owner sees your version beside the card's text and accepts or rejects it. Your name is not shown."],
  "sharing.form.introNew": ["The deck's owner sees your card and accepts or rejects it. Your name is not shown."],
  "sharing.form.formatting": ["This card has formatting. A suggestion is plain text: if the owner accepts it, the card's formatting goes."],
  "sharing.form.cloze": ["This is a cloze card: its text keeps the answers in ",["example"],". Change the words, and keep or add the deletions the cards ask."],
  "sharing.field.text": ["Text"],
  "sharing.field.term": ["Term"],
  "sharing.field.extra": ["Extra"],
  "sharing.field.extraOptional": ["Extra (optional)"],
  "sharing.field.definition": ["Definition"],
  "sharing.sent": ["Suggestion sent. The deck's owner will accept or reject it; you'll see the outcome under Your suggestions."],
  "sharing.failed": ["Could not send the suggestion. Please try again."],
  "sharing.queue.title": ["Suggestions from learners (",["n"],")"],
  "sharing.queue.rejectAll": ["Reject all"],
  "sharing.queue.fields": ["Suggests a change to ",["fields"]],
  "sharing.queue.newCard": ["New card: <term></term> — <def></def>"],
  "sharing.queue.edit": ["Edit: <term></term> — <def></def>"],
  "sharing.queue.accept": ["Accept"],
  "sharing.queue.acceptLabel": ["Accept: ",["term"]],
  "sharing.queue.reject": ["Reject"],
  "sharing.queue.rejectLabel": ["Reject: ",["term"]],
  "sharing.queue.confirmTitle": ["Reject all suggestions?"],
  "sharing.queue.rejecting": ["Rejecting..."],
  "sharing.queue.confirmEvery": ["This rejects every suggestion waiting on this deck, including any sent since you opened the page. The cards do not change; each learner sees \"Rejected\"."],
  "sharing.queue.confirmCount": ["This rejects ",["n","plural",{"one":["the 1 suggestion"],"other":["all ","#"," suggestions"]}]," waiting on this deck, including any sent since you opened the page. The cards do not change; each learner sees \"Rejected\"."],
  "sharing.queue.rejectFailed": ["Could not reject the suggestions. Please try again."],
  "sharing.queue.rejected": [["n","plural",{"one":["1 suggestion rejected."],"other":["#"," suggestions rejected."]}]],
  "sharing.diff.removed": ["[removed: "],
  "sharing.diff.added": ["[added: "],
  "sharing.diff.unchanged": ["(unchanged)"],
} as unknown as Messages & Record<MessageId, unknown>;
