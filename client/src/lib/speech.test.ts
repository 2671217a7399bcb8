import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installSpeechStub, type SpeechStub } from '../test/speechStub';
import { canSpeak, cancelSpeech, speak, useCanSpeak, useReadAloud, voiceFor } from './speech';

let stub: SpeechStub | null = null;
afterEach(() => {
  stub?.restore();
  stub = null;
  localStorage.clear();
});

const voice = (lang: string, extra: Partial<SpeechSynthesisVoice> = {}) => ({ name: lang, lang, default: false, localService: true, voiceURI: lang, ...extra }) as SpeechSynthesisVoice;

describe('voiceFor', () => {
  it.each([
    ['ko-KR', ['en-US', 'ko-KR'], 'ko-KR'],
    ['ko', ['en-US', 'ko-KR'], 'ko-KR'],
    ['en-AU', ['en-US', 'en-GB'], 'en-US'],
    ['en-GB', ['en-US', 'en-GB'], 'en-GB'],
    ['pt-BR', ['pt_BR'], 'pt_BR'],
    ['zh-Hant-TW', ['zh-TW', 'zh-CN'], 'zh-TW'],
    ['ja', ['en-US', 'ko-KR'], null],
    ['ko', [], null],
  ])('%s among %j → %s', (lang, langs, expected) => {
    expect(voiceFor(lang, langs.map((l) => voice(l)))?.lang ?? null).toBe(expected);
  });

  it('prefers the default voice of the language', () => {
    expect(voiceFor('en', [voice('en-US'), voice('en-GB', { default: true })])?.lang).toBe('en-GB');
  });
});

describe('speech with a stubbed speechSynthesis', () => {
  it('speaks the text in the language with a voice of it, one at a time', () => {
    stub = installSpeechStub(['en-US', 'ko-KR']);
    expect(canSpeak('ko-KR')).toBe(true);
    expect(canSpeak('ja')).toBe(false);
    expect(canSpeak(null)).toBe(false);
    const first = speak('안녕하세요', 'ko-KR');
    expect(first).not.toBeNull();
    speak('hello', 'en');
    expect(stub.spoken).toEqual([
      { text: '안녕하세요', lang: 'ko-KR', voice: 'Voice ko-KR' },
      { text: 'hello', lang: 'en', voice: 'Voice en-US' },
    ]);
    // The second speak cancelled the first.
    expect(stub.cancels).toBe(2);
    expect(speak('こんにちは', 'ja')).toBeNull();
    expect(speak('   ', 'en')).toBeNull();
    expect(stub.spoken).toHaveLength(2);
  });

  it('cancelSpeech(utterance) stops only that utterance', () => {
    stub = installSpeechStub(['en-US']);
    const old = speak('one', 'en');
    speak('two', 'en');
    const before = stub.cancels;
    cancelSpeech(old);
    expect(stub.cancels).toBe(before);
    cancelSpeech();
    expect(stub.cancels).toBe(before + 1);
  });

  it('answers false without speechSynthesis at all', () => {
    const saved = (window as unknown as Record<string, unknown>).speechSynthesis;
    Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true, writable: true });
    delete (window as unknown as Record<string, unknown>).speechSynthesis;
    expect(canSpeak('en')).toBe(false);
    expect(speak('hi', 'en')).toBeNull();
    Object.defineProperty(window, 'speechSynthesis', { value: saved, configurable: true, writable: true });
  });

  it('useCanSpeak follows voices that load late', () => {
    stub = installSpeechStub([]);
    const { result } = renderHook(() => useCanSpeak('ko-KR'));
    expect(result.current).toBe(false);
    act(() => stub!.setVoices(['ko-KR']));
    expect(result.current).toBe(true);
  });

  it('useReadAloud reads each new text when enabled, waits for the voice, and stops on unmount', () => {
    stub = installSpeechStub([]);
    const { rerender, unmount } = renderHook(({ text, enabled }) => useReadAloud(text, 'ko-KR', enabled, { key: text }), { initialProps: { text: '하나', enabled: true } });
    expect(stub.spoken).toEqual([]);
    act(() => stub!.setVoices(['ko-KR']));
    expect(stub.spoken.map((s) => s.text)).toEqual(['하나']);
    rerender({ text: '둘', enabled: true });
    expect(stub.spoken.map((s) => s.text)).toEqual(['하나', '둘']);
    rerender({ text: '셋', enabled: false });
    expect(stub.spoken.map((s) => s.text)).toEqual(['하나', '둘']);
    rerender({ text: '넷', enabled: true });
    const cancels = stub.cancels;
    unmount();
    expect(stub.cancels).toBe(cancels + 1);
  });
});
