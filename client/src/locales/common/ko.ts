// Compiled from ko.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "common.loading": ["불러오는 중..."],
  "common.skipToMain": ["본문으로 건너뛰기"],
  "common.brand.beta": ["베타"],
  "common.nav.account": ["계정"],
  "common.nav.login": ["로그인"],
  "common.nav.signup": ["가입하기"],
  "common.nav.help": ["도움말"],
  "common.footer.nav": ["법적 고지 및 도움말"],
  "common.footer.privacy": ["개인정보 처리방침"],
  "common.footer.terms": ["서비스 약관"],
  "common.footer.copyright": ["© ",["year"]," Cardcade. 모든 권리 보유."],
  "common.language.label": ["언어"],
  "common.retry": ["다시 시도"],
} as unknown as Messages;
