// A stand-in for the browser's speechSynthesis (docs/study-modes.md tests): voices that can arrive late
// (as in Chrome, with 'voiceschanged'), and a record of what was spoken, in which language.

export interface Spoken {
  text: string;
  lang: string;
  voice: string | null;
}

export interface SpeechStub {
  spoken: Spoken[];
  cancels: number;
  /** Replaces the voice list and fires 'voiceschanged'. */
  setVoices(langs: string[]): void;
  /** Ends the utterance being read (fires its 'end'). */
  finish(): void;
  restore(): void;
}

class FakeUtterance extends EventTarget {
  lang = '';
  voice: { name: string; lang: string } | null = null;
  constructor(public text: string) {
    super();
  }
}

export function installSpeechStub(langs: string[] = []): SpeechStub {
  const target = new EventTarget();
  let voices = langs.map((lang, i) => ({ name: `Voice ${lang}`, lang, default: i === 0, localService: true, voiceURI: lang }));
  let speaking: FakeUtterance | null = null;
  const stub: SpeechStub = {
    spoken: [],
    cancels: 0,
    setVoices(next) {
      voices = next.map((lang, i) => ({ name: `Voice ${lang}`, lang, default: i === 0, localService: true, voiceURI: lang }));
      target.dispatchEvent(new Event('voiceschanged'));
    },
    finish() {
      const done = speaking;
      speaking = null;
      done?.dispatchEvent(new Event('end'));
    },
    restore() {
      Object.defineProperty(window, 'speechSynthesis', { value: previous.synth, configurable: true, writable: true });
      (globalThis as Record<string, unknown>).SpeechSynthesisUtterance = previous.utterance;
    },
  };
  const synth = {
    getVoices: () => voices,
    speak(utterance: FakeUtterance) {
      speaking = utterance;
      stub.spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? null });
    },
    cancel() {
      stub.cancels++;
      const cancelled = speaking;
      speaking = null;
      cancelled?.dispatchEvent(new Event('error'));
    },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  const previous = { synth: (window as unknown as Record<string, unknown>).speechSynthesis, utterance: (globalThis as Record<string, unknown>).SpeechSynthesisUtterance };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true, writable: true });
  (globalThis as Record<string, unknown>).SpeechSynthesisUtterance = FakeUtterance;
  return stub;
}
