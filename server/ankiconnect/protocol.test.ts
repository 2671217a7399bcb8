import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanMediaFilename, decodeBase64, globToRegExp, literalPieces, paramsErrorMessage, readEnvelope, successReply } from './protocol.js';

describe('readEnvelope', () => {
  it.each([
    [{ action: 'deckNames', version: 6, key: 'k' }, { action: 'deckNames', version: 6, key: 'k', params: {} }],
    [{ action: 'version' }, { action: 'version', version: 4, key: undefined, params: {} }],
    [{ action: 5, params: [1], key: 3 }, { action: '', version: 4, key: undefined, params: {} }],
    [{ action: 'createDeck', params: { deck: 'A' }, version: 'x' }, { action: 'createDeck', version: 4, key: undefined, params: { deck: 'A' } }],
  ])('%j', (input, expected) => {
    expect(readEnvelope(input)).toEqual(expected);
  });

  it.each([null, 'deckNames', [1, 2], 42])('%j is no request', (input) => {
    expect(readEnvelope(input)).toBeNull();
  });
});

describe('successReply', () => {
  it.each([
    [6, ['A'], { result: ['A'], error: null }],
    [5, null, { result: null, error: null }],
    [6, undefined, { result: null, error: null }],
    [4, ['A'], ['A']],
    [2, 6, 6],
  ])('version %i, %j', (version, result, expected) => {
    expect(successReply(version, result)).toEqual(expected);
  });
});

describe('paramsErrorMessage', () => {
  const schema = z.object({ deck: z.string(), cards: z.array(z.number()).optional() });
  it.each([
    [{}, "createDeck() missing 1 required positional argument: 'deck'"],
    [{ deck: 4 }, 'createDeck: "deck" Invalid input: expected string, received number'],
    [{ deck: 'x', cards: ['a'] }, 'createDeck: "cards.0" Invalid input: expected number, received string'],
  ])('%j', (params, message) => {
    const result = schema.safeParse(params);
    expect(result.success).toBe(false);
    if (!result.success) expect(paramsErrorMessage('createDeck', result.error)).toBe(message);
  });
});

describe('cleanMediaFilename', () => {
  it.each([
    ['_yomitan_audio.mp3', '_yomitan_audio.mp3'],
    ['../../etc/passwd', 'passwd'],
    ['a/b\\c:d*e?f"g<h>i|j.png', 'cdefghij.png'],
    ['///', null],
    ['tab\there.png', 'tabhere.png'],
    ['cafe\u0301.png', 'café.png'],
    ['..', null],
    ['.htaccess', null],
    ['   ', null],
    ['///', null],
  ])('%j → %j', (input, expected) => {
    expect(cleanMediaFilename(input)).toBe(expected);
  });

  it('keeps names within 120 bytes without splitting a character', () => {
    const name = cleanMediaFilename('é'.repeat(100))!;
    expect(Buffer.byteLength(name)).toBe(120);
    expect(name).toBe('é'.repeat(60));
  });
});

describe('globToRegExp', () => {
  it.each([
    ['*', 'anything.png', true],
    ['*.mp3', 'a.mp3', true],
    ['*.mp3', 'a.mp3.png', false],
    ['_yomitan_*', '_yomitan_audio.mp3', true],
    ['file?.png', 'file1.png', true],
    ['file?.png', 'file12.png', false],
    ['[ab]*.png', 'b1.png', true],
    ['[!ab]*.png', 'a1.png', false],
    ['a.(b)+', 'a.(b)+', true],
    ['a.(b)+', 'ax(b)', false],
  ])('%s matches %s: %s', (pattern, name, matches) => {
    expect(globToRegExp(pattern).test(name)).toBe(matches);
  });
});

describe('decodeBase64', () => {
  it.each([
    ['aGVsbG8=', 'hello'],
    ['aGVs\nbG8=', 'hello'],
    ['', ''],
  ])('%j → %j', (data, text) => {
    expect(decodeBase64(data)?.toString()).toBe(text);
  });

  it.each(['aGVsbG8', 'a$==', 'data:image/png;base64,AAAA'])('%j is refused', (data) => {
    expect(decodeBase64(data)).toBeNull();
  });
});

describe('literalPieces', () => {
  it.each([
    ['hablar', ['hablar']],
    ['com*', ['com']],
    ['to*e?t', ['to']],
    ['[ab]cd*ef', ['cd', 'ef']],
    ['a*b', []],
    ['été', []],
    ['100%', ['100%']],
  ])('%s', (value, pieces) => {
    expect(literalPieces(value)).toEqual(pieces);
  });
});
