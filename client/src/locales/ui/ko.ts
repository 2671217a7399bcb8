// Compiled from ko.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "ui.goHome": ["홈으로 가기"],
  "ui.shortcuts.title": ["키보드 단축키"],
  "ui.shortcuts.or": ["또는"],
  "ui.shortcuts.more": ["자세한 내용은 <link>사용자 가이드</link>에 있습니다."],
  "ui.shortcuts.show": ["이 단축키 보기"],
  "ui.shortcuts.flip": ["플래시카드 뒤집기"],
  "ui.shortcuts.grade": ["플래시카드 평가: 1 다시, 2 어려움, 3 좋음, 4 쉬움"],
  "ui.shortcuts.multipleChoice": ["객관식 답하기"],
  "ui.shortcuts.spatialChoice": ["공간 선택 답하기"],
  "ui.shortcuts.undo": ["게임에서 마지막 답 취소하기"],
  "ui.shortcuts.cloze": ["선택한 단어로 빈칸 만들기(카드 양식)"],
  "ui.shortcuts.close": ["대화 상자나 메뉴 닫기"],
} as unknown as Messages;
