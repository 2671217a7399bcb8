// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "cardFace.listen"
  | "cardFace.readAloud"
  | "cardFace.showHint"
  | "cardFace.noVoice"
  | "cardFace.noVoiceGuide"
  | "cardFace.voiceHelp.ios"
  | "cardFace.voiceHelp.android"
  | "cardFace.voiceHelp.chromeos"
  | "cardFace.voiceHelp.windows"
  | "cardFace.voiceHelp.mac"
  | "cardFace.voiceHelp.linux"
  | "cardFace.voiceHelp.other"
  | "cardFace.picture"
  | "cardFace.playSound"
  | "cardFace.listImage"
  | "cardFace.listImageNoText"
  | "cardFace.listSound"
  | "cardFace.listSoundNoText"
  | "cardFace.viewFull";

export const messages = {
  "cardFace.listen": ["Listen"],
  "cardFace.readAloud": ["Read aloud"],
  "cardFace.showHint": ["Show hint"],
  "cardFace.noVoice": ["Listen is off for ",["names"],": this browser has no ",["names"]," voice to read the cards with."],
  "cardFace.noVoiceGuide": ["Read aloud in the guide"],
  "cardFace.voiceHelp.ios": ["On an iPhone or iPad: Settings › Accessibility › Spoken Content › Voices, then reload this page."],
  "cardFace.voiceHelp.android": ["On Android: Settings › Accessibility › Text-to-speech output, install the language's voice data, then reload this page."],
  "cardFace.voiceHelp.chromeos": ["On a Chromebook: Settings › Accessibility › Text-to-Speech › Speech engines, then reload this page."],
  "cardFace.voiceHelp.windows": ["On Windows: Settings › Time & language › Speech › Add voices (or Language & region › add the language with its speech pack), then restart the browser."],
  "cardFace.voiceHelp.mac": ["On a Mac: System Settings › Accessibility › Spoken Content › System voice › Manage Voices, then restart the browser."],
  "cardFace.voiceHelp.linux": ["On Linux: install a speech engine with the language's voice (for example espeak-ng and speech-dispatcher), then restart the browser."],
  "cardFace.voiceHelp.other": ["Add a voice for the language in your device's speech or accessibility settings, then restart the browser."],
  "cardFace.picture": ["Picture"],
  "cardFace.playSound": ["Play sound"],
  "cardFace.listImage": [["side"]," image: ",["text"]],
  "cardFace.listImageNoText": [["side"]," image"],
  "cardFace.listSound": ["Play ",["side"]," sound for ",["text"]],
  "cardFace.listSoundNoText": ["Play ",["side"]," sound"],
  "cardFace.viewFull": ["View full size: ",["alt"]],
} as unknown as Messages & Record<MessageId, unknown>;
