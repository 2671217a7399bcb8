// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "legal.effective"
  | "legal.privacy.title"
  | "legal.privacy.intro"
  | "legal.privacy.collectTitle"
  | "legal.privacy.collectEmail"
  | "legal.privacy.collectCards"
  | "legal.privacy.collectUsage"
  | "legal.privacy.useTitle"
  | "legal.privacy.use"
  | "legal.privacy.deleteTitle"
  | "legal.privacy.delete"
  | "legal.ageTitle"
  | "legal.age"
  | "legal.terms.title"
  | "legal.terms.serviceTitle"
  | "legal.terms.service"
  | "legal.terms.whoTitle"
  | "legal.terms.contentTitle"
  | "legal.terms.content"
  | "legal.terms.accountTitle"
  | "legal.terms.account"
  | "legal.feedback.title"
  | "legal.feedback.intro"
  | "legal.feedback.bugs"
  | "legal.feedback.ideas"
  | "legal.feedback.experience"
  | "legal.feedback.email";

export const messages = {
  "legal.effective": ["Effective date: ",["date"]],
  "legal.privacy.title": ["Privacy Policy"],
  "legal.privacy.intro": ["Cardcade is a flashcard study application, currently offered as a free beta. This policy explains what we collect and why."],
  "legal.privacy.collectTitle": ["What we collect"],
  "legal.privacy.collectEmail": ["Your email address, to create and secure your account."],
  "legal.privacy.collectCards": ["The flashcards and decks you create or import."],
  "legal.privacy.collectUsage": ["Usage data about your studying: games played, scores and accuracy."],
  "legal.privacy.useTitle": ["How we use and share it"],
  "legal.privacy.use": ["We use this information only to run the service: to keep your decks, schedule your reviews and show your progress. We do not sell your personal data. We share it only with the hosting and analytics providers that run the service for us."],
  "legal.privacy.deleteTitle": ["Deleting your account"],
  "legal.privacy.delete": ["To delete your account and its data, contact the provider of this Cardcade instance from your registered email address."],
  "legal.ageTitle": ["Age"],
  "legal.age": ["You must be at least 13 years old to use Cardcade."],
  "legal.terms.title": ["Terms of Service"],
  "legal.terms.serviceTitle": ["The service"],
  "legal.terms.service": ["Cardcade lets learners keep decks of flashcards and study them through games, spaced-repetition sessions and progress dashboards. It is currently a free beta. A paid subscription for premium features is planned for later; you will be told before anything costs money."],
  "legal.terms.whoTitle": ["Who may use it"],
  "legal.terms.contentTitle": ["Your content"],
  "legal.terms.content": ["Your flashcards remain yours. By adding them to Cardcade you license them to us only as far as needed to run the service for you (storing, displaying and scheduling them)."],
  "legal.terms.accountTitle": ["Your account"],
  "legal.terms.account": ["Keep your password safe. To delete your account, contact the provider of this Cardcade instance."],
  "legal.feedback.title": ["Feedback"],
  "legal.feedback.intro": ["Cardcade is in beta, and your feedback shapes what we build next. We would love to hear about:"],
  "legal.feedback.bugs": ["<b>Bug reports</b>: something broke or behaved unexpectedly. Tell us what you did and what you saw."],
  "legal.feedback.ideas": ["<b>Feature ideas</b>: a game mode, an import format or a chart you wish existed."],
  "legal.feedback.experience": ["<b>General experience</b>: what feels great, what feels slow or confusing."],
  "legal.feedback.email": ["Email us at <email></email> from your registered address (<address></address>) so we can match your message to your account."],
} as unknown as Messages & Record<MessageId, unknown>;
