// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "adminPage.title"
  | "adminPage.mode.open"
  | "adminPage.mode.invite"
  | "adminPage.mode.closed"
  | "adminPage.manage";

export const messages = {
  "adminPage.title": ["Administration"],
  "adminPage.mode.open": ["Registration is open: anyone who can reach this server may sign up."],
  "adminPage.mode.invite": ["Registration is invite-only: people sign up with an invite link."],
  "adminPage.mode.closed": ["Registration is closed: only accounts you create with the command-line tool can join."],
  "adminPage.manage": ["Manage the people who use this server."],
} as unknown as Messages & Record<MessageId, unknown>;
