// Compiled from ko.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "cardLimit.reached": ["오늘의 새 카드 한도 ",["limit"],"장에 도달했습니다. ",["waiting"],"장이 더 기다리고 있습니다."],
  "cardLimit.reachedNoLimit": ["오늘의 새 카드 한도에 도달했습니다. ",["waiting"],"장이 더 기다리고 있습니다."],
  "cardLimit.studyMore": ["오늘 새 카드 ",["n"],"장 더 공부하기"],
  "cardLimit.adding": ["추가하는 중..."],
  "cardLimit.invalid": ["오늘의 새 카드는 ",["min"],"에서 ",["max"]," 사이의 정수여야 합니다."],
  "cardLimit.label": ["오늘의 새 카드"],
  "cardLimit.saving": ["저장하는 중..."],
  "cardLimit.set": ["오늘만 적용"],
  "cardLimit.hint": ["오늘 ",["studied"],"장 공부함. 오늘만 바뀌며 덱의 설정은 그대로입니다."],
} as unknown as Messages;
