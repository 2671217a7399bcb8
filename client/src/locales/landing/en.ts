// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "landing.title"
  | "landing.eyebrow"
  | "landing.tagline"
  | "landing.lead"
  | "landing.cta.try"
  | "landing.art.term"
  | "landing.art.termText"
  | "landing.art.definition"
  | "landing.art.definitionText"
  | "landing.familiar.title"
  | "landing.familiar.flipping.title"
  | "landing.familiar.flipping.text"
  | "landing.familiar.focus.title"
  | "landing.familiar.focus.text"
  | "landing.familiar.stale.title"
  | "landing.familiar.stale.text"
  | "landing.how.title"
  | "landing.how.create.title"
  | "landing.how.create.text"
  | "landing.how.play.title"
  | "landing.how.play.text"
  | "landing.how.track.title"
  | "landing.how.track.text"
  | "landing.why.title"
  | "landing.why.spaced"
  | "landing.why.games"
  | "landing.why.exam"
  | "landing.why.offline"
  | "landing.ready.title"
  | "landing.ready.text"
  | "landing.ready.cta"
  | "landing.notice.accountDeleted";

export const messages = {
  "landing.title": ["Cardcade — Gamified Studying, Serious Results."],
  "landing.eyebrow": ["Flashcards, reimagined as games"],
  "landing.tagline": ["Gamified Studying, Serious Results."],
  "landing.lead": ["Cardcade turns your flashcards into quick games and plans your reviews with spaced repetition, so you learn steadily instead of cramming the night before."],
  "landing.cta.try": ["Try It For Free"],
  "landing.art.term": ["Term"],
  "landing.art.termText": ["mitochondria"],
  "landing.art.definition": ["Definition"],
  "landing.art.definitionText": ["the powerhouse of the cell"],
  "landing.familiar.title": ["Sound Familiar?"],
  "landing.familiar.flipping.title": ["Endless flipping"],
  "landing.familiar.flipping.text": ["Flipping the same cards over and over until they blur together is not learning, it is hoping."],
  "landing.familiar.focus.title": ["Focus struggles"],
  "landing.familiar.focus.text": ["Ten minutes in, your phone wins. Passive review cannot hold attention the way play can."],
  "landing.familiar.stale.title": ["Stale tools"],
  "landing.familiar.stale.text": ["Most flashcard apps look and feel the same as they did a decade ago. Studying deserves better."],
  "landing.how.title": ["How it works"],
  "landing.how.create.title": ["Create or import"],
  "landing.how.create.text": ["Build decks by hand or bring them over from Anki, Quizlet, CSV or Excel in a few clicks."],
  "landing.how.play.title": ["Play interactive modes"],
  "landing.how.play.text": ["Matching, multiple choice, spatial choice and crosswords turn review into a game."],
  "landing.how.track.title": ["Track your progress"],
  "landing.how.track.text": ["See every card move from new to mastered, with pacing toward your exam date."],
  "landing.why.title": ["Why Choose Cardcade"],
  "landing.why.spaced": ["Spaced repetition schedules each card for the moment you are about to forget it."],
  "landing.why.games": ["Four games and flip-card review keep sessions short, varied and focused."],
  "landing.why.exam": ["Set an exam date and a pacing meter tells you whether you are on track."],
  "landing.why.offline": ["No ads, works on desktop and mobile, and your answers are saved even offline."],
  "landing.ready.title": ["Ready to study smarter?"],
  "landing.ready.text": ["Join the free beta and help shape Cardcade."],
  "landing.ready.cta": ["Sign Up For Free Beta Testing"],
  "landing.notice.accountDeleted": ["Your account was deleted."],
} as unknown as Messages & Record<MessageId, unknown>;
