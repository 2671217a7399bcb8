import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.js';
import { IMPORT_TEXT } from '../../shared/schemas/imports.js';
import { testConfig } from '../config.js';
import { createContextInner } from '../context.js';
import type { Db } from '../db.js';
import { ankiPackage, type TestCollection } from '../test/ankiTestkit.js';
import { CARD_ERRORS } from '../domain/import/preview.js';
import { sweepExpiredImports } from '../repos/importCache.js';
import { ankiPreview, csvAnalyze, warmImportWorkers } from '../imports/service.js';
import { callerFor, cardStatesOf, failCardInsertsWithTerm, FIXED_NOW, makeTestDb, makeUser } from '../test/harness.js';
import type { SessionUser } from '../context.js';

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

async function setup() {
  const db = await makeTestDb();
  const user = await makeUser(db);
  const other = await makeUser(db);
  return { db, user, other, api: callerFor(db, user), otherApi: callerFor(db, other) };
}

const ctxFor = (db: Db, user: SessionUser, now = FIXED_NOW) => ({
  ...createContextInner({ db, user, now: () => now, config: testConfig() }),
  user,
});

const quizlet = {
  deckName: 'Idioms',
  quizletText: 'a bad apple\ta trouble maker\nbreak a leg\tgood luck\nlonely line',
  termDefDelimiterKey: 'tab',
  cardDelimiterKey: 'newline',
} as const;

const deckCount = async (db: Db) => Number((await db.selectFrom('decks').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
const cacheCount = async (db: Db) => Number((await db.selectFrom('import_cache').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
const pendingCount = async (db: Db) =>
  Number((await db.selectFrom('import_cache').where('result', 'is', null).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

// Parsing runs in a worker thread: start it (and load the parsers) once, outside any test's time.
beforeAll(() => warmImportWorkers(testConfig()), 120_000);

describe('imports.quizletPreview + confirm', () => {
  it('previews with per-card issues, then confirm creates the deck with FSRS defaults; a retried confirm answers the same and creates nothing', async () => {
    const { db, api } = await setup();
    const preview = await api.imports.quizletPreview(quizlet);
    expect(preview.message).toMatch(/Quizlet/);
    expect(preview.proposedDeckName).toBe('Idioms');
    expect(preview.errorSummary).toEqual({
      totalCardsAttempted: 3,
      cardsWithIssues: 1,
      issuesPreview: [{ term: 'lonely line', errors: [CARD_ERRORS.definitionEmpty] }],
    });
    expect(preview.previewCards[0]).toEqual({ term: 'a bad apple', definition: 'a trouble maker', ankiDeckName: null, errors: [] });

    const result = await api.imports.confirm({ type: 'quizlet', temporaryImportId: preview.temporaryImportId });
    expect(result).toEqual({
      success: true,
      message: 'Import complete: 2 cards in 1 deck.',
      createdDecks: [{ id: expect.any(Number), name: 'Idioms', cardCount: 2 }],
    });
    const deck = await api.decks.get({ deckId: result.createdDecks[0].id });
    expect(deck.source).toBe('quizlet');
    expect(deck.flashcards.map((card) => card.term)).toEqual(['a bad apple', 'break a leg']);
    const cards = await cardStatesOf(db, (await db.selectFrom('cards').select('id').execute()).map((card) => card.id));
    expect(cards.every((card) => card.due === FIXED_NOW.getTime() && card.state === 0 && card.reps === 0 && card.stability === 0)).toBe(true);
    // The import is no longer pending; only its answer is kept, for a retry (docs/security.md).
    expect(await pendingCount(db)).toBe(0);
    expect(await api.imports.confirm({ type: 'quizlet', temporaryImportId: preview.temporaryImportId })).toEqual(result);
    expect(await deckCount(db)).toBe(1);
    // …but it is not an import any more: no preview, no delete.
    const deleted = await errorOf(api.imports.deleteCache({ type: 'quizlet', temporaryImportId: preview.temporaryImportId }));
    expect(deleted.code).toBe('NOT_FOUND');
    expect(deleted.message).toBe(MSG.importNotFound);
  });

  it.each([
    [{ ...quizlet, deckName: '  ' }, MSG.quizletDeckNameRequired],
    [{ ...quizlet, quizletText: ' \n ' }, MSG.quizletTextRequired],
    [{ ...quizlet, termDefDelimiterKey: 'custom' as const }, MSG.customTermDefRequired],
    [{ ...quizlet, cardDelimiterKey: 'custom' as const, customCardDelimiter: '' }, MSG.customCardRequired],
    [{ ...quizlet, termDefDelimiterKey: 'custom' as const, customTermDefDelimiter: '12345678901' }, MSG.customDelimiterTooLong],
  ])('validates %#: %s', async (input, message) => {
    const { api } = await setup();
    const error = await errorOf(api.imports.quizletPreview(input));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(message);
  });

  it('a confirm with nothing importable answers success false and writes nothing', async () => {
    const { db, api } = await setup();
    const preview = await api.imports.quizletPreview({ ...quizlet, quizletText: 'only terms\nno definitions' });
    const result = await api.imports.confirm({ type: 'quizlet', temporaryImportId: preview.temporaryImportId });
    expect(result).toEqual({ success: false, message: IMPORT_TEXT.noImportableCards, createdDecks: [] });
    expect(await deckCount(db)).toBe(0);
  });
});

describe('import cache', () => {
  it("another user's temporaryImportId is a 404 for confirm and delete, and stays usable for its owner", async () => {
    const { db, api, otherApi } = await setup();
    const { temporaryImportId } = await api.imports.quizletPreview(quizlet);
    expect((await errorOf(otherApi.imports.confirm({ type: 'quizlet', temporaryImportId }))).code).toBe('NOT_FOUND');
    expect((await errorOf(otherApi.imports.deleteCache({ type: 'quizlet', temporaryImportId }))).code).toBe('NOT_FOUND');
    expect((await errorOf(otherApi.imports.csvPreview({ temporaryImportId, deckName: 'x', columnMapping: { term: 'a', definition: 'b' } }))).code).toBe(
      'NOT_FOUND',
    );
    expect(await deckCount(db)).toBe(0);
    expect((await api.imports.confirm({ type: 'quizlet', temporaryImportId })).success).toBe(true);
  });

  it('the type must match the import', async () => {
    const { api } = await setup();
    const { temporaryImportId } = await api.imports.quizletPreview(quizlet);
    expect((await errorOf(api.imports.confirm({ type: 'anki', temporaryImportId }))).code).toBe('NOT_FOUND');
  });

  it('deleteCache removes it; a second delete is a 404', async () => {
    const { db, api } = await setup();
    const { temporaryImportId } = await api.imports.quizletPreview(quizlet);
    expect(await api.imports.deleteCache({ type: 'quizlet', temporaryImportId })).toEqual({ success: true });
    expect(await cacheCount(db)).toBe(0);
    expect((await errorOf(api.imports.deleteCache({ type: 'quizlet', temporaryImportId }))).code).toBe('NOT_FOUND');
  });

  it('expires after one hour and is swept', async () => {
    const { db, user, api } = await setup();
    const { temporaryImportId } = await api.imports.quizletPreview(quizlet);
    const later = callerFor(db, user, () => new Date(FIXED_NOW.getTime() + 60 * 60 * 1000));
    expect((await errorOf(later.imports.confirm({ type: 'quizlet', temporaryImportId }))).code).toBe('NOT_FOUND');
    expect(await sweepExpiredImports(db, new Date(FIXED_NOW.getTime() + 59 * 60 * 1000))).toBe(0);
    expect(await sweepExpiredImports(db, new Date(FIXED_NOW.getTime() + 60 * 60 * 1000))).toBe(1);
    expect(await cacheCount(db)).toBe(0);
  });

  it('needs a logged-in user', async () => {
    const { db } = await setup();
    const error = await errorOf(callerFor(db, null).imports.quizletPreview(quizlet));
    expect(error.code).toBe('UNAUTHORIZED');
  });
});

describe('CSV preview and confirm', () => {
  const csv = { fileName: 'words.csv', bytes: new TextEncoder().encode('Word,Meaning,Tags\nkatze,cat,a\nhund,dog,b\n,empty term,c\n') };

  it('maps columns, names the deck, and confirm creates it with source csv', async () => {
    const { db, user, api } = await setup();
    const analysis = await csvAnalyze(ctxFor(db, user), csv);
    expect(analysis).toMatchObject({ totalRows: 3, headers: ['Word', 'Meaning', 'Tags'], message: 'CSV file read: 3 rows.' });
    const preview = await api.imports.csvPreview({
      temporaryImportId: analysis.temporaryImportId,
      deckName: 'German',
      columnMapping: { term: 'Word', definition: 'Meaning' },
    });
    expect(preview.proposedDeckName).toBe('German');
    expect(preview.errorSummary.cardsWithIssues).toBe(1);
    const result = await api.imports.confirm({ type: 'csv', temporaryImportId: analysis.temporaryImportId });
    expect(result.createdDecks).toEqual([{ id: expect.any(Number), name: 'German', cardCount: 2 }]);
    expect((await api.decks.get({ deckId: result.createdDecks[0].id })).source).toBe('csv');
  });

  it('the mapping is validated with the product spec (docs/product.md) messages', async () => {
    const { db, user, api } = await setup();
    const { temporaryImportId } = await csvAnalyze(ctxFor(db, user), csv);
    const cases = [
      [{ deckName: ' ', columnMapping: { term: 'Word', definition: 'Meaning' } }, MSG.csvDeckNameRequired],
      [{ deckName: 'd', columnMapping: { term: '', definition: 'Meaning' } }, MSG.csvMapBoth],
      [{ deckName: 'd', columnMapping: { term: 'Word', definition: 'Word' } }, MSG.csvSameColumns],
      [{ deckName: 'd', columnMapping: { term: 'Nope', definition: 'Word' } }, MSG.csvMapBoth],
    ] as const;
    for (const [input, message] of cases) {
      const error = await errorOf(api.imports.csvPreview({ temporaryImportId, ...input }));
      expect(error.message).toBe(message);
    }
  });

  it('confirm before any preview is refused', async () => {
    const { db, user, api } = await setup();
    const { temporaryImportId } = await csvAnalyze(ctxFor(db, user), csv);
    const error = await errorOf(api.imports.confirm({ type: 'csv', temporaryImportId }));
    expect(error.message).toBe(MSG.confirmNoPreview);
  });
});

describe('Anki confirm', () => {
  const collection: TestCollection = {
    notetypes: [{ id: 1, name: 'Basic' }],
    decks: [
      { id: 1, name: 'Default' },
      { id: 2, name: 'Top::One' },
      { id: 3, name: 'Top::Two' },
    ],
    notes: [
      { fields: ['a', '1'], notetype: 0, cards: [{ deck: 2 }] },
      { fields: ['b', '2'], notetype: 0, cards: [{ deck: 3 }] },
      { fields: ['boom', '3'], notetype: 0, cards: [{ deck: 3 }] },
    ],
  };
  const file = { fileName: 'top.apkg', bytes: ankiPackage(collection, 'anki21b') };

  it('collection mode creates one deck per Anki deck; single deck mode one deck', async () => {
    const { db, user, api } = await setup();
    const many = await ankiPreview(ctxFor(db, user), file, 'collection');
    expect(many.decksToCreate?.map((deck) => [deck.name, deck.cardCount])).toEqual([['Top::One', 1], ['Top::Two', 2]]);
    const created = await api.imports.confirm({ type: 'anki', temporaryImportId: many.temporaryImportId });
    expect(created.createdDecks.map((deck) => [deck.name, deck.cardCount])).toEqual([['Top::One', 1], ['Top::Two', 2]]);

    const one = await ankiPreview(ctxFor(db, user), file, 'single_deck');
    expect(one.proposedDeckName).toBe('Top');
    const single = await api.imports.confirm({ type: 'anki', temporaryImportId: one.temporaryImportId });
    expect(single.createdDecks).toEqual([{ id: expect.any(Number), name: 'Top', cardCount: 3 }]);
    expect((await api.decks.list()).every((deck) => deck.source === 'anki')).toBe(true);
  });

  it('is all or nothing: a failure in the middle leaves no deck, no card, and the import still there', async () => {
    const { db, user, api } = await setup();
    const preview = await ankiPreview(ctxFor(db, user), file, 'collection');
    // The second deck's insert fails after the first deck and its cards were written.
    const undo = await failCardInsertsWithTerm(db, 'boom');
    await expect(api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId })).rejects.toThrow();
    expect(await deckCount(db)).toBe(0);
    expect(await db.selectFrom('cards').selectAll().execute()).toEqual([]);
    // The preview is still there to confirm again (its cards wait beside it in parts).
    expect(await db.selectFrom('import_cache').select(['id', 'result']).where('id', '=', preview.temporaryImportId).execute()).toEqual([{ id: preview.temporaryImportId, result: null }]);
    await undo();
  });
});
