// Compiled from ko.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "offline.offline": ["오프라인"],
  "offline.showingSaved": ["이 기기에 저장된 내용을 보여 줍니다. 답은 보관되었다가 다시 온라인이 되면 전송됩니다."],
  "offline.reason": ["오프라인 상태입니다. 이 작업에는 서버 연결이 필요합니다."],
  "offline.updateAvailable": ["새 버전이 있습니다."],
  "offline.later": ["나중에"],
  "offline.reload": ["새로고침"],
} as unknown as Messages;
