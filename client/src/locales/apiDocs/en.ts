// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "apiDocs.title"
  | "apiDocs.loadFailedStatus"
  | "apiDocs.loading"
  | "apiDocs.loadFailed"
  | "apiDocs.sections"
  | "apiDocs.intro"
  | "apiDocs.english"
  | "apiDocs.public"
  | "apiDocs.parameters"
  | "apiDocs.body"
  | "apiDocs.answers"
  | "apiDocs.anyJson"
  | "apiDocs.required";

export const messages = {
  "apiDocs.title": ["API reference"],
  "apiDocs.loadFailedStatus": ["The API reference could not be loaded (",["status"],")."],
  "apiDocs.loading": ["Loading the API reference..."],
  "apiDocs.loadFailed": ["The API reference could not be loaded."],
  "apiDocs.sections": ["API sections"],
  "apiDocs.intro": ["Every path of this server's REST API. Sign in with a personal API token: make one under Profile → API tokens and send it as <auth></auth>. A read-only token may only use GET. The same list as an OpenAPI 3.1 document: <doc></doc>. Tools that speak AnkiConnect (Yomitan, yanki) use <anki></anki> with the token as their key."],
  "apiDocs.english": ["The reference below is the server's OpenAPI document, in English."],
  "apiDocs.public": ["No sign-in needed"],
  "apiDocs.parameters": ["Parameters"],
  "apiDocs.body": ["Body (",["type"],")"],
  "apiDocs.answers": ["Answers"],
  "apiDocs.anyJson": ["Any JSON."],
  "apiDocs.required": ["required"],
} as unknown as Messages & Record<MessageId, unknown>;
