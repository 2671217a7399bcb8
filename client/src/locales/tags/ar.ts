// Compiled from ar.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "tags.label": ["الوسوم"],
  "tags.placeholder": ["مثل: أفعال lang::fr"],
  "tags.help": ["افصل الوسوم بمسافات؛ واستخدم :: للتسلسل الهرمي، كما في lang::fr."],
  "tags.toSave": ["الوسوم التي ستُحفظ"],
  "tags.filter": ["الوسم"],
  "tags.all": ["كل الوسوم"],
} as unknown as Messages;
