// Compiled from ko.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "adminPage.title": ["관리"],
  "adminPage.mode.open": ["가입이 열려 있습니다. 이 서버에 접속할 수 있는 누구나 가입할 수 있습니다."],
  "adminPage.mode.invite": ["초대로만 가입할 수 있습니다. 초대 링크로 가입합니다."],
  "adminPage.mode.closed": ["가입이 닫혀 있습니다. 명령줄 도구로 만든 계정만 들어올 수 있습니다."],
  "adminPage.manage": ["이 서버를 사용하는 사람들을 관리합니다."],
} as unknown as Messages;
