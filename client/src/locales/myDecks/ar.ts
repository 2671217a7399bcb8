// Compiled from ar.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "myDecks.title": ["مجموعاتي"],
  "myDecks.subtitle": ["اختر مجموعة لتدرسها، أو أضف مجموعة جديدة."],
  "myDecks.import": ["استيراد مجموعة"],
  "myDecks.create": ["إنشاء مجموعة جديدة"],
  "myDecks.searchLabel": ["البحث في المجموعات"],
  "myDecks.searchPlaceholder": ["ابحث في المجموعات..."],
  "myDecks.loading": ["جارٍ تحميل المجموعات..."],
  "myDecks.emptyHint": ["ادرس مجموعة يشاركها أحد على هذا الخادم من مكتبة المجموعات المشتركة، أو أنشئ مجموعتك الخاصة."],
  "myDecks.browseShared": ["تصفّح المجموعات المشتركة"],
  "myDecks.createFirst": ["أنشئ مجموعتك الأولى"],
  "myDecks.listLabel": ["المجموعات"],
  "myDecks.deleted": ["تم حذف «",["name"],"»."],
  "myDecks.undo": ["تراجع"],
  "myDecks.created": ["تم إنشاء مجموعة «",["name"],"»."],
  "myDecks.deleteTitle": ["حذف المجموعة"],
  "myDecks.deleteMessage": ["هل تريد حذف «",["name"],"» حقًا؟ ستُحذف كل بطاقاتها وتقدّمك فيها."],
  "myDecks.delete": ["حذف"],
  "myDecks.importedOne": ["تم استيراد «",["name"],"»."],
  "myDecks.importedMany": [["n","plural",{"zero":["لم تُستورد أي مجموعة."],"one":["تم استيراد مجموعة واحدة."],"two":["تم استيراد مجموعتين."],"few":["تم استيراد ","#"," مجموعات."],"many":["تم استيراد ","#"," مجموعة."],"other":["تم استيراد ","#"," مجموعة."]}]],
  "myDecks.open": ["فتح"],
} as unknown as Messages;
