// Compiled from ko.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "exports.button": ["내보내기"],
  "exports.menu": [["name"]," 내보내기"],
  "exports.csv": ["CSV로 내보내기"],
  "exports.csvHint": ["스프레드시트와 다른 앱용"],
  "exports.apkg": ["Anki용으로 내보내기 (.apkg)"],
  "exports.apkgHint": ["이미지, 오디오, 학습 진행 상황 포함"],
} as unknown as Messages;
