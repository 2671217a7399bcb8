// Compiled from ar.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "exports.button": ["تصدير"],
  "exports.menu": ["تصدير ",["name"]],
  "exports.csv": ["تصدير بصيغة CSV"],
  "exports.csvHint": ["لجداول البيانات والتطبيقات الأخرى"],
  "exports.apkg": ["تصدير إلى Anki ⁦(.apkg)⁩"],
  "exports.apkgHint": ["مع الصور والصوت وتقدّمك"],
} as unknown as Messages;
