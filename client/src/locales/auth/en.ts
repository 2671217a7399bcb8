// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "auth.login.pageTitle"
  | "auth.login.title"
  | "auth.login.subtitle"
  | "auth.login.providerSubtitle"
  | "auth.field.email"
  | "auth.field.password"
  | "auth.field.confirmPassword"
  | "auth.field.minChars"
  | "auth.field.inviteCode"
  | "auth.login.submit"
  | "auth.login.submitting"
  | "auth.login.newHere"
  | "auth.oidc.or"
  | "auth.signup.pageTitle"
  | "auth.signup.title"
  | "auth.signup.closedHelp"
  | "auth.signup.first"
  | "auth.signup.inviteOnly"
  | "auth.signup.free"
  | "auth.signup.age"
  | "auth.signup.submit"
  | "auth.signup.submitting"
  | "auth.signup.haveAccount"
  | "auth.forgot.pageTitle"
  | "auth.forgot.title"
  | "auth.forgot.failed"
  | "auth.forgot.submit"
  | "auth.forgot.sending"
  | "auth.forgot.remembered"
  | "auth.loading"
  | "auth.reset.title"
  | "auth.reset.failed"
  | "auth.reset.done"
  | "auth.reset.logIn"
  | "auth.reset.askAdmin"
  | "auth.reset.checking"
  | "auth.reset.intro"
  | "auth.reset.newPassword"
  | "auth.reset.confirm"
  | "auth.reset.saving"
  | "auth.reset.submit";

export const messages = {
  "auth.login.pageTitle": ["Log In"],
  "auth.login.title": ["Welcome back"],
  "auth.login.subtitle": ["Log in to keep your streak going."],
  "auth.login.providerSubtitle": ["Sign in with your ",["name"]," account to keep your streak going."],
  "auth.field.email": ["Email"],
  "auth.field.password": ["Password"],
  "auth.field.confirmPassword": ["Confirm password"],
  "auth.field.minChars": ["min 8 chars"],
  "auth.field.inviteCode": ["Invite code"],
  "auth.login.submit": ["Log In"],
  "auth.login.submitting": ["Logging In..."],
  "auth.login.newHere": ["New to Cardcade? <link>Create an account</link>"],
  "auth.oidc.or": ["or with your email and password"],
  "auth.signup.pageTitle": ["Sign Up"],
  "auth.signup.title": ["Create your account"],
  "auth.signup.closedHelp": ["Ask the person who runs this server for an account, or for an invite link."],
  "auth.signup.first": ["You are the first person here: this account will administer the server."],
  "auth.signup.inviteOnly": ["This server is invite-only: you need an invite code to join."],
  "auth.signup.free": ["Free while in beta."],
  "auth.signup.age": ["You must be at least ",["age"]," years old."],
  "auth.signup.submit": ["Sign Up"],
  "auth.signup.submitting": ["Signing Up..."],
  "auth.signup.haveAccount": ["Already have an account? <link>Log in</link>"],
  "auth.forgot.pageTitle": ["Forgot password"],
  "auth.forgot.title": ["Forgot your password?"],
  "auth.forgot.failed": ["Could not send the link. Please try again."],
  "auth.forgot.submit": ["Send me a link"],
  "auth.forgot.sending": ["Sending..."],
  "auth.forgot.remembered": ["Remembered it? <link>Log in</link>"],
  "auth.loading": ["Loading..."],
  "auth.reset.title": ["Set a new password"],
  "auth.reset.failed": ["Could not set the new password. Please try again."],
  "auth.reset.done": ["Your password has been changed. You have been logged out everywhere."],
  "auth.reset.logIn": ["Log in with your new password"],
  "auth.reset.askAdmin": ["Ask an administrator of this server for a new link."],
  "auth.reset.checking": ["Checking your reset link..."],
  "auth.reset.intro": ["Choose a new password for your account. This link works once."],
  "auth.reset.newPassword": ["New password"],
  "auth.reset.confirm": ["Confirm new password"],
  "auth.reset.saving": ["Saving..."],
  "auth.reset.submit": ["Set new password"],
} as unknown as Messages & Record<MessageId, unknown>;
