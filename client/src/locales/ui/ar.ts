// Compiled from ar.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "ui.goHome": ["العودة إلى الصفحة الرئيسية"],
  "ui.shortcuts.title": ["اختصارات لوحة المفاتيح"],
  "ui.shortcuts.or": ["أو"],
  "ui.shortcuts.more": ["المزيد في <link>دليل المستخدم</link>."],
  "ui.shortcuts.show": ["عرض هذه الاختصارات"],
  "ui.shortcuts.flip": ["قلب البطاقة"],
  "ui.shortcuts.grade": ["تقييم البطاقة: 1 مرة أخرى، 2 صعب، 3 جيد، 4 سهل"],
  "ui.shortcuts.multipleChoice": ["الإجابة في الاختيار من متعدد"],
  "ui.shortcuts.spatialChoice": ["الإجابة في الاختيار المكاني"],
  "ui.shortcuts.undo": ["التراجع عن آخر إجابة في اللعبة"],
  "ui.shortcuts.cloze": ["تحويل الكلمات المحددة إلى فراغ (نموذج البطاقة)"],
  "ui.shortcuts.close": ["إغلاق نافذة حوار أو قائمة"],
} as unknown as Messages;
