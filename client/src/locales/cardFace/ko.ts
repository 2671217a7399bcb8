// Compiled from ko.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "cardFace.listen": ["듣기"],
  "cardFace.readAloud": ["소리 내어 읽기"],
  "cardFace.showHint": ["힌트 보기"],
  "cardFace.noVoice": [["names"],"에서는 듣기를 사용할 수 없습니다. 이 브라우저에는 카드를 읽어 줄 ",["names"]," 음성이 없습니다."],
  "cardFace.noVoiceGuide": ["가이드의 소리 내어 읽기"],
  "cardFace.voiceHelp.ios": ["iPhone 또는 iPad: 설정 › 손쉬운 사용 › 음성 콘텐츠 › 음성에서 설정한 다음 이 페이지를 새로 고치세요."],
  "cardFace.voiceHelp.android": ["Android: 설정 › 접근성 › 텍스트 음성 변환 출력에서 해당 언어의 음성 데이터를 설치한 다음 이 페이지를 새로 고치세요."],
  "cardFace.voiceHelp.chromeos": ["Chromebook: 설정 › 접근성 › 텍스트 음성 변환 › 음성 엔진에서 설정한 다음 이 페이지를 새로 고치세요."],
  "cardFace.voiceHelp.windows": ["Windows: 설정 › 시간 및 언어 › 음성 › 음성 추가(또는 언어 및 지역 › 음성 팩과 함께 언어 추가)에서 설정한 다음 브라우저를 다시 시작하세요."],
  "cardFace.voiceHelp.mac": ["Mac: 시스템 설정 › 손쉬운 사용 › 음성 콘텐츠 › 시스템 음성 › 음성 관리에서 설정한 다음 브라우저를 다시 시작하세요."],
  "cardFace.voiceHelp.linux": ["Linux: 해당 언어의 음성이 있는 음성 엔진(예: espeak-ng 및 speech-dispatcher)을 설치한 다음 브라우저를 다시 시작하세요."],
  "cardFace.voiceHelp.other": ["기기의 음성 또는 접근성 설정에서 해당 언어의 음성을 추가한 다음 브라우저를 다시 시작하세요."],
  "cardFace.picture": ["그림"],
  "cardFace.playSound": ["소리 재생"],
  "cardFace.listImage": [["side"]," 이미지: ",["text"]],
  "cardFace.listImageNoText": [["side"]," 이미지"],
  "cardFace.listSound": [["text"],"의 ",["side"]," 소리 재생"],
  "cardFace.listSoundNoText": [["side"]," 소리 재생"],
  "cardFace.viewFull": ["원본 크기로 보기: ",["alt"]],
} as unknown as Messages;
