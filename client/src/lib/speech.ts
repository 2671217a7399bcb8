import { useEffect, useState, useSyncExternalStore } from 'react';
import { primaryLanguage } from '../../../shared/languageTag';

// Listening (docs/study-modes.md, docs/listening.md): a card side read aloud by the browser's own
// speechSynthesis, in a voice of the deck's language for that side. Local voices need no network,
// so it works offline. A language the browser has no voice for gets no Listen button at all
// rather than a button that reads Korean with an English voice.
//
// Voices arrive asynchronously (Chrome answers getVoices() with [] until 'voiceschanged'), so
// whether a language can be spoken is a small store the buttons subscribe to.

type Synth = Pick<SpeechSynthesis, 'getVoices' | 'speak' | 'cancel' | 'addEventListener' | 'removeEventListener'>;

function synth(): Synth | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined' ? window.speechSynthesis : null;
}

/** Android Chrome names voices 'ko_KR'; tags compare case-insensitively. */
const normalTag = (lang: string) => lang.replace(/_/g, '-').toLowerCase();

/**
 * The voice for a BCP 47 tag: one with exactly that tag, else one of the same language (a 'ko'
 * deck takes a 'ko-KR' voice; 'en-AU' takes 'en-US'), the browser's default for it first.
 */
export function voiceFor(lang: string, voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const wanted = normalTag(lang);
  const primary = primaryLanguage(wanted);
  const exact = voices.filter((v) => normalTag(v.lang) === wanted);
  const same = exact.length > 0 ? exact : voices.filter((v) => primaryLanguage(normalTag(v.lang)) === primary);
  return same.find((v) => v.default) ?? same.find((v) => v.localService) ?? same[0] ?? null;
}

/** Whether the browser has a voice for the language now. */
export function canSpeak(lang: string | null | undefined): boolean {
  const s = synth();
  return Boolean(lang && s && voiceFor(lang, s.getVoices()));
}

/** Calls `listener` whenever the browser's voice list changes; answers the unsubscribe. */
export function onVoicesChanged(listener: () => void): () => void {
  const s = synth();
  if (!s) return () => {};
  s.addEventListener('voiceschanged', listener);
  return () => s.removeEventListener('voiceschanged', listener);
}

let current: SpeechSynthesisUtterance | null = null;

/**
 * Reads `text` aloud in `lang`, stopping whatever was being read (one voice at a time: a second
 * Listen press or the next card never talks over the last). Answers the utterance, or null when
 * there is nothing to say or no voice to say it with.
 */
export function speak(text: string, lang: string): SpeechSynthesisUtterance | null {
  const s = synth();
  const voice = s && voiceFor(lang, s.getVoices());
  if (!s || !voice || !text.trim()) return null;
  s.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang;
  utterance.voice = voice;
  const done = () => {
    if (current === utterance) current = null;
  };
  utterance.addEventListener('end', done);
  utterance.addEventListener('error', done);
  current = utterance;
  s.speak(utterance);
  return utterance;
}

/** Stops reading, but only if `utterance` (when given) is still the one being read. */
export function cancelSpeech(utterance?: SpeechSynthesisUtterance | null): void {
  if (utterance !== undefined && (utterance === null || utterance !== current)) return;
  current = null;
  synth()?.cancel();
}

/** `canSpeak(lang)`, kept up to date as voices load. */
export function useCanSpeak(lang: string | null | undefined): boolean {
  return useSyncExternalStore(onVoicesChanged, () => canSpeak(lang), () => false);
}

const READ_ALOUD_KEY = 'cardcade.readAloud';

/** The 'Read aloud' option (flashcards, typing): off by default, remembered per browser. */
export function useReadAloudSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(READ_ALOUD_KEY) === '1';
    } catch {
      return false;
    }
  });
  const set = (value: boolean) => {
    setOn(value);
    try {
      localStorage.setItem(READ_ALOUD_KEY, value ? '1' : '0');
    } catch {
      // Private mode without storage: the option holds for this page only.
    }
  };
  return [on, set];
}

/**
 * Reads `text` when it appears (a new card, a flip) while `enabled`; stops it when the text goes
 * (next card, unmount). Waits for the voice when voices are still loading. `key` makes the same
 * text on the next card count as new. A side with its own recording (`audioUrl`, docs/anki-history.md)
 * plays that instead, as its play button would.
 */
export function useReadAloud(
  text: string,
  lang: string | null | undefined,
  enabled: boolean,
  { key, audioUrl }: { key?: string | number; audioUrl?: string | null } = {},
): void {
  const speakable = useCanSpeak(lang);
  useEffect(() => {
    if (!enabled) return;
    if (audioUrl) {
      const audio = new Audio(audioUrl);
      // Autoplay may be refused before the learner's first tap; the play button is still there.
      void audio.play()?.catch(() => {});
      return () => audio.pause();
    }
    if (!speakable || !lang || !text) return;
    const utterance = speak(text, lang);
    return () => cancelSpeech(utterance);
  }, [text, lang, enabled, speakable, key, audioUrl]);
}

/**
 * Where this device gets a voice for a language it cannot read aloud (issue 48: Listen vanished
 * without a word). From the browser's user agent; a plain-words pointer, not a guarantee.
 */
/** Which device's settings voiceHelp describes (the translated note picks its text by it). */
export type VoicePlatform = 'ios' | 'android' | 'chromeos' | 'windows' | 'mac' | 'linux' | 'other';
export function voicePlatform(userAgent: string): VoicePlatform {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  if (/CrOS/.test(userAgent)) return 'chromeos';
  if (/Windows/.test(userAgent)) return 'windows';
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'mac';
  if (/Linux/.test(userAgent)) return 'linux';
  return 'other';
}

export function voiceHelp(userAgent: string): string {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'On an iPhone or iPad: Settings › Accessibility › Spoken Content › Voices, then reload this page.';
  if (/Android/.test(userAgent)) return "On Android: Settings › Accessibility › Text-to-speech output, install the language's voice data, then reload this page.";
  if (/CrOS/.test(userAgent)) return 'On a Chromebook: Settings › Accessibility › Text-to-Speech › Speech engines, then reload this page.';
  if (/Windows/.test(userAgent)) return 'On Windows: Settings › Time & language › Speech › Add voices (or Language & region › add the language with its speech pack), then restart the browser.';
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'On a Mac: System Settings › Accessibility › Spoken Content › System voice › Manage Voices, then restart the browser.';
  if (/Linux/.test(userAgent)) return "On Linux: install a speech engine with the language's voice (for example espeak-ng and speech-dispatcher), then restart the browser.";
  return "Add a voice for the language in your device's speech or accessibility settings, then restart the browser.";
}

/** What the note says when a side's language has no voice here; null when every one has one. */
export function noVoiceMessage(languages: readonly string[]): string | null {
  if (languages.length === 0) return null;
  const names = languages.length === 1 ? languages[0] : `${languages.slice(0, -1).join(', ')} and ${languages.at(-1)}`;
  return `Listen is off for ${names}: this browser has no ${names} voice to read the cards with.`;
}

/** How long to wait for the browser's voice list before saying a language has none (Chrome fills it late). */
export const VOICES_SETTLE_MS = 1500;

/**
 * The languages of `tags` this browser cannot read aloud, once its voice list has settled
 * (a list that fills, or a short wait: a browser with no voices at all never says so).
 */
export function useUnspokenLanguages(tags: readonly (string | null | undefined)[]): string[] {
  const [settled, setSettled] = useState(() => (synth()?.getVoices().length ?? 0) > 0);
  const [, setVersion] = useState(0);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(true), VOICES_SETTLE_MS);
    const stop = onVoicesChanged(() => {
      setSettled(true);
      setVersion((n) => n + 1);
    });
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, []);
  if (!settled) return [];
  return [...new Set(tags.filter((tag): tag is string => Boolean(tag)))].filter((tag) => !canSpeak(tag));
}
