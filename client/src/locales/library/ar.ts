// Compiled from ar.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "library.title": ["المجموعات المشتركة"],
  "library.intro": ["مجموعات يشاركها متعلّمون آخرون على هذا الخادم. اشترك لتدرس إحداها بتقدّمك الخاص، أو انسخها لتصبح لك."],
  "library.search": ["البحث في المجموعات المشتركة"],
  "library.loading": ["جارٍ تحميل المجموعات المشتركة..."],
  "library.noMatch": ["لا توجد مجموعة مشتركة تطابق هذا البحث."],
  "library.none": ["لم يشارك أحد مجموعة على هذا الخادم بعد."],
  "library.list": ["المجموعات المشتركة"],
  "library.meta": ["يشاركها ",["name"]," · ",["cards","plural",{"zero":["لا بطاقات"],"one":["بطاقة واحدة"],"two":["بطاقتان"],"few":["#"," بطاقات"],"many":["#"," بطاقة"],"other":["#"," بطاقة"]}]," · ",["subscribers","plural",{"zero":["لا مشتركين"],"one":["مشترك واحد"],"two":["مشتركان"],"few":["#"," مشتركين"],"many":["#"," مشتركًا"],"other":["#"," مشترك"]}]],
  "library.yours": ["مجموعتك"],
  "library.openLabel": ["فتح ",["name"]],
  "library.subscribedOpen": ["مشترك · فتح"],
  "library.subscribeLabel": ["الاشتراك في ",["name"]],
  "library.subscribe": ["اشتراك"],
  "library.copyLabel": ["نسخ ",["name"]," إلى مجموعاتي"],
  "library.copied": ["تم النسخ"],
  "library.copy": ["نسخ"],
} as unknown as Messages;
