import { describe, expect, it } from 'vitest';
import { guessLanguage, SAMPLE_CHARS, scriptCounts } from './languageGuess.js';

describe('guessLanguage', () => {
  it.each([
    ['Hangul', ['안녕하세요', '감사합니다'], 'ko'],
    ['Hiragana', ['ありがとう'], 'ja'],
    ['Katakana', ['コーヒー'], 'ja'],
    ['kanji with some kana', ['学生', '先生', '食べる'], 'ja'],
    ['Han only', ['你好', '谢谢', '學生'], 'zh'],
    ['Cyrillic', ['привет', 'спасибо'], 'ru'],
    ['Greek', ['καλημέρα'], 'el'],
    ['Arabic', ['مرحبا'], 'ar'],
    ['Hebrew', ['שלום'], 'he'],
    ['Thai', ['สวัสดี'], 'th'],
    ['Devanagari', ['नमस्ते'], 'hi'],
    ['Latin: left to the learner', ['hello', 'hola', 'xin chào'], null],
    ['digits and symbols', ['42', '3.14', '→ ✓'], null],
    ['nothing', [], null],
    ['empty texts', ['', ''], null],
    ['mostly Korean with English words', ['컴퓨터 (PC)', '학교', '사과'], 'ko'],
    ['mostly English with a Korean word', ['the word 사과 means apple in the language'], null],
  ])('%s', (_label, texts, expected) => {
    expect(guessLanguage(texts)).toBe(expected);
  });

  it('reads combining marks and right-to-left marks without counting them as letters', () => {
    expect(guessLanguage(['\u200fשָׁלוֹם\u200f'])).toBe('he');
    expect(guessLanguage(['e\u0301\u0301\u0301'])).toBeNull();
  });

  it(`looks only at the first ${SAMPLE_CHARS} characters, however many cards there are`, () => {
    const texts = ['a'.repeat(SAMPLE_CHARS), ...Array.from({ length: 100_000 }, () => '안녕')];
    expect(guessLanguage(texts)).toBeNull();
    const counts = scriptCounts(['가'.repeat(SAMPLE_CHARS * 3)]);
    expect(counts.get('hangul')).toBe(SAMPLE_CHARS);
  });
});
