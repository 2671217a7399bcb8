import { unzipSync } from 'fflate';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { createContextInner } from '../context.js';
import type { Db } from '../db.js';
import Database from '../db/sqliteNative.js';
import { ankiPackage, type TestCollection } from '../test/ankiTestkit.js';
import { callerFor, FIXED_NOW, makeTestDb, makeUser, testDialect } from '../test/harness.js';
import type { TypingData } from '../../shared/games.js';
import { ankiPreview, warmImportWorkers } from './service.js';

// Issue 30 on both databases: real packages become one card per Anki card, rendered from their
// templates. The counts are taken here from the package's own SQLite, without project code.

const FIXTURES = process.env.CARDCADE_FIXTURES ?? '';
const present = FIXTURES !== '' && fs.existsSync(path.join(FIXTURES, 'MANIFEST.json'));
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'anki/apkg', name)));

beforeAll(() => warmImportWorkers(testConfig()), 120_000);
const dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

/** Runs `read` on the package's collection.anki2 (all four fixtures are the legacy format). */
function withPackageSqlite<T>(bytes: Uint8Array, read: (db: Database.Database) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h8-anki-'));
  try {
    const file = path.join(dir, 'c.sqlite');
    fs.writeFileSync(file, unzipSync(bytes)['collection.anki2']);
    const db = new Database(file, { readonly: true });
    try {
      return read(db);
    } finally {
      db.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface Model {
  name: string;
  type: number;
  flds: { name: string }[];
}
const modelsOf = (db: Database.Database) => JSON.parse((db.prepare('SELECT models FROM col').get() as { models: string }).models) as Record<string, Model>;

async function setup() {
  const db = await makeTestDb();
  dbs.push(db);
  const user = await makeUser(db);
  const ctx = { ...createContextInner({ db, user, now: () => FIXED_NOW, config: testConfig() }), user };
  return { db, ctx, api: callerFor(db, user) };
}

const deckCards = (db: Db, deckId: number) => db.selectFrom('cards').select(['term', 'definition']).where('deck_id', '=', deckId).orderBy('id').execute();

describe.skipIf(!present)(`Anki notes as Anki shows them: real packages (${testDialect})`, () => {
  it('Amino Acids: one card per Anki card (107), six templates with an example each', async () => {
    const bytes = fixture('anki2-anki-reader-Amino_Acid_Flashcards.apkg');
    const ankiCards = withPackageSqlite(bytes, (sqlite) => (sqlite.prepare('SELECT COUNT(*) AS n FROM cards').get() as { n: number }).n);
    expect(ankiCards).toBe(107);
    const { db, ctx, api } = await setup();
    const preview = await ankiPreview(ctx, { fileName: 'amino.apkg', bytes }, 'single_deck');
    expect(preview.errorSummary.totalCardsAttempted).toBe(ankiCards);
    const [type] = preview.ankiNoteTypes ?? [];
    expect(type.templates).toHaveLength(6);
    expect(type.templates.reduce((sum, template) => sum + template.cardCount, 0)).toBe(ankiCards);
    for (const template of type.templates) expect(template.example?.front, template.name).toBeTruthy();
    const result = await api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId });
    expect(result.createdDecks[0].cardCount).toBe(ankiCards);
    expect(await deckCards(db, result.createdDecks[0].id)).toHaveLength(ankiCards);
  });

  it('AnkiDroid templates: cloze notes one card per deletion, reversed note types every card', async () => {
    const bytes = fixture('anki2-ankidroid-templates.apkg');
    const truth = withPackageSqlite(bytes, (sqlite) => {
      const models = modelsOf(sqlite);
      const rows = sqlite.prepare('SELECT n.mid AS mid, COUNT(*) AS cards FROM cards c JOIN notes n ON n.id = c.nid GROUP BY n.mid').all() as { mid: number; cards: number }[];
      return new Map(rows.map((row) => [models[String(row.mid)].name, { cards: row.cards, cloze: models[String(row.mid)].type === 1 }]));
    });
    const { ctx } = await setup();
    const preview = await ankiPreview(ctx, { fileName: 'droid.apkg', bytes }, 'collection');
    const made = new Map((preview.ankiNoteTypes ?? []).map((type) => [type.name, type]));
    const cloze = made.get('cloze')!;
    expect(cloze.kind).toBe('cloze');
    expect(cloze.templates[0].cardCount + cloze.templates[0].emptyCards).toBe(truth.get('cloze')!.cards);
    expect(cloze.templates[0].example?.front).toContain('[...]');
    // Every Anki card is made or counted as one Anki would not show.
    for (const [name, { cards }] of truth) {
      const type = made.get(name)!;
      expect(type.templates.reduce((sum, t) => sum + t.cardCount + t.emptyCards, 0), name).toBe(cards);
    }
  });

  it("every default note type, and 'optional reversed' makes its reverse only when 'Add Reverse' is filled", async () => {
    const bytes = fixture('anki2-cardoverflow-AllDefaultTemplatesAndImageAndMp3.apkg');
    const truth = withPackageSqlite(bytes, (sqlite) => {
      const models = modelsOf(sqlite);
      const notes = sqlite.prepare('SELECT mid, flds FROM notes').all() as { mid: number; flds: string }[];
      const count = (name: string, filter: (fields: string[]) => boolean = () => true) =>
        notes.filter((note) => models[String(note.mid)].name === name && filter(note.flds.split('\x1f'))).length;
      return {
        basic: count('Basic'),
        reversed: 2 * count('Basic (and reversed card)'),
        optional: count('Basic (optional reversed card)') + count('Basic (optional reversed card)', (fields) => fields[2].trim() !== ''),
        typing: count('Basic (type in the answer)'),
      };
    });
    const { ctx } = await setup();
    const preview = await ankiPreview(ctx, { fileName: 'all.apkg', bytes }, 'single_deck');
    const cardsOf = (name: string) => preview.ankiNoteTypes!.find((type) => type.name === name)!.templates.reduce((sum, t) => sum + t.cardCount, 0);
    expect(cardsOf('Basic')).toBe(truth.basic);
    expect(cardsOf('Basic (and reversed card)')).toBe(truth.reversed);
    expect(cardsOf('Basic (optional reversed card)')).toBe(truth.optional);
    expect(cardsOf('Basic (type in the answer)')).toBe(truth.typing);
    // {{type:Back}} shows nothing: the front is the question alone.
    const typing = preview.ankiNoteTypes!.find((type) => type.name === 'Basic (type in the answer)')!;
    expect(typing.templates[0].example?.front).not.toContain('type:');
  });

  it('Korean grammar: the meaning (Usage) is on the back, and choosing fields makes one card per note', async () => {
    const bytes = fixture('anki2-genanki-korean_grammar_intermediate.apkg');
    const first = withPackageSqlite(bytes, (sqlite) => (sqlite.prepare('SELECT flds FROM notes ORDER BY id LIMIT 1').get() as { flds: string }).flds.split('\x1f'));
    const { db, ctx, api } = await setup();
    const preview = await ankiPreview(ctx, { fileName: 'korean.apkg', bytes }, 'single_deck');
    const [type] = preview.ankiNoteTypes!;
    const usage = type.fields.indexOf('Usage');
    expect(usage).toBeGreaterThan(0);
    const card = preview.previewCards[0];
    expect(card.term).toContain(first[0]);
    expect(card.definition).toContain(first[usage]);

    const result = await api.imports.confirm({
      type: 'anki',
      temporaryImportId: preview.temporaryImportId,
      anki: { noteTypes: [{ id: type.id, mode: 'fields', term: 0, definition: usage }], deckName: 'Korean grammar' },
    });
    expect(result.createdDecks[0].name).toBe('Korean grammar');
    const cards = await deckCards(db, result.createdDecks[0].id);
    expect(cards).toHaveLength(type.noteCount);
    expect(cards[0]).toEqual({ term: first[0], definition: first[usage] });
  });
});

// Built here, so it runs without the fixtures: two templates, a skipped one, renamed decks.
const TWO_TEMPLATES: TestCollection = {
  notetypes: [
    {
      id: 7,
      name: 'Word',
      fields: ['Word', 'Meaning', 'Notes'],
      templates: [
        { name: 'Recognise', qfmt: '{{Word}}', afmt: '{{FrontSide}}<hr id=answer>{{Meaning}}' },
        { name: 'Recall', qfmt: '{{Meaning}}', afmt: '{{FrontSide}}<hr id=answer>{{Word}}' },
      ],
    },
  ],
  decks: [
    { id: 10, name: 'Lang::French' },
    { id: 11, name: 'Lang::Spanish' },
  ],
  notes: [
    { fields: ['chat', 'cat', 'n1'], notetype: 0, cards: [{ deck: 10, ord: 0 }, { deck: 10, ord: 1 }] },
    { fields: ['perro', 'dog', ''], notetype: 0, cards: [{ deck: 11, ord: 0 }, { deck: 11, ord: 1 }] },
  ],
};

describe(`Anki preview choices on confirm (${testDialect})`, () => {
  it('skips a template and renames the decks', async () => {
    const { db, ctx, api } = await setup();
    const preview = await ankiPreview(ctx, { fileName: 'words.apkg', bytes: ankiPackage(TWO_TEMPLATES, 'anki21b') }, 'collection');
    expect(preview.errorSummary.totalCardsAttempted).toBe(4);
    const [type] = preview.ankiNoteTypes!;
    expect(type.unusedFields).toEqual([{ name: 'Notes', filledNotes: 1 }]);
    expect(type.templates.map((t) => [t.name, t.cardCount, t.example?.front, t.example?.back])).toEqual([
      ['Recognise', 2, 'chat', 'cat'],
      ['Recall', 2, 'cat', 'chat'],
    ]);
    const result = await api.imports.confirm({
      type: 'anki',
      temporaryImportId: preview.temporaryImportId,
      anki: { noteTypes: [{ id: 7, mode: 'templates', skipTemplates: [1] }], renameDecks: [{ from: 'Lang::French', to: 'French' }] },
    });
    expect(result.createdDecks.map((deck) => [deck.name, deck.cardCount])).toEqual([
      ['French', 1],
      ['Lang::Spanish', 1],
    ]);
    expect(await deckCards(db, result.createdDecks[0].id)).toEqual([{ term: 'chat', definition: 'cat' }]);
  });

  it.each([
    [{ noteTypes: [{ id: 99, mode: 'templates' as const }] }, 'Note type 99 is not in this import.'],
    [{ noteTypes: [{ id: 7, mode: 'templates' as const, skipTemplates: [5] }] }, 'Note type “Word” has no template 5.'],
    [{ noteTypes: [{ id: 7, mode: 'fields' as const, term: 0, definition: 9 }] }, 'Note type “Word” has no field 9.'],
    [{ noteTypes: [{ id: 7, mode: 'fields' as const, term: 1, definition: 1 }] }, 'The term and the definition of note type “Word” must be different fields.'],
    [{ renameDecks: [{ from: 'Nope', to: 'X' }] }, 'There is no deck “Nope” in this import.'],
    [{ deckName: 'One' }, 'A deck name can only be chosen for an import into one deck.'],
  ])('refuses choices the preview did not offer: %j', async (anki, message) => {
    const { db, ctx, api } = await setup();
    const preview = await ankiPreview(ctx, { fileName: 'words.apkg', bytes: ankiPackage(TWO_TEMPLATES, 'anki2') }, 'collection');
    await expect(api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId, anki })).rejects.toThrow(message);
    expect(await db.selectFrom('decks').select('id').execute()).toHaveLength(0);
  });

  it("a template's {{tts}} sets the deck's speech language for that side; chosen fields drop it", async () => {
    const { db, ctx, api } = await setup();
    const spoken: TestCollection = {
      ...TWO_TEMPLATES,
      notetypes: [
        {
          ...TWO_TEMPLATES.notetypes[0],
          templates: [
            { name: 'Recognise', qfmt: '{{tts fr_FR voices=Apple_Thomas:Word}}{{Word}}', afmt: '{{FrontSide}}<hr id=answer>{{tts en_us:Meaning}}{{Meaning}}' },
            { name: 'Recall', qfmt: '{{Meaning}}', afmt: '{{FrontSide}}<hr id=answer>{{tts english:Word}}{{Word}}' },
          ],
        },
      ],
    };
    const languages = async (deckId: number) => db.selectFrom('decks').select(['term_language', 'definition_language']).where('id', '=', deckId).executeTakeFirstOrThrow();
    const preview = await ankiPreview(ctx, { fileName: 'words.apkg', bytes: ankiPackage(spoken, 'anki21b') }, 'collection');
    expect(preview.ankiNoteTypes![0].templates.map((t) => t.speech)).toEqual([{ front: 'fr-FR', back: 'en-US' }, undefined]);
    const result = await api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId });
    expect(await languages(result.createdDecks[0].id)).toEqual({ term_language: 'fr-FR', definition_language: 'en-US' });

    const again = await ankiPreview(ctx, { fileName: 'words.apkg', bytes: ankiPackage(spoken, 'anki21b') }, 'collection');
    const fields = await api.imports.confirm({ type: 'anki', temporaryImportId: again.temporaryImportId, anki: { noteTypes: [{ id: 7, mode: 'fields', term: 1, definition: 0 }] } });
    expect(await languages(fields.createdDecks[0].id)).toEqual({ term_language: null, definition_language: null });
  });

  it("a {{hint:…}} stays on the card behind its button but is not part of the answer to type or hear", async () => {
    const { db, ctx, api } = await setup();
    const hinted: TestCollection = {
      ...TWO_TEMPLATES,
      notetypes: [{ ...TWO_TEMPLATES.notetypes[0], templates: [{ name: 'Recognise', qfmt: '{{Word}}', afmt: '{{FrontSide}}<hr id=answer>{{Meaning}}<br>{{hint:Notes}}' }] }],
      notes: [{ fields: ['chat', 'cat', 'a <b>pet</b> that purrs'], notetype: 0, cards: [{ deck: 10, ord: 0 }] }],
    };
    const preview = await ankiPreview(ctx, { fileName: 'hint.apkg', bytes: ankiPackage(hinted, 'anki21b') }, 'collection');
    const result = await api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId });
    const deckId = result.createdDecks[0].id;
    const card = await db.selectFrom('cards').select(['definition', 'definition_html']).where('deck_id', '=', deckId).executeTakeFirstOrThrow();
    expect(card.definition).toBe('cat');
    expect(card.definition_html).toContain('<span class="cardcade-hint">a <b>pet</b> that purrs</span>');
    const typing = (await api.games.generate({ deckId, gameType: 'typing' })) as TypingData;
    expect(typing.items[0]).toMatchObject({ prompt: { text: 'chat' }, answer: 'cat' });
  });

  it('refuses a malformed choice at the edge (zod)', async () => {
    const { ctx, api } = await setup();
    const preview = await ankiPreview(ctx, { fileName: 'words.apkg', bytes: ankiPackage(TWO_TEMPLATES, 'anki2') }, 'collection');
    await expect(
      api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId, anki: { noteTypes: [{ id: 7, mode: 'everything' as 'fields' }] } }),
    ).rejects.toThrow("A note type's mode must be 'templates' or 'fields'.");
  });

  it('re-import matches cards by note guid + template ordinal, so a changed (newer) front keeps its card', async () => {
    const { db, ctx, api } = await setup();
    const first = await ankiPreview(ctx, { fileName: 'words.apkg', bytes: ankiPackage(TWO_TEMPLATES, 'anki2') }, 'single_deck');
    const created = await api.imports.confirm({ type: 'anki', temporaryImportId: first.temporaryImportId });
    const deckId = created.createdDecks[0].id;
    const before = await db.selectFrom('cards').select(['id', 'term', 'anki_key']).where('deck_id', '=', deckId).orderBy('id').execute();
    expect(before.map((card) => [card.term, card.anki_key])).toEqual([
      ['chat', 'g0:0'],
      ['cat', 'g0:1'],
      ['perro', 'g1:0'],
      ['dog', 'g1:1'],
    ]);
    // The same notes (same guids), the word of the first one corrected.
    const changed: TestCollection = { ...TWO_TEMPLATES, notes: TWO_TEMPLATES.notes.map((note, index) => (index === 0 ? { ...note, fields: ['le chat', 'cat', 'n1'], mod: FIXED_NOW.getTime() / 1000 + 60 } : note)) };
    const second = await ankiPreview(ctx, { fileName: 'words.apkg', bytes: ankiPackage(changed, 'anki2') }, 'single_deck');
    const result = await api.imports.confirm({ type: 'anki', temporaryImportId: second.temporaryImportId, updateDeckId: deckId });
    expect(result.message).toContain('2 cards changed, 0 added, 2 unchanged');
    const after = await db.selectFrom('cards').select(['id', 'term', 'definition']).where('deck_id', '=', deckId).orderBy('id').execute();
    expect(after.map((card) => card.id)).toEqual(before.map((card) => card.id));
    expect(after.slice(0, 2).map((card) => [card.term, card.definition])).toEqual([
      ['le chat', 'cat'],
      ['cat', 'le chat'],
    ]);
  });
});
