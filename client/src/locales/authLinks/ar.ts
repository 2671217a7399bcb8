// Compiled from ar.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "authLinks.verify.title": ["تأكيد عنوانك"],
  "authLinks.verify.newTitle": ["عنوانك الجديد"],
  "authLinks.verify.confirming": ["جارٍ التأكيد..."],
  "authLinks.verify.backProfile": ["العودة إلى ملفك الشخصي"],
  "authLinks.verify.login": ["تسجيل الدخول"],
} as unknown as Messages;
