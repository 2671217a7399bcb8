import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { createContextInner } from '../context.js';
import type { Db } from '../db.js';
import { callerFor, FIXED_NOW, makeTestDb, makeUser, testDialect } from '../test/harness.js';
import { ankiPreview, warmImportWorkers } from './service.js';
import { unzipSync } from 'fflate';
import { readAnkiCollection } from 'anki-reader';
import { exportDeckApkg } from '../services/exports.js';
import { ankiPackage, type TestCollection } from '../test/ankiTestkit.js';

// Anki imports keep Anki's notes (docs/anki-templates.md), on both databases, with real packages
// from ../shared/fixtures. The expected values were read from each package's collection with
// Python's sqlite3, never with project code.

const FIXTURES = process.env.CARDCADE_FIXTURES ?? '';
const REALWORLD = process.env.CARDCADE_REALWORLD_ANKI ?? (FIXTURES ? path.join(path.dirname(path.resolve(FIXTURES)), 'realworld-anki') : '');
const realworldPresent = REALWORLD !== '' && fs.existsSync(path.join(REALWORLD, 'ankidroid-update3.apkg'));
const realworld = (name: string) => new Uint8Array(fs.readFileSync(path.join(REALWORLD, name)));
const present = FIXTURES !== '' && fs.existsSync(path.join(FIXTURES, 'MANIFEST.json'));
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'anki/apkg', name)));
if (!present) console.warn('\n!! ANKI NOTES TEST SKIPPED: set CARDCADE_FIXTURES\n');

beforeAll(() => warmImportWorkers(testConfig()), 120_000);
const dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

export async function setup() {
  const db = await makeTestDb();
  dbs.push(db);
  const user = await makeUser(db);
  const ctx = { ...createContextInner({ db, user, now: () => FIXED_NOW, config: testConfig() }), user };
  return { db, ctx, user, api: callerFor(db, user) };
}

const notesOf = (db: Db, userId: number) => db.selectFrom('notes').select(['id', 'guid', 'note_type_id', 'fields', 'tags', 'updated_at']).where('user_id', '=', userId).orderBy('id').execute();

describe.skipIf(!present)(`Anki imports keep notes and note types (${testDialect})`, () => {
  it('Amino Acids: 20 notes with their 7 fields, guids and mtimes, one note type with its templates and CSS, 107 cards linked by ordinal', async () => {
    const { db, ctx, user, api } = await setup();
    const preview = await ankiPreview(ctx, { fileName: 'amino.apkg', bytes: fixture('anki2-anki-reader-Amino_Acid_Flashcards.apkg') }, 'single_deck');
    const before = JSON.stringify(preview.ankiNoteTypes);
    const result = await api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId });
    expect(result.createdDecks[0].cardCount).toBe(107);
    const types = await db.selectFrom('note_types').selectAll().where('user_id', '=', user.id).where('anki_id', '=', 1365293031514).execute();
    expect(types).toHaveLength(1);
    const type = types[0];
    expect(type.name).toBe('Molecular Compound');
    expect(JSON.parse(type.fields)).toEqual(['FullName', 'ThreeLetter', 'OneLetter', 'Image', 'ChemicalType', 'Notes', 'R-Group-pKa']);
    expect((JSON.parse(type.templates) as { name: string }[]).map((t) => t.name)).toEqual(['Structure', 'FullName', 'ThreeLetter', 'OneLetter', 'ChemicalType', 'R Group pKa']);
    expect(type.css.length).toBe(111);
    expect(Number(type.updated_at)).toBe(1420738577 * 1000);
    const notes = await notesOf(db, user.id);
    expect(notes).toHaveLength(20);
    const alanine = notes.find((note) => note.guid === 'P=y]kP1gS/')!;
    expect(alanine.note_type_id).toBe(type.id);
    const fields = JSON.parse(alanine.fields) as string[];
    expect(fields).toHaveLength(7);
    expect([fields[0], fields[1], fields[2], fields[4], fields[6]]).toEqual(['alanine', 'ala', 'a', 'nonpolar', '']);
    expect(Number(alanine.updated_at)).toBe(1420738816 * 1000);
    expect(notes.find((note) => note.guid === 'I%=7szE.`0')).toBeDefined();
    // Every card is its note's, by the Anki card's ordinal: 20 cards of ordinals 0 to 4, 7 of 5.
    const cards = await db.selectFrom('cards').select(['note_id', 'ord']).where('deck_id', '=', result.createdDecks[0].id).execute();
    expect(cards.every((card) => card.note_id !== null && notes.some((note) => note.id === card.note_id))).toBe(true);
    const perOrd = new Map<number, number>();
    for (const card of cards) perOrd.set(card.ord, (perOrd.get(card.ord) ?? 0) + 1);
    expect(Object.fromEntries(perOrd)).toEqual({ 0: 20, 1: 20, 2: 20, 3: 20, 4: 20, 5: 7 });
    expect((await db.selectFrom('cards').select('ord').where('note_id', '=', alanine.id).orderBy('ord').execute()).map((c) => c.ord)).toEqual([0, 1, 2, 3, 4]);
    // The preview is unchanged by it.
    expect(JSON.stringify(preview.ankiNoteTypes)).toBe(before);
  });

  it('Anki’s stock Basic and Basic (and reversed card) map onto the built-ins; tags come across', async () => {
    const { db, ctx, user, api } = await setup();
    const preview = await ankiPreview(ctx, { fileName: 'co.apkg', bytes: fixture('anki2-cardoverflow-AllDefaultTemplatesAndImageAndMp3.apkg') }, 'single_deck');
    await api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId });
    const builtins = new Map((await db.selectFrom('note_types').select(['id', 'builtin']).where('user_id', '=', user.id).where('builtin', 'is not', null).execute()).map((row) => [row.builtin, row.id]));
    const notes = await notesOf(db, user.id);
    const basic = notes.find((note) => note.guid === 'hdW&ZLKq1B')!;
    expect(basic.note_type_id).toBe(builtins.get('basic'));
    expect(JSON.parse(basic.fields)).toEqual(['Basic Front', 'Basic Back']);
    expect(basic.tags).toBe(' Basic Tag ');
    expect(notes.find((note) => note.guid === 'Dq.!@mFght')!.note_type_id).toBe(builtins.get('basic-reversed'));
    // Anki's 'Cloze' names its second field 'Extra', not 'Back Extra': a note type of its own.
    const cloze = notes.find((note) => note.guid === 'yuqNm3;_r2')!;
    expect(cloze.note_type_id).not.toBe(builtins.get('cloze'));
    expect(JSON.parse(cloze.fields)[1]).toBe('Cloze extra');
  });

  it('importing the same package again as new decks reuses the same note type and gives no guid twice', async () => {
    const { db, ctx, user, api } = await setup();
    for (let i = 0; i < 2; i++) {
      const preview = await ankiPreview(ctx, { fileName: 'amino.apkg', bytes: fixture('anki2-anki-reader-Amino_Acid_Flashcards.apkg') }, 'single_deck');
      await api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId });
    }
    expect(await db.selectFrom('note_types').select('id').where('user_id', '=', user.id).where('anki_id', '=', 1365293031514).execute()).toHaveLength(1);
    const notes = await notesOf(db, user.id);
    expect(notes).toHaveLength(40);
    expect(new Set(notes.map((note) => note.guid)).size).toBe(40);
  });

  // Anki's own tests (test_anki2_updates; AnkiDroid's testDupeIgnore): update2 (newer, same note
  // type) updates "hello" to "goodbye"; update1 again changes nothing; update3 (newer, but its note
  // from another note type id) is a duplicate left alone: "hello" stays.
  async function importUpdate1() {
    const setupped = await setup();
    const preview = await ankiPreview(setupped.ctx, { fileName: 'update1.apkg', bytes: fixture('anki2-ankitects-update1.apkg') }, 'single_deck');
    const created = await setupped.api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId });
    const deckId = created.createdDecks[0].id;
    const reimport = async (bytes: Uint8Array) => {
      const next = await ankiPreview(setupped.ctx, { fileName: 'update.apkg', bytes }, 'single_deck');
      return setupped.api.imports.confirm({ type: 'anki', temporaryImportId: next.temporaryImportId, updateDeckId: deckId });
    };
    const state = async () => {
      const notes = await notesOf(setupped.db, setupped.user.id);
      const cards = await setupped.db.selectFrom('cards').select(['term', 'definition', 'note_id']).where('deck_id', '=', deckId).execute();
      return { notes: notes.map((note) => [note.guid, JSON.parse(note.fields), Number(note.updated_at)]), cards: cards.map((card) => [card.term, card.definition, card.note_id === notes[0]?.id]) };
    };
    return { ...setupped, deckId, reimport, state };
  }

  it('update1: one note, hello/world, its mtime kept', async () => {
    const { state } = await importUpdate1();
    expect(await state()).toEqual({ notes: [['cU1%zNUzk1', ['hello', 'world'], 1375933503_000]], cards: [['hello', 'world', true]] });
  });

  it('update1 again changes nothing (not newer)', async () => {
    const { state, reimport } = await importUpdate1();
    const result = await reimport(fixture('anki2-ankitects-update1.apkg'));
    expect(result.message).toContain('0 cards changed, 0 added, 1 unchanged');
    expect(await state()).toEqual({ notes: [['cU1%zNUzk1', ['hello', 'world'], 1375933503_000]], cards: [['hello', 'world', true]] });
  });

  it('update2 over update1 (newer, same note type): the note and its card say goodbye, progress kept', async () => {
    const { db, deckId, state, reimport } = await importUpdate1();
    const before = await db.selectFrom('cards').select('id').where('deck_id', '=', deckId).execute();
    const result = await reimport(fixture('anki2-ankitects-update2.apkg'));
    expect(result.message).toContain('1 card changed, 0 added, 0 unchanged');
    expect(await state()).toEqual({ notes: [['cU1%zNUzk1', ['goodbye', 'world'], 1375933856_000]], cards: [['goodbye', 'world', true]] });
    expect(await db.selectFrom('cards').select('id').where('deck_id', '=', deckId).execute()).toEqual(before);
  });

  it.skipIf(!realworldPresent)('update3 over update1 (another note type id): a duplicate left alone, "hello" stays', async () => {
    const { state, reimport } = await importUpdate1();
    const result = await reimport(realworld('ankidroid-update3.apkg'));
    expect(result.message).toContain('0 cards changed, 0 added, 1 unchanged');
    expect(await state()).toEqual({ notes: [['cU1%zNUzk1', ['hello', 'world'], 1375933503_000]], cards: [['hello', 'world', true]] });
  });

  it('re-import updates a note type (templates, CSS) only when the package’s copy is newer', async () => {
    const { db, ctx, user, api } = await setup();
    const words = (mod: number, css: string, back: string): TestCollection => ({
      notetypes: [{ id: 1500000000000, name: 'Word', fields: ['Word', 'Meaning'], templates: [{ name: 'Card 1', qfmt: '{{Word}}', afmt: `{{FrontSide}}<hr id=answer>${back}` }], mod, css }],
      decks: [{ id: 1, name: 'Words' }],
      notes: [{ fields: ['chat', 'cat'], notetype: 0, cards: [{ deck: 1 }], mod: 1_600_000_000 }],
    });
    const typeOf = () => db.selectFrom('note_types').select(['css', 'templates', 'updated_at']).where('user_id', '=', user.id).where('anki_id', '=', 1500000000000).executeTakeFirstOrThrow();
    const first = await ankiPreview(ctx, { fileName: 'w.apkg', bytes: ankiPackage(words(1_600_000_000, '.a {}', '{{Meaning}}'), 'anki2') }, 'single_deck');
    const deckId = (await api.imports.confirm({ type: 'anki', temporaryImportId: first.temporaryImportId })).createdDecks[0].id;
    expect(await typeOf()).toMatchObject({ css: '.a {}' });
    const reimport = async (collection: TestCollection) => {
      const next = await ankiPreview(ctx, { fileName: 'w.apkg', bytes: ankiPackage(collection, 'anki2') }, 'single_deck');
      await api.imports.confirm({ type: 'anki', temporaryImportId: next.temporaryImportId, updateDeckId: deckId });
    };
    // Older: left alone.
    await reimport(words(1_500_000_000, '.old {}', '<i>{{Meaning}}</i>'));
    expect(await typeOf()).toMatchObject({ css: '.a {}' });
    // Newer: its templates and CSS, and its mtime.
    await reimport(words(1_700_000_000, '.b {}', '<b>{{Meaning}}</b>'));
    const updated = await typeOf();
    expect(updated.css).toBe('.b {}');
    expect(JSON.parse(updated.templates)[0].back).toBe('{{FrontSide}}<hr id=answer><b>{{Meaning}}</b>');
    expect(Number(updated.updated_at)).toBe(1_700_000_000_000);
  });

  // Import → export → import (docs/export.md): the package read back by anki-reader (an
  // independent reader, sql.js over the exported collection) holds the same note types and notes,
  // and a second import of it gives the same fields, templates and tags.
  it.each([
    ['anki2-anki-reader-Amino_Acid_Flashcards.apkg', 20],
    ['anki2-cardoverflow-AllDefaultTemplatesAndImageAndMp3.apkg', 8],
  ])('%s: import → export → import keeps fields, templates, tags and guids', async (name, noteCount) => {
    const first = await setup();
    const preview = await ankiPreview(first.ctx, { fileName: name, bytes: fixture(name) }, 'single_deck');
    const created = await first.api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId });
    const before = await notesWithTypes(first.db, first.user.id);
    expect(before).toHaveLength(noteCount);

    const file = await exportDeckApkg(first.ctx, created.createdDecks[0].id);
    const chunks: Uint8Array[] = [];
    for await (const chunk of file.body) chunks.push(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
    const bytes = new Uint8Array(Buffer.concat(chunks));

    // anki-reader: models and notes as Anki reads them.
    const collection = await readAnkiCollection(unzipSync(bytes)['collection.anki21']);
    const models = Object.values(collection.getModels()).map((model) => model.getRawModel() as { id: number; name: string; css: string; flds: { name: string }[]; tmpls: { name: string; qfmt: string; afmt: string; ord: number }[] });
    const raw = collection.getRawCollection().exec('SELECT guid, mid, flds, tags FROM notes ORDER BY id')[0].values as [string, number, string, string][];
    const read = raw.map(([guid, mid, flds, tags]) => {
      const model = models.find((entry) => Number(entry.id) === Number(mid))!;
      return { guid, fields: flds.split('\x1f').map(withoutFiles), tags: tags.trim().split(/\s+/).filter(Boolean), type: model.name, fieldNames: model.flds.map((f) => f.name), templates: model.tmpls.map((t) => ({ name: t.name, front: t.qfmt, back: t.afmt })) };
    });
    // Files are the cards' (docs/anki-templates.md): a field's pictures and sounds are compared by
    // their place, not their file names, which the package renames.
    const mine = (notes: Awaited<ReturnType<typeof notesWithTypes>>) => notes.map((note) => ({ guid: note.guid, fields: note.fields.map(withoutFiles), tags: note.tags, type: note.type, fieldNames: note.fieldNames, templates: note.templates })).sort((a, b) => a.guid.localeCompare(b.guid));
    expect(read.sort((a, b) => a.guid.localeCompare(b.guid))).toEqual(mine(before));
    // Each card of the package is its note's, by ordinal.
    const cardRows = collection.getRawCollection().exec('SELECT c.ord, n.guid FROM cards c JOIN notes n ON n.id = c.nid')[0].values as [number, string][];
    const ours = await first.db.selectFrom('cards as c').innerJoin('notes as n', 'n.id', 'c.note_id').select(['c.ord', 'n.guid']).where('c.deck_id', '=', created.createdDecks[0].id).execute();
    expect(cardRows.map(([ord, guid]) => `${guid}:${ord}`).sort()).toEqual(ours.map((row) => `${row.guid}:${row.ord}`).sort());

    // …and imported again (another account): the same notes.
    const second = await setup();
    const again = await ankiPreview(second.ctx, { fileName: 'again.apkg', bytes }, 'single_deck');
    await second.api.imports.confirm({ type: 'anki', temporaryImportId: again.temporaryImportId });
    expect(mine(await notesWithTypes(second.db, second.user.id))).toEqual(mine(before));
  });
});

const withoutFiles = (field: string) => field.replace(/<img [^>]*>/g, '').replace(/\[sound:[^\]]*\]/g, '[sound]');

async function notesWithTypes(db: Db, userId: number) {
  const rows = await db
    .selectFrom('notes as n')
    .innerJoin('note_types as t', 't.id', 'n.note_type_id')
    .select(['n.guid', 'n.fields', 'n.tags', 't.name', 't.fields as type_fields', 't.templates', 't.css'])
    .where('n.user_id', '=', userId)
    .execute();
  return rows.map((row) => ({
    guid: row.guid,
    fields: JSON.parse(row.fields) as string[],
    tags: row.tags.trim().split(/\s+/).filter(Boolean),
    type: row.name,
    fieldNames: JSON.parse(row.type_fields) as string[],
    templates: JSON.parse(row.templates) as { name: string; front: string; back: string }[],
  }));
}
