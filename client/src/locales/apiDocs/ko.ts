// Compiled from ko.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "apiDocs.title": ["API 참조"],
  "apiDocs.loadFailedStatus": ["API 참조를 불러오지 못했습니다(",["status"],")."],
  "apiDocs.loading": ["API 참조를 불러오는 중..."],
  "apiDocs.loadFailed": ["API 참조를 불러오지 못했습니다."],
  "apiDocs.sections": ["API 섹션"],
  "apiDocs.intro": ["이 서버 REST API의 모든 경로입니다. 개인 API 토큰으로 인증하세요. 프로필 → API 토큰에서 만든 뒤 <auth></auth> 형식으로 보내면 됩니다. 읽기 전용 토큰은 GET만 쓸 수 있습니다. 같은 목록을 OpenAPI 3.1 문서로도 볼 수 있습니다: <doc></doc>. AnkiConnect를 쓰는 도구(Yomitan, yanki)는 토큰을 키로 삼아 <anki></anki>를 사용합니다."],
  "apiDocs.english": ["아래 참조는 서버의 OpenAPI 문서이며 영어로 되어 있습니다."],
  "apiDocs.public": ["로그인 필요 없음"],
  "apiDocs.parameters": ["매개변수"],
  "apiDocs.body": ["본문(",["type"],")"],
  "apiDocs.answers": ["응답"],
  "apiDocs.anyJson": ["임의의 JSON."],
  "apiDocs.required": ["필수"],
} as unknown as Messages;
