// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "library.title"
  | "library.intro"
  | "library.search"
  | "library.loading"
  | "library.noMatch"
  | "library.none"
  | "library.list"
  | "library.meta"
  | "library.yours"
  | "library.openLabel"
  | "library.subscribedOpen"
  | "library.subscribeLabel"
  | "library.subscribe"
  | "library.copyLabel"
  | "library.copied"
  | "library.copy";

export const messages = {
  "library.title": ["Shared Decks"],
  "library.intro": ["Decks other learners on this server share. Subscribe to study one with your own progress, or copy it to make it yours."],
  "library.search": ["Search shared decks"],
  "library.loading": ["Loading shared decks..."],
  "library.noMatch": ["No shared deck matches that search."],
  "library.none": ["No one has shared a deck on this server yet."],
  "library.list": ["Shared decks"],
  "library.meta": ["Shared by ",["name"]," · ",["cards","plural",{"one":["#"," card"],"other":["#"," cards"]}]," · ",["subscribers","plural",{"one":["#"," subscriber"],"other":["#"," subscribers"]}]],
  "library.yours": ["Your deck"],
  "library.openLabel": ["Open ",["name"]],
  "library.subscribedOpen": ["Subscribed · Open"],
  "library.subscribeLabel": ["Subscribe to ",["name"]],
  "library.subscribe": ["Subscribe"],
  "library.copyLabel": ["Copy ",["name"]," to my decks"],
  "library.copied": ["Copied"],
  "library.copy": ["Copy"],
} as unknown as Messages & Record<MessageId, unknown>;
