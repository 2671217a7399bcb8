// Compiled from ko.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "deckForm.createTitle": ["새 덱 만들기"],
  "deckForm.editTitle": ["덱 편집"],
  "deckForm.create": ["덱 만들기"],
  "deckForm.creating": ["만드는 중..."],
  "deckForm.save": ["변경 사항 저장"],
  "deckForm.saving": ["저장 중..."],
  "deckForm.name": ["덱 이름"],
  "deckForm.namePlaceholder": ["예: 스페인어 동사"],
  "deckForm.description": ["설명"],
  "deckForm.optional": ["선택"],
  "deckForm.newPerDay": ["하루 새 카드 수"],
  "deckForm.newPerDayHelp": ["하루에 처음 보는 카드가 최대 이만큼 세션에 들어옵니다(",["min"],"–",["max"],"). 복습할 카드는 항상 나옵니다."],
  "deckForm.bury": ["형제 카드 미루기"],
  "deckForm.buryHelp": ["같은 노트에서 나온 카드(클로즈의 빈칸들)는 그중 하나를 공부하면 내일까지 기다려서, 서로 답을 알려주지 않습니다."],
  "deckForm.retention": ["목표 기억률"],
  "deckForm.retentionMore": ["기억률이 높을수록 하루 복습이 많아집니다."],
  "deckForm.retention.default": ["카드가 나올 때 약 ",["percent"],"를 기억하게 됩니다. 기억과 복습 사이의 권장 균형입니다."],
  "deckForm.retention.higher": ["카드가 나올 때 약 ",["percent"],"를 기억하게 되며, 하루 복습은 90%일 때의 약 ",["times"],"배입니다."],
  "deckForm.retention.lower": ["카드가 나올 때 약 ",["percent"],"를 기억하게 되며, 하루 복습은 90%일 때의 약 ",["share"],"입니다. 복습은 줄고 잊는 카드는 늘어납니다."],
} as unknown as Messages;
