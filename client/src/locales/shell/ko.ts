// Compiled from ko.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "shell.nav.main": ["주 메뉴"],
  "shell.nav.myDecks": ["내 덱"],
  "shell.nav.decksShort": ["덱"],
  "shell.nav.sharedDecks": ["공유 덱"],
  "shell.nav.sharedShort": ["공유"],
  "shell.nav.browse": ["카드 찾기"],
  "shell.nav.browseCards": ["카드 찾아보기"],
  "shell.nav.noteTypes": ["노트 유형"],
  "shell.nav.profile": ["프로필"],
  "shell.nav.feedback": ["의견 보내기"],
  "shell.nav.admin": ["관리"],
  "shell.nav.logout": ["로그아웃"],
  "shell.menu.open": ["사용자 메뉴 열기"],
  "shell.menu.label": ["사용자 메뉴"],
  "shell.theme.group": ["테마"],
  "shell.theme.system": ["시스템 테마"],
  "shell.theme.light": ["밝은 테마"],
  "shell.theme.dark": ["어두운 테마"],
  "shell.dismissNotification": ["알림 닫기"],
  "shell.close": ["닫기"],
  "shell.cancel": ["취소"],
  "shell.notifications": ["알림"],
  "shell.logout.unsent": [["n","plural",{"other":["이 기기의 학습 세션 ","#","개를 아직 보내지 못했어요. 지금 로그아웃하면 사라져요. 그래도 로그아웃할까요?"]}]],
} as unknown as Messages;
