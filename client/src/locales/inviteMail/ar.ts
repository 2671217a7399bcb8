// Compiled from ar.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "inviteMail.title": ["الدعوة عبر البريد"],
  "inviteMail.failed": ["تعذّر إرسال الدعوة."],
  "inviteMail.email": ["البريد الإلكتروني"],
  "inviteMail.name": ["الاسم"],
  "inviteMail.optional": ["اختياري"],
  "inviteMail.sending": ["جارٍ الإرسال..."],
  "inviteMail.send": ["إرسال الدعوة"],
  "inviteMail.note": ["استخدام واحد، صالحة لمدة 7 أيام."],
} as unknown as Messages;
