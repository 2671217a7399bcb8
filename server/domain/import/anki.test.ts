import fs from 'node:fs';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IMPORT_ERRORS, ImportInputError } from './errors.js';
import { commonDeckRoot, extractCollection, parseAnkiPackage, withTempSqlite } from './anki.js';
import { ankiPackage, legacyCollection, type TestCollection } from '../../test/ankiTestkit.js';

const MIXED: TestCollection = {
  notetypes: [
    { id: 1, name: 'Basic' },
    { id: 2, name: 'Cloze', cloze: true },
  ],
  decks: [
    { id: 1, name: 'Default' }, // no cards: never created
    { id: 10, name: 'Lang', description: '<b>All</b> languages' },
    { id: 11, name: 'Lang::French' },
    { id: 12, name: 'Lang::German' },
    { id: 99, name: 'Filtered', filtered: true },
  ],
  notes: [
    { fields: ['<div>chat</div>', 'cat&nbsp;<img src="c.jpg">'], notetype: 0, cards: [{ deck: 11 }] },
    // Basic (and reversed) note: two cards, still one flashcard.
    { fields: ['Hund', 'dog[sound:dog.mp3]'], notetype: 0, cards: [{ deck: 12 }, { deck: 12 }] },
    // Parked in a filtered deck: belongs to its home deck (odid).
    { fields: ['Katze', 'cat'], notetype: 0, cards: [{ deck: 12, filteredIn: 99 }] },
    // Cloze with two numbers → two flashcards; the second field is the Extra (docs/study-modes.md).
    { fields: ['{{c1::Paris}} is the capital of {{c2::France::country}}', 'In <b>Europe</b>'], notetype: 1, cards: [{ deck: 11, ord: 0 }, { deck: 11, ord: 1 }] },
    // Empty definition: attempted, reported with an error later.
    { fields: ['lonely', ''], notetype: 0, cards: [{ deck: 10 }] },
  ],
};

const FORMATS = ['anki2', 'anki21', 'anki21b'] as const;

describe.each(FORMATS)('parseAnkiPackage (%s)', (format) => {
  const bytes = ankiPackage(MIXED, format);

  it('maps notes and cloze cards to flashcards, in collection mode one deck per Anki deck with cards', async () => {
    const draft = await parseAnkiPackage(bytes, { mode: 'collection', fileName: 'mixed.apkg' });
    expect(draft.target).toBe('each');
    expect(draft.source).toBe('anki');
    expect(draft.decks.map((deck) => deck.name)).toEqual(['Lang', 'Lang::French', 'Lang::German']);
    const byDeck = draft.cards.map((card) => [draft.decks[card.deck].name, card.term, card.definition]);
    expect(byDeck).toEqual([
      ['Lang::French', 'chat', 'cat'],
      ['Lang::German', 'Hund', 'dog'],
      ['Lang::German', 'Katze', 'cat'],
      ['Lang::French', '[...] is the capital of France', '[Paris] is the capital of France\n\nIn Europe'],
      ['Lang::French', 'Paris is the capital of [country]', 'Paris is the capital of [France]\n\nIn Europe'],
      ['Lang', 'lonely', ''],
    ]);
    expect(draft.decks[0].description).toBe('All languages');
    // The cloze cards keep their number, their note's source and key, and their hidden text.
    const cloze = draft.cards.filter((card) => card.cloze).map((card) => card.cloze!);
    expect(cloze.map(({ number, text, extra, answer }) => ({ number, text, extra, answer }))).toEqual([
      { number: 1, text: '{{c1::Paris}} is the capital of {{c2::France::country}}', extra: 'In Europe', answer: 'Paris' },
      { number: 2, text: '{{c1::Paris}} is the capital of {{c2::France::country}}', extra: 'In Europe', answer: 'France' },
    ]);
    expect(cloze[0].note).toBe(cloze[1].note);
    expect(draft.cards.filter((card) => !card.cloze)).toHaveLength(4);
  });

  it('never reads the "please update" decoy', async () => {
    const draft = await parseAnkiPackage(bytes, { mode: 'collection', fileName: 'x.apkg' });
    expect(draft.cards.some((card) => card.term.includes('Please update'))).toBe(false);
    expect(draft.decks.some((deck) => deck.name === 'Default')).toBe(false);
  });

  it('single_deck mode proposes the common root of the decks with cards', async () => {
    const draft = await parseAnkiPackage(bytes, { mode: 'single_deck', fileName: 'x.apkg' });
    expect(draft.target).toBe('one');
    expect(draft.proposedDeckName).toBe('Lang');
    expect(draft.proposedDescription).toBe('All languages');
    expect(draft.cards).toHaveLength(6);
  });

  it('an empty package is zero cards, not an error', async () => {
    const empty = ankiPackage({ notetypes: [{ id: 1, name: 'Basic' }], decks: [{ id: 1, name: 'Default' }], notes: [] }, format);
    const draft = await parseAnkiPackage(empty, { mode: 'collection', fileName: 'empty.colpkg' });
    expect(draft.cards).toEqual([]);
    expect(draft.decks).toEqual([]);
    expect(draft.proposedDeckName).toBe('empty');
  });
});

describe('Anki package errors', () => {
  const valid = ankiPackage(MIXED, 'anki2');
  const parse = (bytes: Uint8Array) => parseAnkiPackage(bytes, { mode: 'collection', fileName: 'x.apkg' });

  it.each<[string, Uint8Array, string]>([
    ['not a zip', new TextEncoder().encode('hello, I am text'), IMPORT_ERRORS.notAZip],
    ['a zip without a collection', zipSync({ 'notes.txt': new TextEncoder().encode('hi') }), IMPORT_ERRORS.notAnki],
    ['a truncated zip', valid.subarray(0, Math.floor(valid.length / 2)), IMPORT_ERRORS.corruptZip],
    ['a collection that is not SQLite', zipSync({ 'collection.anki2': new Uint8Array(5000).fill(7) }), IMPORT_ERRORS.corruptCollection],
    ['anki21b that is not zstd', zipSync({ 'collection.anki21b': legacyCollection(MIXED) }), IMPORT_ERRORS.corruptZip],
  ])('%s', async (_name, bytes, message) => {
    await expect(parse(bytes)).rejects.toThrow(new ImportInputError(message));
  });

  it('a corrupted deflate stream is a corrupt zip', async () => {
    const broken = valid.slice();
    // Overwrite the middle of the compressed collection with garbage.
    for (let i = 200; i < 600; i++) broken[i] = (i * 31) & 0xff;
    await expect(parse(broken)).rejects.toThrow(ImportInputError);
  });

  it('refuses more cards than the limit', async () => {
    await expect(parseAnkiPackage(valid, { mode: 'collection', fileName: 'x.apkg', maxCards: 3 })).rejects.toThrow(
      IMPORT_ERRORS.tooManyCards(3, 6),
    );
  });
});

describe('zip bomb guard', () => {
  // 70 MB of zeros deflates to ~70 kB: 1000× — above the 64 MB floor of the limit.
  const zeros = new Uint8Array(70 * 1024 * 1024);
  const bomb = zipSync({ 'collection.anki2': zeros }, { level: 9 });
  const message = IMPORT_ERRORS.zipBomb(64);

  it('rejects a package whose headers declare too much', async () => {
    await expect(extractCollection(bomb)).rejects.toThrow(message);
  });

  it('a lying size field is stopped as soon as the output passes it', async () => {
    const lying = bomb.slice();
    const view = new DataView(lying.buffer);
    // Patch the uncompressed size in the central directory and the local header to 1 kB.
    for (let i = lying.length - 22; i >= 0; i--) {
      if (view.getUint32(i, true) === 0x02014b50) {
        view.setUint32(i + 24, 1024, true);
        break;
      }
    }
    view.setUint32(22, 1024, true);
    await expect(extractCollection(lying)).rejects.toThrow(IMPORT_ERRORS.sizeMismatch);
  });
});

describe('temporary SQLite file', () => {
  const sqlite = legacyCollection(MIXED);

  it('is removed after reading', () => {
    const file = withTempSqlite(sqlite, (db) => db.name);
    expect(file).toMatch(/cardcade-import-/);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('is removed when reading fails', () => {
    let file = '';
    expect(() =>
      withTempSqlite(sqlite, (db) => {
        file = db.name;
        throw new ImportInputError('boom');
      }),
    ).toThrow('boom');
    expect(file).not.toBe('');
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe('commonDeckRoot', () => {
  it.each([
    [['A::B::C'], 'A::B::C'],
    [['A::B', 'A::C'], 'A'],
    [['A::B::x', 'A::B::y', 'A::B'], 'A::B'],
    [['A', 'B'], ''],
    [[], ''],
  ])('%j → %s', (names, root) => {
    expect(commonDeckRoot(names)).toBe(root);
  });
});

// The schedule of every card is read only when some card can have history (anki.ts hasAnyHistory).
describe('history reading is skipped only when there is none', () => {
  const NOW = Date.UTC(2026, 0, 15);
  const collection = (scheduled: boolean): TestCollection => ({
    crt: Math.floor(Date.UTC(2025, 0, 1) / 1000),
    notetypes: [{ id: 1, name: 'Basic' }],
    decks: [{ id: 10, name: 'Deck' }],
    notes: [
      { fields: ['new', 'nouveau'], notetype: 0, cards: [{ deck: 10 }] },
      {
        fields: ['old', 'ancien'],
        notetype: 0,
        cards: [{ deck: 10, ...(scheduled ? { schedule: { type: 2, queue: 2, due: 400, ivl: 30, factor: 2300, reps: 9 } } : {}) }],
      },
    ],
  });

  it.each(['anki2', 'anki21b'] as const)('%s: a card Anki scheduled without any revlog row keeps its state; new cards have none', async (format) => {
    const draft = await parseAnkiPackage(ankiPackage(collection(true), format), { mode: 'collection', fileName: 'h.apkg', now: NOW });
    expect(draft.cards.map((card) => [card.term, card.history !== undefined])).toEqual([
      ['new', false],
      ['old', true],
    ]);
    expect(draft.ankiHistory).toBeUndefined(); // no revlog rows: nothing to count in the preview
    const fresh = await parseAnkiPackage(ankiPackage(collection(false), format), { mode: 'collection', fileName: 'h.apkg', now: NOW });
    expect(fresh.cards.every((card) => card.history === undefined)).toBe(true);
  });
});
