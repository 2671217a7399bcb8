// Compiled from ar.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "deckForm.createTitle": ["إنشاء مجموعة جديدة"],
  "deckForm.editTitle": ["تعديل المجموعة"],
  "deckForm.create": ["إنشاء المجموعة"],
  "deckForm.creating": ["جارٍ الإنشاء..."],
  "deckForm.save": ["حفظ التغييرات"],
  "deckForm.saving": ["جارٍ الحفظ..."],
  "deckForm.name": ["اسم المجموعة"],
  "deckForm.namePlaceholder": ["مثلًا: أفعال إسبانية"],
  "deckForm.description": ["الوصف"],
  "deckForm.optional": ["اختياري"],
  "deckForm.newPerDay": ["البطاقات الجديدة يوميًا"],
  "deckForm.newPerDayHelp": ["يدخل جلساتك كل يوم هذا العدد على الأكثر من البطاقات التي لم تُدرس قط (",["min"],"–",["max"],"). أما المراجعات المستحقة فتأتي دائمًا."],
  "deckForm.bury": ["تأجيل البطاقات الشقيقة"],
  "deckForm.buryHelp": ["البطاقات المصنوعة من الملاحظة نفسها (فراغات نص الإكمال) تنتظر إلى الغد بعد دراسة إحداها، كي لا تكشف إحداها الأخرى."],
  "deckForm.retention": ["نسبة التذكّر المرغوبة"],
  "deckForm.retentionMore": ["كلما ارتفعت نسبة التذكّر زادت المراجعات اليومية."],
  "deckForm.retention.default": ["ستتذكّر نحو ",["percent"]," من البطاقات حين تظهر. وهذا هو التوازن الموصى به بين التذكّر والمراجعة."],
  "deckForm.retention.higher": ["ستتذكّر نحو ",["percent"]," من البطاقات حين تظهر، مقابل نحو ",["times"],"× من المراجعات اليومية مقارنةً بنسبة 90%."],
  "deckForm.retention.lower": ["ستتذكّر نحو ",["percent"]," من البطاقات حين تظهر، مع نحو ",["share"]," من المراجعات اليومية مقارنةً بنسبة 90%: مراجعات أقل ونسيان أكثر."],
} as unknown as Messages;
