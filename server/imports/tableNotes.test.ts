import fs from 'node:fs';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG, NOTE_IMPORT_MSG, NOTE_MSG } from '../../shared/messages.js';
import { testConfig } from '../config.js';
import { createContextInner, type SessionUser } from '../context.js';
import type { Db } from '../db.js';
import { csvAnalyze, warmImportWorkers } from './service.js';
import { callerFor, closeTestDb, FIXED_NOW, makeTestDb, makeUser, testDialect } from '../test/harness.js';

// docs/imports.md, on SQLite and PostgreSQL: a CSV/XLSX table mapped to a note type's fields and a
// tags column. The JLPT N5 list (a real file: expression, reading, meaning, tags, guid) keeps its
// reading and its tags; Basic (and reversed card) makes two cards a row; a bad mapping is a 400
// and writes nothing; the term/definition mapping keeps working.

const FIXTURES = process.env.CARDCADE_FIXTURES ?? '';
const present = FIXTURES !== '' && fs.existsSync(path.join(FIXTURES, 'MANIFEST.json'));

beforeAll(() => warmImportWorkers(testConfig()), 120_000);
const dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => closeTestDb(db)));
});

async function setup() {
  const db = await makeTestDb();
  dbs.push(db);
  const user = await makeUser(db);
  return { db, user, api: callerFor(db, user) };
}

const ctxFor = (db: Db, user: SessionUser) => ({ ...createContextInner({ db, user, now: () => FIXED_NOW, config: testConfig() }), user });

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

const notesOf = (db: Db, userId: number) => db.selectFrom('notes').select(['id', 'fields', 'field_text', 'tags', 'note_type_id']).where('user_id', '=', userId).orderBy('id').execute();

describe(`CSV mapped to a note type's fields (${testDialect})`, () => {
  it.skipIf(!present)('the JLPT N5 list keeps its reading and its tags, a note per row', { timeout: 120_000 }, async () => {
    const { db, user, api } = await setup();
    const type = await api.noteTypes.create({
      name: 'Japanese',
      fields: ['Expression', 'Reading', 'Meaning'],
      templates: [{ name: 'Card 1', front: '{{Expression}}', back: '{{FrontSide}}<hr id=answer>{{Reading}}<br>{{Meaning}}' }],
    });
    const bytes = new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'csv/jlpt-n5.csv')));
    const analysis = await csvAnalyze(ctxFor(db, user), { fileName: 'jlpt-n5.csv', bytes });
    expect(analysis.headers).toEqual(['expression', 'reading', 'meaning', 'tags', 'guid']);
    const preview = await api.imports.csvPreview({
      temporaryImportId: analysis.temporaryImportId,
      deckName: 'JLPT N5',
      noteTypeId: type.id,
      fieldMapping: { Expression: 'expression', Reading: 'reading', Meaning: 'meaning' },
      tagsColumn: 'tags',
    });
    expect(preview.errorSummary).toMatchObject({ totalCardsAttempted: 718, cardsWithIssues: 0 });
    expect(preview.previewCards[0]).toMatchObject({ term: 'ああ', definition: expect.stringContaining('ああ') });
    expect(preview.previewCards[0].definition).toContain('Ah!, Oh!');
    const result = await api.imports.confirm({ type: 'csv', temporaryImportId: analysis.temporaryImportId });
    expect(result.createdDecks).toEqual([{ id: expect.any(Number), name: 'JLPT N5', cardCount: 718 }]);
    const notes = await notesOf(db, user.id);
    expect(notes).toHaveLength(718);
    expect(notes.every((note) => note.note_type_id === type.id)).toBe(true);
    const meet = notes.find((note) => note.field_text.startsWith('会う'))!;
    expect(JSON.parse(meet.fields)).toEqual(['会う', 'あう', 'to meet, to see']);
    expect(meet.tags).toBe(' JLPT JLPT_3 JLPT_5 JLPT_N5 ');
    // The card is the note type's render: the reading is on its back.
    const card = await db.selectFrom('cards').select(['term', 'definition', 'note_id', 'ord']).where('note_id', '=', meet.id).executeTakeFirstOrThrow();
    expect(card).toMatchObject({ term: '会う', ord: 0 });
    expect(card.definition).toContain('あう');
    // The deck's tags filter sees them.
    expect(await api.notes.tags({ deckId: result.createdDecks[0].id })).toEqual(expect.arrayContaining(['JLPT_N5', 'JLPT_3']));
  });

  it('Basic (and reversed card) makes two cards a row; tags split on spaces; a row with no front is skipped', async () => {
    const { db, user, api } = await setup();
    const types = await api.noteTypes.list();
    const reversed = types.find((type) => type.builtin === 'basic-reversed')!;
    const csv = 'Word,Meaning,Tags\nkatze,<b>cat</b>,animal  de::noun\nhund,dog,\n,lonely,x\n';
    const analysis = await csvAnalyze(ctxFor(db, user), { fileName: 'words.csv', bytes: new TextEncoder().encode(csv) });
    await api.imports.csvPreview({ temporaryImportId: analysis.temporaryImportId, deckName: 'German', noteTypeId: reversed.id, fieldMapping: { Front: 'Word', Back: 'Meaning' }, tagsColumn: 'Tags' });
    const result = await api.imports.confirm({ type: 'csv', temporaryImportId: analysis.temporaryImportId });
    // The third row's Front is empty: its Card 1 is not made, but Card 2 (Back on the front) is.
    expect(result.createdDecks[0].cardCount).toBe(5);
    const notes = await notesOf(db, user.id);
    expect(notes.map((note) => [JSON.parse(note.fields), note.tags])).toEqual([
      [['katze', '&lt;b&gt;cat&lt;/b&gt;'], ' animal de::noun '],
      [['hund', 'dog'], ' '],
      [['', 'lonely'], ' x '],
    ]);
    const cards = await db.selectFrom('cards').select(['term', 'definition', 'ord']).where('deck_id', '=', result.createdDecks[0].id).orderBy('id').execute();
    expect(cards.map((card) => [card.term, card.ord])).toEqual([
      ['katze', 0],
      ['<b>cat</b>', 1],
      ['hund', 0],
      ['dog', 1],
      ['lonely', 1],
    ]);
  });

  it('a bad mapping is a 400 (a 404 for another user\'s note type) and writes nothing', async () => {
    const { db, user, api } = await setup();
    const other = await makeUser(db);
    const theirs = await callerFor(db, other).noteTypes.create({ name: 'Theirs' });
    const basic = (await api.noteTypes.list()).find((type) => type.builtin === 'basic')!;
    const csv = 'Word,Meaning\nkatze,cat\n';
    const { temporaryImportId } = await csvAnalyze(ctxFor(db, user), { fileName: 'w.csv', bytes: new TextEncoder().encode(csv) });
    const cases: [object, string, string][] = [
      [{ noteTypeId: basic.id, fieldMapping: { Nope: 'Word' } }, 'BAD_REQUEST', NOTE_IMPORT_MSG.unknownField('Nope')],
      [{ noteTypeId: basic.id, fieldMapping: { Front: 'Missing' } }, 'BAD_REQUEST', NOTE_IMPORT_MSG.missingColumn('Missing')],
      [{ noteTypeId: basic.id, fieldMapping: { Front: 'Word', Back: 'Word' } }, 'BAD_REQUEST', NOTE_IMPORT_MSG.sameColumnTwice],
      [{ noteTypeId: basic.id, fieldMapping: {} }, 'BAD_REQUEST', NOTE_IMPORT_MSG.mapAField],
      [{ noteTypeId: basic.id, fieldMapping: { Front: 'Word' }, tagsColumn: 'Nope' }, 'BAD_REQUEST', NOTE_IMPORT_MSG.missingColumn('Nope')],
      [{ noteTypeId: theirs.id, fieldMapping: { Front: 'Word' } }, 'NOT_FOUND', NOTE_MSG.noteTypeNotFound],
      [{}, 'BAD_REQUEST', MSG.csvMapBoth],
    ];
    for (const [mapping, code, message] of cases) {
      const error = await errorOf(api.imports.csvPreview({ temporaryImportId, deckName: 'd', ...mapping }));
      expect([error.code, error.message], JSON.stringify(mapping)).toEqual([code, message]);
    }
    expect(await db.selectFrom('decks').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await notesOf(db, user.id)).toEqual([]);
    // The term/definition mapping still works, and its cards are Basic notes.
    await api.imports.csvPreview({ temporaryImportId, deckName: 'd', columnMapping: { term: 'Word', definition: 'Meaning' } });
    const result = await api.imports.confirm({ type: 'csv', temporaryImportId });
    expect(result.createdDecks[0].cardCount).toBe(1);
    expect((await notesOf(db, user.id)).map((note) => note.note_type_id)).toEqual([basic.id]);
  });

  it('a re-import into an existing deck matches by the first two fields, and needs both', async () => {
    const { db, user, api } = await setup();
    const basic = (await api.noteTypes.list()).find((type) => type.builtin === 'basic')!;
    const first = await csvAnalyze(ctxFor(db, user), { fileName: 'w.csv', bytes: new TextEncoder().encode('Word,Meaning,Tags\nkatze,cat,a\n') });
    await api.imports.csvPreview({ temporaryImportId: first.temporaryImportId, deckName: 'German', noteTypeId: basic.id, fieldMapping: { Front: 'Word', Back: 'Meaning' }, tagsColumn: 'Tags' });
    const deckId = (await api.imports.confirm({ type: 'csv', temporaryImportId: first.temporaryImportId })).createdDecks[0].id;
    const again = await csvAnalyze(ctxFor(db, user), { fileName: 'w.csv', bytes: new TextEncoder().encode('Word,Meaning,Tags\nkatze,feline,a\nhund,dog,b\n') });
    await api.imports.csvPreview({ temporaryImportId: again.temporaryImportId, deckName: 'German', noteTypeId: basic.id, fieldMapping: { Front: 'Word' }, tagsColumn: 'Tags' });
    const refused = await errorOf(api.imports.confirm({ type: 'csv', temporaryImportId: again.temporaryImportId, updateDeckId: deckId }));
    expect([refused.code, refused.message]).toEqual(['BAD_REQUEST', NOTE_IMPORT_MSG.noReimport]);
    await api.imports.csvPreview({ temporaryImportId: again.temporaryImportId, deckName: 'German', noteTypeId: basic.id, fieldMapping: { Front: 'Word', Back: 'Meaning' }, tagsColumn: 'Tags' });
    await api.imports.confirm({ type: 'csv', temporaryImportId: again.temporaryImportId, updateDeckId: deckId });
    const cards = await db.selectFrom('cards').select(['term', 'definition']).where('deck_id', '=', deckId).orderBy('term').execute();
    expect(cards).toEqual([
      { term: 'hund', definition: 'dog' },
      { term: 'katze', definition: 'feline' },
    ]);
  });
});
