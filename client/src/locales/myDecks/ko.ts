// Compiled from ko.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "myDecks.title": ["내 덱"],
  "myDecks.subtitle": ["공부할 덱을 고르거나 새 덱을 가져오세요."],
  "myDecks.import": ["덱 가져오기"],
  "myDecks.create": ["새 덱 만들기"],
  "myDecks.searchLabel": ["덱 검색"],
  "myDecks.searchPlaceholder": ["덱 검색..."],
  "myDecks.loading": ["덱을 불러오는 중..."],
  "myDecks.emptyHint": ["이 서버의 누군가가 공유한 덱을 공유 덱 라이브러리에서 골라 공부하거나, 직접 만들어 보세요."],
  "myDecks.browseShared": ["공유 덱 둘러보기"],
  "myDecks.createFirst": ["첫 덱 만들기"],
  "myDecks.listLabel": ["덱"],
  "myDecks.deleted": ["\"",["name"],"\"을(를) 삭제했습니다."],
  "myDecks.undo": ["실행 취소"],
  "myDecks.created": ["\"",["name"],"\" 덱을 만들었습니다."],
  "myDecks.deleteTitle": ["덱 삭제"],
  "myDecks.deleteMessage": ["\"",["name"],"\"을(를) 삭제할까요? 모든 카드와 학습 기록이 삭제됩니다."],
  "myDecks.delete": ["삭제"],
  "myDecks.importedOne": ["\"",["name"],"\"을(를) 가져왔습니다."],
  "myDecks.importedMany": ["덱 ",["n"],"개를 가져왔습니다."],
  "myDecks.open": ["열기"],
} as unknown as Messages;
