// Compiled from ar.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "common.loading": ["جارٍ التحميل..."],
  "common.skipToMain": ["الانتقال إلى المحتوى الرئيسي"],
  "common.brand.beta": ["تجريبي"],
  "common.nav.account": ["الحساب"],
  "common.nav.login": ["تسجيل الدخول"],
  "common.nav.signup": ["إنشاء حساب"],
  "common.nav.help": ["المساعدة"],
  "common.footer.nav": ["الشؤون القانونية والمساعدة"],
  "common.footer.privacy": ["سياسة الخصوصية"],
  "common.footer.terms": ["شروط الخدمة"],
  "common.footer.copyright": ["© ",["year"]," Cardcade. جميع الحقوق محفوظة."],
  "common.language.label": ["اللغة"],
  "common.retry": ["إعادة المحاولة"],
} as unknown as Messages;
