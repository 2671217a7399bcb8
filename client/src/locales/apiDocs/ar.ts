// Compiled from ar.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "apiDocs.title": ["مرجع واجهة البرمجة"],
  "apiDocs.loadFailedStatus": ["تعذّر تحميل مرجع واجهة البرمجة (",["status"],")."],
  "apiDocs.loading": ["جارٍ تحميل مرجع واجهة البرمجة..."],
  "apiDocs.loadFailed": ["تعذّر تحميل مرجع واجهة البرمجة."],
  "apiDocs.sections": ["أقسام واجهة البرمجة"],
  "apiDocs.intro": ["كل مسارات واجهة REST البرمجية لهذا الخادم. سجّل الدخول برمز API شخصي: أنشئه من الملف الشخصي ← رموز API وأرسله بالصيغة <auth></auth>. لا يستطيع الرمز المخصص للقراءة فقط إلا استخدام GET. القائمة نفسها كمستند OpenAPI 3.1: <doc></doc>. تستخدم الأدوات التي تتحدث AnkiConnect ‏(Yomitan وyanki) المسار <anki></anki> مع الرمز مفتاحًا لها."],
  "apiDocs.english": ["المرجع أدناه هو مستند OpenAPI الخاص بالخادم، وهو بالإنجليزية."],
  "apiDocs.public": ["لا يلزم تسجيل الدخول"],
  "apiDocs.parameters": ["المعاملات"],
  "apiDocs.body": ["المتن (",["type"],")"],
  "apiDocs.answers": ["الاستجابات"],
  "apiDocs.anyJson": ["أي JSON."],
  "apiDocs.required": ["مطلوب"],
} as unknown as Messages;
