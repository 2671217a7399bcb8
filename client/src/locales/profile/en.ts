// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "profile.title"
  | "profile.language.title"
  | "profile.language.help"
  | "profile.saving"
  | "profile.currentPassword"
  | "profile.never"
  | "profile.ago.justNow"
  | "profile.ago.minutes"
  | "profile.ago.hours"
  | "profile.ago.yesterday"
  | "profile.ago.days"
  | "profile.password.title"
  | "profile.password.help"
  | "profile.password.new"
  | "profile.password.minChars"
  | "profile.password.confirm"
  | "profile.password.submit"
  | "profile.password.submitting"
  | "profile.password.changed"
  | "profile.password.changedOthers"
  | "profile.password.failed"
  | "profile.email.title"
  | "profile.email.help"
  | "profile.email.new"
  | "profile.email.submit"
  | "profile.email.failed"
  | "profile.oidc.help"
  | "profile.oidc.linked"
  | "profile.oidc.linkedTo"
  | "profile.oidc.linkedSince"
  | "profile.oidc.linkedToSince"
  | "profile.oidc.opening"
  | "profile.oidc.linkFailed"
  | "profile.sessions.title"
  | "profile.sessions.help"
  | "profile.sessions.loading"
  | "profile.sessions.loadFailed"
  | "profile.sessions.list"
  | "profile.sessions.thisBrowser"
  | "profile.sessions.activeNow"
  | "profile.sessions.lastActive"
  | "profile.sessions.loggedIn"
  | "profile.sessions.loggedOut"
  | "profile.sessions.logoutFailed"
  | "profile.sessions.loggingOut"
  | "profile.sessions.logoutOthers"
  | "profile.sessions.onlyHere"
  | "profile.displayName.title"
  | "profile.displayName.help"
  | "profile.displayName.loading"
  | "profile.displayName.loadFailed"
  | "profile.displayName.saved"
  | "profile.displayName.failed"
  | "profile.displayName.note"
  | "profile.displayName.submit"
  | "profile.timeZone.title"
  | "profile.timeZone.help"
  | "profile.timeZone.loading"
  | "profile.timeZone.loadFailed"
  | "profile.timeZone.saved"
  | "profile.timeZone.failed"
  | "profile.timeZone.auto"
  | "profile.timeZone.now"
  | "profile.timeZone.autoNote"
  | "profile.timeZone.fixedNote"
  | "profile.timeZone.submit"
  | "profile.reminders.title"
  | "profile.reminders.help"
  | "profile.reminders.loading"
  | "profile.reminders.loadFailed"
  | "profile.reminders.saved"
  | "profile.reminders.off"
  | "profile.reminders.failed"
  | "profile.reminders.enable"
  | "profile.reminders.time"
  | "profile.reminders.days"
  | "profile.reminders.how"
  | "profile.reminders.push"
  | "profile.reminders.mail"
  | "profile.reminders.noMail"
  | "profile.reminders.note"
  | "profile.reminders.submit"
  | "profile.data.title"
  | "profile.data.help"
  | "profile.data.download"
  | "profile.data.downloadHelp"
  | "profile.data.delete"
  | "profile.data.deleteHelp"
  | "profile.data.dialogTitle"
  | "profile.data.cancel"
  | "profile.data.deleting"
  | "profile.data.warning"
  | "profile.data.warnDecks"
  | "profile.data.warnHistory"
  | "profile.data.warnLogins"
  | "profile.data.copyFirst"
  | "profile.data.deleteFailed"
  | "profile.data.confirmPassword"
  | "profile.tokens.title"
  | "profile.tokens.help"
  | "profile.tokens.makeFailed"
  | "profile.tokens.revoked"
  | "profile.tokens.revokeFailed"
  | "profile.tokens.loading"
  | "profile.tokens.loadFailed"
  | "profile.tokens.none"
  | "profile.tokens.readWrite"
  | "profile.tokens.readOnly"
  | "profile.tokens.made"
  | "profile.tokens.lastUsed"
  | "profile.tokens.neverExpires"
  | "profile.tokens.expired"
  | "profile.tokens.expiresHours"
  | "profile.tokens.expiresDays"
  | "profile.tokens.revokeLabel"
  | "profile.tokens.revoke"
  | "profile.tokens.ready"
  | "profile.tokens.newTokenLabel"
  | "profile.tokens.form"
  | "profile.tokens.name"
  | "profile.tokens.namePlaceholder"
  | "profile.tokens.access"
  | "profile.tokens.expires"
  | "profile.tokens.expiryNever"
  | "profile.tokens.expiry30"
  | "profile.tokens.expiry90"
  | "profile.tokens.expiry365"
  | "profile.tokens.submit"
  | "profile.tokens.submitting"
  | "profile.tokens.reference"
  | "profile.copy"
  | "profile.copied"
  | "profile.copiedLive"
  | "profile.memory.title"
  | "profile.memory.help"
  | "profile.memory.loading"
  | "profile.memory.loadFailed"
  | "profile.memory.fitFailed"
  | "profile.memory.caption"
  | "profile.memory.optimize"
  | "profile.memory.optimizing"
  | "profile.memory.reset"
  | "profile.memory.fitting"
  | "profile.memory.refits"
  | "profile.memory.resetTitle"
  | "profile.memory.resetMessage"
  | "profile.memory.resetConfirm"
  | "profile.memory.resetBusy"
  | "profile.memory.badgeOwn"
  | "profile.memory.badgeDefault"
  | "profile.memory.headlineOwn"
  | "profile.memory.headlineDefault"
  | "profile.memory.better"
  | "profile.memory.same"
  | "profile.memory.kept"
  | "profile.memory.onceYouHave"
  | "profile.memory.canOptimize"
  | "profile.memory.blocked"
  | "profile.memory.factUsed"
  | "profile.memory.factFitted"
  | "profile.memory.factYours"
  | "profile.memory.noChart"
  | "profile.memory.axis"
  | "profile.memory.lineDefault"
  | "profile.memory.lineYou"
  | "profile.memory.tooltip"
  | "profile.memory.tooltipCount"
  | "profile.sessions.device"
  | "profile.sessions.unknownDevice";

export const messages = {
  "profile.title": ["Profile"],
  "profile.language.title": ["Language"],
  "profile.language.help": ["The language of the app and of the mails Cardcade sends you. It follows you on every device you sign in on."],
  "profile.saving": ["Saving..."],
  "profile.currentPassword": ["Current password"],
  "profile.never": ["Never"],
  "profile.ago.justNow": ["Just now"],
  "profile.ago.minutes": [["n"]," min ago"],
  "profile.ago.hours": [["n"]," h ago"],
  "profile.ago.yesterday": ["Yesterday"],
  "profile.ago.days": [["n"]," days ago"],
  "profile.password.title": ["Password"],
  "profile.password.help": ["Changing it logs you out everywhere else; this browser stays logged in."],
  "profile.password.new": ["New password"],
  "profile.password.minChars": ["min ",["n"]," chars"],
  "profile.password.confirm": ["Confirm new password"],
  "profile.password.submit": ["Change password"],
  "profile.password.submitting": ["Changing..."],
  "profile.password.changed": ["Password changed."],
  "profile.password.changedOthers": [["n","plural",{"one":["Password changed. ","#"," other session was logged out."],"other":["Password changed. ","#"," other sessions were logged out."]}]],
  "profile.password.failed": ["Your password could not be changed. Please try again."],
  "profile.email.title": ["Email"],
  "profile.email.help": ["The address you log in with and where mail from this server goes."],
  "profile.email.new": ["New email"],
  "profile.email.submit": ["Change email"],
  "profile.email.failed": ["Your email could not be changed. Please try again."],
  "profile.oidc.help": ["Use your ",["name"]," account to sign in here, instead of or beside your password."],
  "profile.oidc.linked": ["Linked."],
  "profile.oidc.linkedTo": ["Linked to ",["email"],"."],
  "profile.oidc.linkedSince": ["Linked since ",["date"],"."],
  "profile.oidc.linkedToSince": ["Linked to ",["email"]," since ",["date"],"."],
  "profile.oidc.opening": ["Opening ",["name"],"..."],
  "profile.oidc.linkFailed": ["The link could not be started. Please try again."],
  "profile.sessions.title": ["Where you're logged in"],
  "profile.sessions.help": ["If you do not recognise a device, log it out and change your password."],
  "profile.sessions.loading": ["Loading your sessions..."],
  "profile.sessions.loadFailed": ["Your sessions could not be loaded."],
  "profile.sessions.list": ["Login sessions"],
  "profile.sessions.thisBrowser": ["This browser"],
  "profile.sessions.activeNow": ["Active now"],
  "profile.sessions.lastActive": ["Last active ",["when"]],
  "profile.sessions.loggedIn": ["Logged in ",["date"]],
  "profile.sessions.loggedOut": [["n","plural",{"one":["Logged out ","#"," other session."],"other":["Logged out ","#"," other sessions."]}]],
  "profile.sessions.logoutFailed": ["The other sessions could not be logged out. Please try again."],
  "profile.sessions.loggingOut": ["Logging out..."],
  "profile.sessions.logoutOthers": ["Log out other sessions"],
  "profile.sessions.onlyHere": ["You are logged in only here."],
  "profile.displayName.title": ["Display name"],
  "profile.displayName.help": ["What other learners see on shared decks and the weekly board. Never your e-mail."],
  "profile.displayName.loading": ["Loading your display name..."],
  "profile.displayName.loadFailed": ["Your display name could not be loaded."],
  "profile.displayName.saved": ["Display name saved: ",["name"],"."],
  "profile.displayName.failed": ["Your display name could not be saved. Please try again."],
  "profile.displayName.note": ["Up to ",["max"]," characters. Leave it empty to be shown as the app's \"Learner\" name."],
  "profile.displayName.submit": ["Save display name"],
  "profile.timeZone.title": ["Time zone"],
  "profile.timeZone.help": ["Your day starts at midnight here: today's streak, your history and what is due follow it."],
  "profile.timeZone.loading": ["Loading your time zone..."],
  "profile.timeZone.loadFailed": ["Your time zone could not be loaded."],
  "profile.timeZone.saved": ["Time zone saved: ",["zone"],"."],
  "profile.timeZone.failed": ["Your time zone could not be saved. Please try again."],
  "profile.timeZone.auto": ["Automatic: this browser's (",["zone"],")"],
  "profile.timeZone.now": ["It is ",["now"]," there."],
  "profile.timeZone.autoNote": ["Updated from your browser each time you log in."],
  "profile.timeZone.fixedNote": ["Kept as chosen wherever you log in from."],
  "profile.timeZone.submit": ["Save time zone"],
  "profile.reminders.title": ["Study reminders"],
  "profile.reminders.help": ["A nudge on the days you choose, so no review is missed."],
  "profile.reminders.loading": ["Loading your reminders..."],
  "profile.reminders.loadFailed": ["Your reminders could not be loaded."],
  "profile.reminders.saved": ["Reminders saved."],
  "profile.reminders.off": ["Reminders are off."],
  "profile.reminders.failed": ["Your reminders could not be saved. Please try again."],
  "profile.reminders.enable": ["Remind me to study"],
  "profile.reminders.time": ["Time of day"],
  "profile.reminders.days": ["Days"],
  "profile.reminders.how": ["How"],
  "profile.reminders.push": ["A notification on this device"],
  "profile.reminders.mail": ["A mail with what is due, new cards left, your streak and exam"],
  "profile.reminders.noMail": ["This server does not send mail."],
  "profile.reminders.note": ["Sent in your profile's time zone, and only on days with something to study."],
  "profile.reminders.submit": ["Save reminders"],
  "profile.data.title": ["Your data"],
  "profile.data.help": ["Everything you put into Cardcade is yours to take along or to remove."],
  "profile.data.download": ["Download my data"],
  "profile.data.downloadHelp": ["A zip of every deck, card, schedule, review and image, which another Cardcade server can import."],
  "profile.data.delete": ["Delete my account"],
  "profile.data.deleteHelp": ["Removes your account and everything in it from this server, at once and for good."],
  "profile.data.dialogTitle": ["Delete your account?"],
  "profile.data.cancel": ["Cancel"],
  "profile.data.deleting": ["Deleting..."],
  "profile.data.warning": ["This permanently deletes, and cannot be undone:"],
  "profile.data.warnDecks": ["all your decks and cards, with their images and sounds"],
  "profile.data.warnHistory": ["your study history, streaks, schedules and memory model"],
  "profile.data.warnLogins": ["your login on every device, and any invite links you made"],
  "profile.data.copyFirst": ["Want a copy first? <link>Download your data</link>."],
  "profile.data.deleteFailed": ["Your account could not be deleted. Please try again."],
  "profile.data.confirmPassword": ["Enter your password to confirm"],
  "profile.tokens.title": ["API tokens"],
  "profile.tokens.help": ["Let a script, Yomitan or yanki use your account: send the token as <code>Authorization: Bearer</code>, or as the AnkiConnect key. Treat it like a password."],
  "profile.tokens.makeFailed": ["The token could not be made. Please try again."],
  "profile.tokens.revoked": ["Revoked “",["name"],"”. Anything using it can no longer reach your account."],
  "profile.tokens.revokeFailed": ["The token could not be revoked. Please try again."],
  "profile.tokens.loading": ["Loading your tokens..."],
  "profile.tokens.loadFailed": ["Your tokens could not be loaded."],
  "profile.tokens.none": ["You have no API tokens."],
  "profile.tokens.readWrite": ["Read and write"],
  "profile.tokens.readOnly": ["Read only"],
  "profile.tokens.made": ["Made ",["date"]],
  "profile.tokens.lastUsed": ["Last used ",["when"]],
  "profile.tokens.neverExpires": ["Never expires"],
  "profile.tokens.expired": ["Expired ",["date"]],
  "profile.tokens.expiresHours": ["Expires in ",["n"]," h"],
  "profile.tokens.expiresDays": [["n","plural",{"one":["Expires in ","#"," day"],"other":["Expires in ","#"," days"]}]],
  "profile.tokens.revokeLabel": ["Revoke ",["name"]],
  "profile.tokens.revoke": ["Revoke"],
  "profile.tokens.ready": ["<strong>“",["name"],"” is ready.</strong> Copy it now: it will not be shown again."],
  "profile.tokens.newTokenLabel": ["The new token ",["name"]],
  "profile.tokens.form": ["New API token"],
  "profile.tokens.name": ["Name"],
  "profile.tokens.namePlaceholder": ["Yomitan on my laptop"],
  "profile.tokens.access": ["Access"],
  "profile.tokens.expires": ["Expires"],
  "profile.tokens.expiryNever": ["Never"],
  "profile.tokens.expiry30": ["In 30 days"],
  "profile.tokens.expiry90": ["In 90 days"],
  "profile.tokens.expiry365": ["In a year"],
  "profile.tokens.submit": ["Make token"],
  "profile.tokens.submitting": ["Making..."],
  "profile.tokens.reference": ["API reference"],
  "profile.copy": ["Copy"],
  "profile.copied": ["Copied!"],
  "profile.copiedLive": ["Copied to the clipboard"],
  "profile.memory.title": ["Your memory model"],
  "profile.memory.help": ["How Cardcade predicts when you will forget a card, and so when to show it again."],
  "profile.memory.loading": ["Loading your memory model..."],
  "profile.memory.loadFailed": ["Your memory model could not be loaded."],
  "profile.memory.fitFailed": ["The memory model could not be fitted. Please try again."],
  "profile.memory.caption": ["Predicted vs actual recall on your ",["n"]," most recent reviews. The closer a line follows the dashed diagonal, the better that model knows your memory."],
  "profile.memory.optimize": ["Optimize now"],
  "profile.memory.optimizing": ["Optimizing..."],
  "profile.memory.reset": ["Back to defaults"],
  "profile.memory.fitting": ["Fitting takes a few seconds; you can keep studying meanwhile."],
  "profile.memory.refits": ["Cardcade refits by itself after every 1,000 new reviews, at most once a day."],
  "profile.memory.resetTitle": ["Back to the default model?"],
  "profile.memory.resetMessage": ["Cardcade will schedule your reviews with the default memory model again. You can optimize again at any time."],
  "profile.memory.resetConfirm": ["Use the defaults"],
  "profile.memory.resetBusy": ["Switching..."],
  "profile.memory.badgeOwn": ["Your own model"],
  "profile.memory.badgeDefault": ["Default model"],
  "profile.memory.headlineOwn": ["Cardcade schedules your reviews with a memory model fitted to you."],
  "profile.memory.headlineDefault": ["Cardcade schedules your reviews with the default memory model, fitted to many learners."],
  "profile.memory.better": ["It predicts what you remember ",["better"],"% more accurately than the default model, measured on your ",["n"]," most recent reviews, which it was not fitted on."],
  "profile.memory.same": ["It predicts what you remember as accurately as the default model on your ",["n"]," most recent reviews, which it was not fitted on."],
  "profile.memory.kept": ["The model fitted to you did not predict your ",["n"]," most recent reviews better than the default, so the default stays. Cardcade tries again after 1,000 more reviews."],
  "profile.memory.onceYouHave": ["Once you have ",["n"]," reviews, Cardcade can fit a model to your own memory and keep it if it predicts you better."],
  "profile.memory.canOptimize": ["Optimize to fit a model to your own memory. Cardcade keeps it only if it predicts your recent reviews better than the default."],
  "profile.memory.blocked": ["You need ",["min"]," reviews to optimize; ",["missing"]," more to go (you have ",["have"],")."],
  "profile.memory.factUsed": ["Reviews used"],
  "profile.memory.factFitted": ["Last fitted"],
  "profile.memory.factYours": ["Your reviews"],
  "profile.memory.noChart": ["No chart for this fit: it was checked on only ",["n","plural",{"one":["#"," recent review"],"other":["#"," recent reviews"]}],", and a chart of predicted against actual recall needs at least ",["min"]," to mean anything. It appears after a fit with more recent reviews."],
  "profile.memory.axis": ["Predicted recall"],
  "profile.memory.lineDefault": ["Default model"],
  "profile.memory.lineYou": ["Fitted to you"],
  "profile.memory.tooltip": ["Predicted ",["predicted"],"%, recalled ",["actual"],"%"],
  "profile.memory.tooltipCount": [["n"]," reviews"],
  "profile.sessions.device": [["browser"]," on ",["system"]],
  "profile.sessions.unknownDevice": ["Unknown device"],
} as unknown as Messages & Record<MessageId, unknown>;
