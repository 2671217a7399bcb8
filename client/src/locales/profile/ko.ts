// Compiled from ko.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"profile.title\":\"프로필\",\"profile.language.title\":\"언어\",\"profile.language.help\":\"앱과 Cardcade가 보내는 메일의 언어입니다. 로그인하는 모든 기기에 적용됩니다.\",\"profile.language.saved\":\"저장했습니다.\"}");
