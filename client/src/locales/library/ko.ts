// Compiled from ko.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "library.title": ["공유 덱"],
  "library.intro": ["이 서버의 다른 학습자가 공유한 덱입니다. 구독하면 내 학습 기록으로 공부하고, 복사하면 내 덱이 됩니다."],
  "library.search": ["공유 덱 검색"],
  "library.loading": ["공유 덱을 불러오는 중..."],
  "library.noMatch": ["검색과 일치하는 공유 덱이 없습니다."],
  "library.none": ["아직 이 서버에 공유된 덱이 없습니다."],
  "library.list": ["공유 덱"],
  "library.meta": [["name"]," 님이 공유 · 카드 ",["cards"],"장 · 구독자 ",["subscribers"],"명"],
  "library.yours": ["내 덱"],
  "library.openLabel": [["name"]," 열기"],
  "library.subscribedOpen": ["구독 중 · 열기"],
  "library.subscribeLabel": [["name"]," 구독"],
  "library.subscribe": ["구독"],
  "library.copyLabel": [["name"],"을(를) 내 덱으로 복사"],
  "library.copied": ["복사됨"],
  "library.copy": ["복사"],
} as unknown as Messages;
