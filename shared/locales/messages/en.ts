// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "MSG.passwordsDontMatch"
  | "MSG.passwordTooShort"
  | "MSG.emailRequired"
  | "MSG.emailInvalid"
  | "MSG.passwordRequired"
  | "MSG.loginFailed"
  | "MSG.loginNoResponse"
  | "MSG.signupFailed"
  | "MSG.emailTaken"
  | "MSG.tooManyAttempts"
  | "MSG.loadingAuth"
  | "MSG.notLoggedIn"
  | "MSG.unexpectedError"
  | "ADMIN_MSG.registrationClosed"
  | "ADMIN_MSG.inviteRequired"
  | "ADMIN_MSG.inviteUnknown"
  | "ADMIN_MSG.inviteExpired"
  | "ADMIN_MSG.inviteRevoked"
  | "ADMIN_MSG.inviteUsedUp"
  | "ADMIN_MSG.forgotPassword"
  | "ADMIN_MSG.forgotPasswordHelp"
  | "ADMIN_MSG.forgotPasswordCommand"
  | "MAIL_MSG.mailOff"
  | "MAIL_MSG.forgotSent"
  | "MAIL_MSG.forgotIntro"
  | "MAIL_MSG.linkInvalid"
  | "MAIL_MSG.linkUsed"
  | "MAIL_MSG.linkExpired"
  | "MAIL_MSG.emailConfirmed"
  | "MAIL_MSG.emailNotVerified"
  | "MAIL_MSG.verificationSent"
  | "MAIL_MSG.passwordForEmail"
  | "MAIL_MSG.emailChangeSent"
  | "MAIL_MSG.emailChanged"
  | "MAIL_MSG.sameEmail"
  | "OIDC_MSG.signIn"
  | "OIDC_MSG.signUp"
  | "OIDC_MSG.passwordLoginOff"
  | "OIDC_MSG.link"
  | "OIDC_MSG.linked"
  | "OIDC_ERRORS.expired"
  | "OIDC_ERRORS.denied"
  | "OIDC_ERRORS.stateMismatch"
  | "OIDC_ERRORS.nonceMismatch"
  | "OIDC_ERRORS.codeRejected"
  | "OIDC_ERRORS.providerError"
  | "OIDC_ERRORS.noEmail"
  | "OIDC_ERRORS.unverifiedEmail"
  | "OIDC_ERRORS.registrationClosed"
  | "OIDC_ERRORS.inviteRequired"
  | "OIDC_ERRORS.linkedElsewhere"
  | "OIDC_ERRORS.otherIdentityLinked"
  | "OIDC_ERRORS.linkSessionChanged"
  | "MAIL_MSG.pushUnsupported"
  | "MAIL_MSG.pushDenied"
  | "MAIL_MSG.reminderNoDays"
  | "MAIL_MSG.reminderNoChannel"
  | "MAIL_MSG.reminderNoMail"
  | "DISPLAY_NAME_MSG.tooShort"
  | "DISPLAY_NAME_MSG.tooLong"
  | "DISPLAY_NAME_MSG.control"
  | "DISPLAY_NAME_MSG.email"
  | "DISPLAY_NAME_MSG.marks"
  | "DISPLAY_NAME_MSG.defaultName"
  | "DISPLAY_NAME_MSG.reserved"
  | "SHARING_MSG.displayNameTaken"
  | "API_TOKEN_MSG.nameRequired"
  | "API_TOKEN_MSG.nameTooLong"
  | "API_TOKEN_MSG.tooManyTokens"
  | "API_TOKEN_MSG.badExpiry"
  | "ADMIN_MSG.resetLinkInvalid"
  | "ADMIN_MSG.resetLinkExpired"
  | "ADMIN_MSG.resetLinkUsed"
  | "ADMIN_MSG.resetLinkUnusable";

export const messages = {
  "MSG.passwordsDontMatch": ["Passwords don't match"],
  "MSG.passwordTooShort": ["Password must be at least 8 characters long."],
  "MSG.emailRequired": ["Email is required."],
  "MSG.emailInvalid": ["Please enter a valid email address."],
  "MSG.passwordRequired": ["Password is required."],
  "MSG.loginFailed": ["Login failed. Please check your credentials."],
  "MSG.loginNoResponse": ["Login failed. Please try again."],
  "MSG.signupFailed": ["Sign up failed. Please try again."],
  "MSG.emailTaken": ["An account with this email already exists."],
  "MSG.tooManyAttempts": ["Too many attempts. Please wait a minute and try again."],
  "MSG.loadingAuth": ["Loading authentication..."],
  "MSG.notLoggedIn": ["Please log in to continue."],
  "MSG.unexpectedError": ["Oops! Sorry, an unexpected error has occurred."],
  "ADMIN_MSG.registrationClosed": ["Registration is closed on this server."],
  "ADMIN_MSG.inviteRequired": ["An invite code is required to sign up on this server."],
  "ADMIN_MSG.inviteUnknown": ["This invite code is not valid."],
  "ADMIN_MSG.inviteExpired": ["This invite code has expired."],
  "ADMIN_MSG.inviteRevoked": ["This invite code has been revoked."],
  "ADMIN_MSG.inviteUsedUp": ["This invite code has already been used up."],
  "ADMIN_MSG.forgotPassword": ["Forgot password?"],
  "ADMIN_MSG.forgotPasswordHelp": ["Cardcade sends no email. Ask the administrator of this server for a password reset link. They can make one on the Administration page (Reset password), or on the server with this command:"],
  "ADMIN_MSG.forgotPasswordCommand": ["npx cardcade users reset-link <your email>"],
  "MAIL_MSG.mailOff": ["This server does not send mail. Ask an administrator for a reset link."],
  "MAIL_MSG.forgotSent": ["If an account uses this address, a link to choose a new password is on its way. It works once, for one hour."],
  "MAIL_MSG.forgotIntro": ["Enter your account's email and we'll send you a link to choose a new password."],
  "MAIL_MSG.linkInvalid": ["This link is not valid."],
  "MAIL_MSG.linkUsed": ["This link has already been used."],
  "MAIL_MSG.linkExpired": ["This link has expired."],
  "MAIL_MSG.emailConfirmed": ["Your address is confirmed. You can log in now."],
  "MAIL_MSG.emailNotVerified": ["Please confirm your address first: we sent a new link to it."],
  "MAIL_MSG.verificationSent": ["Almost there: we sent a link to your address. Open it to confirm your account, then log in."],
  "MAIL_MSG.passwordForEmail": ["Enter your password to change your email."],
  "MAIL_MSG.emailChangeSent": ["We sent a link to ",["0"],". Your address changes when you open it."],
  "MAIL_MSG.emailChanged": ["Your email has been changed."],
  "MAIL_MSG.sameEmail": ["That is already your email."],
  "OIDC_MSG.signIn": ["Sign in with ",["0"]],
  "OIDC_MSG.signUp": ["Sign up with ",["0"]],
  "OIDC_MSG.passwordLoginOff": ["Password sign-in is turned off on this server. Please use the sign-in button on the login page."],
  "OIDC_MSG.link": ["Link ",["0"]],
  "OIDC_MSG.linked": ["Your account is now linked to ",["0"],". You can sign in with it from the login page."],
  "OIDC_ERRORS.expired": ["This sign-in expired or was started in another browser. Please start again from this page."],
  "OIDC_ERRORS.denied": [["0"]," did not sign you in (it was cancelled or refused). Please try again."],
  "OIDC_ERRORS.stateMismatch": ["This sign-in could not be verified: its answer did not match the request this browser made. Nothing was changed. Please start again."],
  "OIDC_ERRORS.nonceMismatch": ["This sign-in could not be verified: the token from ",["0"]," was not issued for this request. Nothing was changed. Please start again."],
  "OIDC_ERRORS.codeRejected": [["0"]," refused the sign-in code: it was already used or has expired. Please start again."],
  "OIDC_ERRORS.providerError": [["0"]," could not be reached or gave an answer that could not be checked. Please try again later."],
  "OIDC_ERRORS.noEmail": [["0"]," did not share your email address, which Cardcade needs. Ask whoever runs it to allow the \"email\" scope."],
  "OIDC_ERRORS.unverifiedEmail": ["An account with this email address already exists, and ",["0"]," has not verified the address. Log in with your password, then choose \"Link ",["0"],"\" on your profile."],
  "OIDC_ERRORS.registrationClosed": ["Registration is closed on this server: there is no account for you yet. Ask the person who runs it for an invite link."],
  "OIDC_ERRORS.inviteRequired": ["This server is invite-only. Enter your invite code on the sign-up page, then choose \"Sign up with ",["0"],"\"."],
  "OIDC_ERRORS.linkedElsewhere": ["This ",["0"]," account is already linked to another Cardcade account."],
  "OIDC_ERRORS.otherIdentityLinked": ["This Cardcade account is already linked to a different ",["0"]," account."],
  "OIDC_ERRORS.linkSessionChanged": ["You are no longer logged in as the account that asked for the link. Log in again, then link from your profile."],
  "MAIL_MSG.pushUnsupported": ["This browser cannot show notifications from Cardcade."],
  "MAIL_MSG.pushDenied": ["Notifications are blocked for this site. Allow them in your browser settings to get reminders here."],
  "MAIL_MSG.reminderNoDays": ["Choose at least one day for your reminders."],
  "MAIL_MSG.reminderNoChannel": ["Choose how to be reminded: a notification, a mail or both."],
  "MAIL_MSG.reminderNoMail": ["This server does not send mail: choose notifications instead."],
  "DISPLAY_NAME_MSG.tooShort": ["Display name must be at least 2 characters."],
  "DISPLAY_NAME_MSG.tooLong": ["Display name is too long (40 characters at most)."],
  "DISPLAY_NAME_MSG.control": ["Display name cannot contain control or invisible characters."],
  "DISPLAY_NAME_MSG.email": ["Display name cannot contain @ (it is not your e-mail)."],
  "DISPLAY_NAME_MSG.marks": ["Display name has too many accents on one letter (2 at most)."],
  "DISPLAY_NAME_MSG.defaultName": ["Names like \"Learner 12\" are the ones the app gives learners without a display name. Please choose another."],
  "DISPLAY_NAME_MSG.reserved": ["That display name is reserved: it could be taken for the app or its staff. Please choose another."],
  "SHARING_MSG.displayNameTaken": ["That display name is taken. Please choose another."],
  "API_TOKEN_MSG.nameRequired": ["Give the token a name, so you know later what uses it."],
  "API_TOKEN_MSG.nameTooLong": ["Token names are at most 100 characters."],
  "API_TOKEN_MSG.tooManyTokens": ["You have 50 API tokens. Revoke one you no longer use before making another."],
  "API_TOKEN_MSG.badExpiry": ["The expiry must be a date and time in the future."],
  "ADMIN_MSG.resetLinkInvalid": ["This reset link is not valid."],
  "ADMIN_MSG.resetLinkExpired": ["This reset link has expired. Ask an administrator for a new one."],
  "ADMIN_MSG.resetLinkUsed": ["This reset link has already been used. Ask an administrator for a new one."],
  "ADMIN_MSG.resetLinkUnusable": ["This reset link can no longer be used: it has already been used or has expired. Ask an administrator for a new one."],
} as unknown as Messages & Record<MessageId, unknown>;
