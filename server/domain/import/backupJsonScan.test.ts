import { describe, expect, it } from 'vitest';
import { BackupJsonPartTooLarge, BackupJsonRepeatedKey, BackupJsonScanner, BackupJsonSyntaxError, type ScanLimits, type StreamedArray } from './backupJsonScan.js';

// The streamed reader of cardcade.json (issue 31): the skeleton plus each card and log, the same
// whatever the chunking, and every refusal it owns.

const LIMITS: ScanLimits = { elementMaxBytes: 1024, skeletonMaxBytes: 4096 };
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function scan(text: string, chunk = text.length, limits = LIMITS) {
  const elements: [StreamedArray, number, unknown][] = [];
  const ends: string[] = [];
  const scanner = new BackupJsonScanner(
    limits,
    {
      element: (array, deck, bytes) => elements.push([array, deck, JSON.parse(decoder.decode(bytes!))]),
      arrayEnd: (array, deck) => ends.push(`${array}.${deck}`),
    },
    { keepElements: true, keepSkeleton: true },
  );
  const bytes = encoder.encode(text);
  for (let at = 0; at < bytes.length; at += Math.max(1, chunk)) scanner.push(bytes.subarray(at, at + Math.max(1, chunk)));
  return { skeleton: JSON.parse(decoder.decode(scanner.end())) as unknown, elements, ends };
}

const sample = {
  format: 'cardcade-backup',
  media: [{ id: 1, note: 'a [bracket] and a "quote" {brace}' }],
  decks: [
    { name: 'A "deck" [1]', cards: [{ id: 1, term: 'x,]}', nested: { list: [1, [2, { cards: [] }]] } }, { id: 2, term: '\\"' }], reviewLogs: [{ cardId: 1 }, 7, 'text', null] },
    { reviewLogs: [{ cardId: 3 }], name: 'logs first', cards: [{ id: 3, term: 'ü €' }] },
    { name: 'empty', cards: [], reviewLogs: [ ] },
  ],
  tail: { decks: [{ cards: [1] }] },
};

describe('BackupJsonScanner', () => {
  it('splits the cards and logs from the skeleton, the same at every chunk size', () => {
    const text = JSON.stringify(sample, null, 1);
    const whole = scan(text);
    expect(whole.skeleton).toEqual({
      ...sample,
      decks: sample.decks.map((deck) => ({ ...deck, cards: [], reviewLogs: [] })),
    });
    expect(whole.elements).toEqual([
      ['cards', 0, sample.decks[0].cards[0]],
      ['cards', 0, sample.decks[0].cards[1]],
      ['reviewLogs', 0, { cardId: 1 }],
      ['reviewLogs', 0, 7],
      ['reviewLogs', 0, 'text'],
      ['reviewLogs', 0, null],
      ['reviewLogs', 1, { cardId: 3 }],
      ['cards', 1, { id: 3, term: 'ü €' }],
    ]);
    expect(whole.ends).toEqual(['cards.0', 'reviewLogs.0', 'reviewLogs.1', 'cards.1', 'cards.2', 'reviewLogs.2']);
    for (const chunk of [1, 2, 3, 7, 64]) expect(scan(text, chunk), `chunk ${chunk}`).toEqual(whole);
    expect(scan(JSON.stringify(sample), 5)).toEqual(whole);
  });

  it.each([
    ['unclosed', '{"decks": [{"cards": [{"id": 1}'],
    ['brackets that do not match', '{"decks": [{"cards": [}]}'],
    ['an empty element', '{"decks": [{"cards": [1,,2]}]}'],
    ['a trailing comma', '{"decks": [{"cards": [1,]}]}'],
    ['a leading comma', '{"decks": [{"cards": [,1]}]}'],
    ['an open string', '{"decks": "abc'],
    ['nothing', '   '],
  ])('refuses %s', (_label, text) => {
    expect(() => scan(text)).toThrow(BackupJsonSyntaxError);
  });

  it('refuses a split key twice in one object (JSON.parse would keep only the last)', () => {
    expect(() => scan('{"decks": [{"cards": [1], "cards": [2]}]}')).toThrow(BackupJsonRepeatedKey);
    expect(() => scan('{"decks": [], "decks": [{"cards": [2]}]}')).toThrow(BackupJsonRepeatedKey);
    // Keys elsewhere are the skeleton's (JSON.parse's rules).
    expect(scan('{"x": {"cards": [1], "cards": [2]}}').elements).toEqual([]);
  });

  it('caps each element and the skeleton, counting while it reads', () => {
    const long = 'x'.repeat(1100);
    expect(() => scan(`{"decks": [{"cards": ["${long}"]}]}`, 100)).toThrow(BackupJsonPartTooLarge);
    expect(() => scan(`{"other": "${long.repeat(4)}"}`, 100)).toThrow(BackupJsonPartTooLarge);
    // Many elements, each under the cap, and far more bytes than both caps in all: fine.
    const many = Array.from({ length: 2000 }, (_, id) => ({ id, term: 'a term of some length' }));
    const { elements, skeleton } = scan(JSON.stringify({ decks: [{ cards: many }] }), 333);
    expect(elements).toHaveLength(2000);
    expect(skeleton).toEqual({ decks: [{ cards: [] }] });
  });

  it('counts without keeping when elements are not wanted', () => {
    let count = 0;
    const scanner = new BackupJsonScanner(LIMITS, { element: (_array, _deck, bytes) => (count += bytes === null ? 1 : 100) }, { keepElements: false, keepSkeleton: true });
    scanner.push(encoder.encode(JSON.stringify(sample)));
    expect(JSON.parse(decoder.decode(scanner.end()))).toMatchObject({ format: 'cardcade-backup' });
    expect(count).toBe(8);
  });
});
