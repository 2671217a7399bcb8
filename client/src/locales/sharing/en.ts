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
  | "sharing.suggestEditTo";

export const messages: Messages & Record<MessageId, unknown> = JSON.parse("{\"sharing.sharedBy\":[\"Shared by \",[\"name\"],\". You study it with your own progress; only its owner can change the cards.\"],\"sharing.share\":[\"Share in the Shared Decks library (everyone on this server can find and study it)\"],\"sharing.progress.label\":[\"Share my progress with the deck owner\"],\"sharing.progress.hint\":[\"The owner sees how often each card is answered right, counted with other learners, never your name.\"],\"sharing.board.title\":[\"This week on this server\"],\"sharing.board.intro\":[\"Answers since Monday. Every week starts fresh.\"],\"sharing.board.empty\":[\"No one is on this week's board yet.\"],\"sharing.board.entry\":[[\"name\"],\": \",[\"n\",\"plural\",{\"one\":[\"#\",\" answer\"],\"other\":[\"#\",\" answers\"]}]],\"sharing.board.you\":[\"(you)\"],\"sharing.board.show\":[\"Show me on the board as \",[\"name\"]],\"sharing.yours.title\":[\"Your suggestions\"],\"sharing.status.pending\":[\"Pending\"],\"sharing.status.accepted\":[\"Accepted\"],\"sharing.status.rejected\":[\"Rejected\"],\"sharing.label.new\":[\"New card\"],\"sharing.label.deleted\":[\"Edit of a card since deleted\"],\"sharing.label.edit\":[\"Edit of a card\"],\"sharing.label.editOf\":[\"Edit of “\",[\"term\"],\"”\"],\"sharing.subscriber.empty\":[\"The owner has not added any cards yet. You can suggest one.\"],\"sharing.suggestCard\":[\"Suggest a card\"],\"sharing.suggestEdit\":[\"Suggest an edit\"],\"sharing.suggestEditTo\":[\"Suggest an edit to \",[\"term\"]]}");
