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
  "shell.logout.unsent": [["n","plural",{"zero":["لا توجد جلسات دراسة لم تُرسل من هذا الجهاز."],"one":["لم يُتح بعد إرسال جلسة دراسة واحدة من هذا الجهاز. إذا سجّلت الخروج الآن فستضيع. هل تريد تسجيل الخروج على أي حال؟"],"two":["لم يُتح بعد إرسال جلستي دراسة من هذا الجهاز. إذا سجّلت الخروج الآن فستضيعان. هل تريد تسجيل الخروج على أي حال؟"],"few":["لم يُتح بعد إرسال ","#"," جلسات دراسة من هذا الجهاز. إذا سجّلت الخروج الآن فستضيع. هل تريد تسجيل الخروج على أي حال؟"],"many":["لم يُتح بعد إرسال ","#"," جلسة دراسة من هذا الجهاز. إذا سجّلت الخروج الآن فستضيع. هل تريد تسجيل الخروج على أي حال؟"],"other":["لم يُتح بعد إرسال ","#"," جلسة دراسة من هذا الجهاز. إذا سجّلت الخروج الآن فستضيع. هل تريد تسجيل الخروج على أي حال؟"]}]],
} as unknown as Messages;
