// Compiled from ar.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "cardFace.listen": ["استماع"],
  "cardFace.readAloud": ["القراءة بصوت عالٍ"],
  "cardFace.showHint": ["إظهار التلميح"],
  "cardFace.noVoice": ["الاستماع غير متاح للغة ",["names"],": لا يملك هذا المتصفح صوتًا بلغة ",["names"]," لقراءة البطاقات."],
  "cardFace.noVoiceGuide": ["القراءة بصوت عالٍ في الدليل"],
  "cardFace.voiceHelp.ios": ["على iPhone أو iPad: الإعدادات › تسهيلات الاستخدام › المحتوى المنطوق › الأصوات، ثم أعد تحميل هذه الصفحة."],
  "cardFace.voiceHelp.android": ["على Android: الإعدادات › سهولة الاستخدام › تحويل النص إلى كلام، ثبّت بيانات صوت اللغة، ثم أعد تحميل هذه الصفحة."],
  "cardFace.voiceHelp.chromeos": ["على Chromebook: الإعدادات › تسهيل الاستخدام › تحويل النص إلى كلام › محركات الكلام، ثم أعد تحميل هذه الصفحة."],
  "cardFace.voiceHelp.windows": ["على Windows: الإعدادات › الوقت واللغة › الكلام › إضافة أصوات (أو اللغة والمنطقة › أضف اللغة مع حزمة الكلام الخاصة بها)، ثم أعد تشغيل المتصفح."],
  "cardFace.voiceHelp.mac": ["على Mac: إعدادات النظام › تسهيلات الاستخدام › المحتوى المنطوق › صوت النظام › إدارة الأصوات، ثم أعد تشغيل المتصفح."],
  "cardFace.voiceHelp.linux": ["على Linux: ثبّت محرك كلام يتضمن صوت اللغة (مثل espeak-ng وspeech-dispatcher)، ثم أعد تشغيل المتصفح."],
  "cardFace.voiceHelp.other": ["أضف صوتًا للغة من إعدادات الكلام أو تسهيلات الاستخدام في جهازك، ثم أعد تشغيل المتصفح."],
  "cardFace.picture": ["صورة"],
  "cardFace.playSound": ["تشغيل الصوت"],
  "cardFace.listImage": ["صورة ",["side"],": ",["text"]],
  "cardFace.listImageNoText": ["صورة ",["side"]],
  "cardFace.listSound": ["تشغيل صوت ",["side"]," لـ ",["text"]],
  "cardFace.listSoundNoText": ["تشغيل صوت ",["side"]],
  "cardFace.viewFull": ["عرض بالحجم الكامل: ",["alt"]],
} as unknown as Messages;
