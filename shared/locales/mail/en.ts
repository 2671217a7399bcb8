// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "mail.buttonFallback"
  | "mail.reset.subject"
  | "mail.reset.title"
  | "mail.reset.p1"
  | "mail.reset.p2"
  | "mail.reset.action"
  | "mail.reset.f1"
  | "mail.reset.f2"
  | "mail.verify.subject"
  | "mail.verify.title"
  | "mail.verify.p1"
  | "mail.verify.action"
  | "mail.link24h"
  | "mail.verify.f2"
  | "mail.change.subject"
  | "mail.change.title"
  | "mail.change.p1"
  | "mail.change.action"
  | "mail.change.f2"
  | "mail.invite.subject"
  | "mail.invite.p1"
  | "mail.invite.action"
  | "mail.invite.until"
  | "mail.test.subject"
  | "mail.test.title"
  | "mail.test.p1"
  | "mail.test.p2"
  | "mail.test.f1"
  | "mail.digest.reviews"
  | "mail.digest.newCards"
  | "mail.digest.and"
  | "mail.digest.timeToStudy"
  | "mail.digest.lead"
  | "mail.digest.streak"
  | "mail.digest.factReviews"
  | "mail.digest.factNew"
  | "mail.digest.factStreak"
  | "mail.digest.days"
  | "mail.digest.exam"
  | "mail.digest.today"
  | "mail.digest.inDays"
  | "mail.reminder.subject"
  | "mail.reminder.title"
  | "mail.reminder.action"
  | "mail.reminder.f1"
  | "mail.reminder.f2"
  | "mail.reminder.unsubscribe";

export const messages = {
  "mail.buttonFallback": ["If the button does not work, copy this address into your browser:"],
  "mail.reset.subject": ["Reset your Cardcade password"],
  "mail.reset.title": ["Reset your password"],
  "mail.reset.p1": ["Someone (hopefully you) asked to reset the password of your Cardcade account. Choose a new password with the button below."],
  "mail.reset.p2": ["Setting it logs you out on every other device."],
  "mail.reset.action": ["Choose a new password"],
  "mail.reset.f1": ["The link works once, for one hour."],
  "mail.reset.f2": ["If you did not ask for this, ignore this mail: your password stays as it is."],
  "mail.verify.subject": ["Confirm your address for Cardcade"],
  "mail.verify.title": ["Confirm your address"],
  "mail.verify.p1": ["Welcome to Cardcade! Confirm that this address is yours to start studying."],
  "mail.verify.action": ["Confirm my address"],
  "mail.link24h": ["The link works once, for 24 hours."],
  "mail.verify.f2": ["If you did not sign up, ignore this mail: no account is used without it."],
  "mail.change.subject": ["Confirm your new address for Cardcade"],
  "mail.change.title": ["Confirm your new address"],
  "mail.change.p1": ["Your Cardcade account asked to use ",["email"]," from now on. Confirm it to make the change."],
  "mail.change.action": ["Use this address"],
  "mail.change.f2": ["If you did not ask for this, ignore this mail: nothing changes without it."],
  "mail.invite.subject": ["You're invited to Cardcade"],
  "mail.invite.p1": ["You have been invited to study flashcards on this Cardcade server: decks, games and spaced repetition that brings each card back just before you forget it."],
  "mail.invite.action": ["Create my account"],
  "mail.invite.until": ["The invitation works until ",["until"]," UTC."],
  "mail.test.subject": ["Cardcade test mail"],
  "mail.test.title": ["Mail works"],
  "mail.test.p1": ["This is a test mail from your Cardcade server: its mail settings work."],
  "mail.test.p2": ["The server's links point to ",["url"],"."],
  "mail.test.f1": ["Sent by `cardcade mail-test`."],
  "mail.digest.reviews": [["n","plural",{"one":["#"," review due"],"other":["#"," reviews due"]}]],
  "mail.digest.newCards": [["n","plural",{"one":["#"," new card"],"other":["#"," new cards"]}]],
  "mail.digest.and": [["a"]," and ",["b"]],
  "mail.digest.timeToStudy": ["Time to study"],
  "mail.digest.lead": [["lead"],"."],
  "mail.digest.streak": [["lead"],". Keep your ",["n"],"-day streak!"],
  "mail.digest.factReviews": ["Reviews due"],
  "mail.digest.factNew": ["New cards left today"],
  "mail.digest.factStreak": ["Streak at risk"],
  "mail.digest.days": [["n","plural",{"one":["#"," day"],"other":["#"," days"]}]],
  "mail.digest.exam": ["Exam: ",["deck"]],
  "mail.digest.today": ["today"],
  "mail.digest.inDays": [["n","plural",{"one":["in ","#"," day"],"other":["in ","#"," days"]}]],
  "mail.reminder.subject": ["Cardcade: ",["summary"]],
  "mail.reminder.title": ["Your cards are waiting"],
  "mail.reminder.action": ["Study now"],
  "mail.reminder.f1": ["You get this because you turned on study reminders by mail."],
  "mail.reminder.f2": ["Change the time or days in your profile: ",["url"]],
  "mail.reminder.unsubscribe": ["Unsubscribe from reminder mails"],
} as unknown as Messages & Record<MessageId, unknown>;
