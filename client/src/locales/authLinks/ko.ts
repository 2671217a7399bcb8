// Compiled from ko.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "authLinks.verify.title": ["주소 확인"],
  "authLinks.verify.newTitle": ["새 주소"],
  "authLinks.verify.confirming": ["확인하는 중..."],
  "authLinks.verify.backProfile": ["내 프로필로 돌아가기"],
  "authLinks.verify.login": ["로그인"],
} as unknown as Messages;
