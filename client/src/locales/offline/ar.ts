// Compiled from ar.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "offline.offline": ["غير متصل"],
  "offline.showingSaved": ["يُعرض ما حُفظ على هذا الجهاز؛ تُحفظ الإجابات وتُرسل عند عودة الاتصال."],
  "offline.reason": ["أنت غير متصل. يتطلب هذا اتصالًا بالخادم."],
  "offline.updateAvailable": ["يتوفر إصدار جديد."],
  "offline.later": ["لاحقًا"],
  "offline.reload": ["إعادة التحميل"],
} as unknown as Messages;
