// Compiled from ar.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "shell.nav.main": ["الرئيسية"],
  "shell.nav.myDecks": ["مجموعاتي"],
  "shell.nav.decksShort": ["المجموعات"],
  "shell.nav.sharedDecks": ["المجموعات المشتركة"],
  "shell.nav.sharedShort": ["المشتركة"],
  "shell.nav.browse": ["تصفّح"],
  "shell.nav.browseCards": ["تصفّح البطاقات"],
  "shell.nav.noteTypes": ["أنواع الملاحظات"],
  "shell.nav.profile": ["الملف الشخصي"],
  "shell.nav.feedback": ["إبداء الرأي"],
  "shell.nav.admin": ["الإدارة"],
  "shell.nav.logout": ["تسجيل الخروج"],
  "shell.menu.open": ["فتح قائمة المستخدم"],
  "shell.menu.label": ["قائمة المستخدم"],
  "shell.theme.group": ["المظهر"],
  "shell.theme.system": ["مظهر النظام"],
  "shell.theme.light": ["المظهر الفاتح"],
  "shell.theme.dark": ["المظهر الداكن"],
  "shell.dismissNotification": ["إغلاق الإشعار"],
  "shell.close": ["إغلاق"],
  "shell.cancel": ["إلغاء"],
  "shell.notifications": ["الإشعارات"],
} as unknown as Messages;
