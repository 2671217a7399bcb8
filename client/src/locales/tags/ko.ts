// Compiled from ko.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "tags.label": ["태그"],
  "tags.placeholder": ["예: 동사 lang::fr"],
  "tags.help": ["태그는 공백으로 구분하고, 계층은 lang::fr처럼 ::를 사용하세요."],
  "tags.toSave": ["저장할 태그"],
  "tags.filter": ["태그"],
  "tags.all": ["모든 태그"],
} as unknown as Messages;
