// Compiled from ko.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "inviteMail.title": ["메일로 초대"],
  "inviteMail.failed": ["초대를 보내지 못했습니다."],
  "inviteMail.email": ["이메일"],
  "inviteMail.name": ["이름"],
  "inviteMail.optional": ["선택 사항"],
  "inviteMail.sending": ["보내는 중..."],
  "inviteMail.send": ["초대 보내기"],
  "inviteMail.note": ["1회 사용, 7일간 유효합니다."],
} as unknown as Messages;
