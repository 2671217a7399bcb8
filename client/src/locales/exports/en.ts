// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "exports.button"
  | "exports.menu"
  | "exports.csv"
  | "exports.csvHint"
  | "exports.apkg"
  | "exports.apkgHint";

export const messages = {
  "exports.button": ["Export"],
  "exports.menu": ["Export ",["name"]],
  "exports.csv": ["Export as CSV"],
  "exports.csvHint": ["For spreadsheets and other apps"],
  "exports.apkg": ["Export for Anki (.apkg)"],
  "exports.apkgHint": ["With images, audio and your progress"],
} as unknown as Messages & Record<MessageId, unknown>;
