// Compiled from ar.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"profile.title\":\"الملف الشخصي\",\"profile.language.title\":\"اللغة\",\"profile.language.help\":\"لغة التطبيق والرسائل التي يرسلها إليك Cardcade. تنتقل معك إلى كل جهاز تسجّل الدخول منه.\",\"profile.language.saved\":\"تم الحفظ.\"}");
