// Compiled from ar.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "adminPage.title": ["الإدارة"],
  "adminPage.mode.open": ["التسجيل مفتوح: يستطيع كل من يصل إلى هذا الخادم إنشاء حساب."],
  "adminPage.mode.invite": ["التسجيل بالدعوة فقط: ينشئ الناس حساباتهم برابط دعوة."],
  "adminPage.mode.closed": ["التسجيل مغلق: لا ينضم إلا الحسابات التي تنشئها بأداة سطر الأوامر."],
  "adminPage.manage": ["أدِر الأشخاص الذين يستخدمون هذا الخادم."],
} as unknown as Messages;
