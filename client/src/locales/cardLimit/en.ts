// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "cardLimit.reached"
  | "cardLimit.reachedNoLimit"
  | "cardLimit.studyMore"
  | "cardLimit.adding"
  | "cardLimit.invalid"
  | "cardLimit.label"
  | "cardLimit.saving"
  | "cardLimit.set"
  | "cardLimit.hint";

export const messages = {
  "cardLimit.reached": ["You've reached today's limit of ",["limit","plural",{"one":["#"," new card"],"other":["#"," new cards"]}],". ",["waiting","plural",{"one":["#"," more is waiting."],"other":["#"," more are waiting."]}]],
  "cardLimit.reachedNoLimit": ["You've reached today's limit of new cards. ",["waiting","plural",{"one":["#"," more is waiting."],"other":["#"," more are waiting."]}]],
  "cardLimit.studyMore": ["Study ",["n"]," more new cards today"],
  "cardLimit.adding": ["Adding..."],
  "cardLimit.invalid": ["New cards today must be a whole number from ",["min"]," to ",["max"],"."],
  "cardLimit.label": ["New cards today"],
  "cardLimit.saving": ["Saving..."],
  "cardLimit.set": ["Set for today"],
  "cardLimit.hint": [["studied"]," studied today. Changes today only; the deck’s setting stays."],
} as unknown as Messages & Record<MessageId, unknown>;
