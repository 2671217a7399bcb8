// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "shareStats.title"
  | "shareStats.loading"
  | "shareStats.failed"
  | "shareStats.nobody"
  | "shareStats.noAnswers"
  | "shareStats.summary"
  | "shareStats.unanswered"
  | "shareStats.hardest"
  | "shareStats.notEnough"
  | "shareStats.byCard"
  | "shareStats.byCardCaption"
  | "shareStats.showAll"
  | "shareStats.card"
  | "shareStats.success"
  | "shareStats.answers";

export const messages = {
  "shareStats.title": ["How learners do on this deck"],
  "shareStats.loading": ["Loading card statistics..."],
  "shareStats.failed": ["Could not load the card statistics."],
  "shareStats.nobody": ["No subscriber shares their progress yet. Learners who turn on 'Share my progress with the deck owner' on their deck page appear here, without names."],
  "shareStats.noAnswers": [["n","plural",{"one":["#"," learner shares"],"other":["#"," learners share"]}]," their progress; no answers yet."],
  "shareStats.summary": [["n","plural",{"one":["#"," learner shares"],"other":["#"," learners share"]}]," their progress: ",["answers","plural",{"one":["#"," answer"],"other":["#"," answers"]}]," on ",["answered"]," of ",["total"]," cards."],
  "shareStats.unanswered": [["n","plural",{"one":["#"," card has no answers yet."],"other":["#"," cards have no answers yet."]}]],
  "shareStats.hardest": ["Hardest cards"],
  "shareStats.notEnough": ["No card has enough answers yet (3 or more) to rank."],
  "shareStats.byCard": ["Success rate by card"],
  "shareStats.byCardCaption": ["Success rate by card, lowest first"],
  "shareStats.showAll": ["Show all ",["n"]," cards"],
  "shareStats.card": ["Card"],
  "shareStats.success": ["Success"],
  "shareStats.answers": ["Answers"],
} as unknown as Messages & Record<MessageId, unknown>;
