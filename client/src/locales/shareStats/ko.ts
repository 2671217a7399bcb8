// Compiled from ko.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "shareStats.title": ["이 덱의 학습 현황"],
  "shareStats.loading": ["카드 통계를 불러오는 중..."],
  "shareStats.failed": ["카드 통계를 불러오지 못했습니다."],
  "shareStats.nobody": ["아직 학습 기록을 공유하는 구독자가 없습니다. 덱 페이지에서 '덱 소유자와 내 학습 기록 공유'를 켠 학습자가 이름 없이 여기에 나타납니다."],
  "shareStats.noAnswers": ["학습자 ",["n"],"명이 학습 기록을 공유하지만, 아직 답변은 없습니다."],
  "shareStats.summary": ["학습자 ",["n"],"명이 학습 기록을 공유합니다. 카드 ",["total"],"장 중 ",["answered"],"장에 답변 ",["answers"],"개."],
  "shareStats.unanswered": ["카드 ",["n"],"장은 아직 답변이 없습니다."],
  "shareStats.hardest": ["가장 어려운 카드"],
  "shareStats.notEnough": ["아직 순위를 매길 만큼(3개 이상) 답변이 쌓인 카드가 없습니다."],
  "shareStats.byCard": ["카드별 정답률"],
  "shareStats.byCardCaption": ["카드별 정답률, 낮은 순"],
  "shareStats.showAll": ["카드 ",["n"],"장 모두 보기"],
  "shareStats.card": ["카드"],
  "shareStats.success": ["정답률"],
  "shareStats.answers": ["답변"],
} as unknown as Messages;
