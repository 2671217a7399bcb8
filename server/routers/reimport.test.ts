import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHARING_MSG } from '../../shared/messages.js';
import { testConfig } from '../config.js';
import type { Db } from '../db.js';
import { createContextInner } from '../context.js';
import { ankiPackage, basicCollection } from '../test/ankiTestkit.js';
import { UPDATE_NEEDS_ONE_DECK } from '../imports/reimport.js';
import { ankiPreview, warmImportWorkers } from '../imports/service.js';
import { callerFor, cardStatesOf, closeTestDb, FIXED_NOW, loginAgent, makeTestApp, makeTestDb, makeUser, setCardState } from '../test/harness.js';

// Re-import with "Update the existing deck" (issue 13, docs/performance.md): matched by term,
// definitions updated with study progress kept, new terms added, cards not in the file kept.

beforeAll(() => warmImportWorkers(testConfig()), 120_000);

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

const quizlet = (text: string) => ({ deckName: 'Idioms', quizletText: text, termDefDelimiterKey: 'tab', cardDelimiterKey: 'newline' }) as const;
const cardsOf = async (db: Db, deckId: number) => {
  const cards = await db.selectFrom('cards').select(['id', 'term', 'definition']).where('deck_id', '=', deckId).orderBy('id').execute();
  const states = await cardStatesOf(db, cards.map((card) => card.id));
  return cards.map((card, index) => ({ ...card, state: states[index].state, reps: states[index].reps }));
};

describe('imports.confirm with updateDeckId', () => {
  it('updates definitions of matched terms keeping their progress, adds new terms, keeps the rest; a retry changes nothing', async () => {
    const db = await makeTestDb();
    const api = callerFor(db, await makeUser(db));
    const first = await api.imports.quizletPreview(quizlet('a bad apple\ta trouble maker\nbreak a leg\tgood luck\nold card\tstays'));
    const created = await api.imports.confirm({ type: 'quizlet', temporaryImportId: first.temporaryImportId });
    const deckId = created.createdDecks[0].id;
    const before = await cardsOf(db, deckId);
    const apple = before.find((c) => c.term === 'a bad apple')!;
    // Studied: its FSRS state must survive the re-import.
    await setCardState(db, apple.id, { state: 2, reps: 5 });

    const again = await api.imports.quizletPreview(quizlet('a bad apple\tsomeone who spoils the group\nbreak a leg\tgood luck\nnew idiom\tnew meaning'));
    const updated = await api.imports.confirm({ type: 'quizlet', temporaryImportId: again.temporaryImportId, updateDeckId: deckId });
    expect(updated).toEqual({
      success: true,
      message: 'Deck “Idioms” updated: 1 card changed, 1 added, 1 unchanged; 1 not in the file kept.',
      createdDecks: [{ id: deckId, name: 'Idioms', cardCount: 4 }],
    });
    const after = await cardsOf(db, deckId);
    expect(after.map((c) => [c.term, c.definition])).toEqual([
      ['a bad apple', 'someone who spoils the group'],
      ['break a leg', 'good luck'],
      ['old card', 'stays'],
      ['new idiom', 'new meaning'],
    ]);
    expect(after[0]).toMatchObject({ id: apple.id, state: 2, reps: 5 });
    expect((await api.decks.list()).length).toBe(1);

    expect(await api.imports.confirm({ type: 'quizlet', temporaryImportId: again.temporaryImportId, updateDeckId: deckId })).toEqual(updated);
    expect(await cardsOf(db, deckId)).toEqual(after);
  });

  it("another user's deck is not found and nothing is written", async () => {
    const db = await makeTestDb();
    const owner = callerFor(db, await makeUser(db));
    const stranger = callerFor(db, await makeUser(db));
    const mine = await owner.imports.quizletPreview(quizlet('a\tb'));
    const deckId = (await owner.imports.confirm({ type: 'quizlet', temporaryImportId: mine.temporaryImportId })).createdDecks[0].id;
    const theirs = await stranger.imports.quizletPreview(quizlet('a\tchanged\nc\td'));
    const error = await errorOf(stranger.imports.confirm({ type: 'quizlet', temporaryImportId: theirs.temporaryImportId, updateDeckId: deckId }));
    expect(error.code).toBe('NOT_FOUND');
    expect((await cardsOf(db, deckId)).map((c) => c.definition)).toEqual(['b']);
    expect(await stranger.decks.list()).toEqual([]);
  });

  // Security round 4 (docs/security.md): a subscriber studies the owner's deck, so a look-up of
  // "a deck the user studies" found it and the re-import rewrote the owner's cards. Checked through
  // tRPC and over REST (the worker's path, the only one: issue 39).
  it("a subscriber cannot rewrite the owner's shared deck: 403 and nothing written", async () => {
    const db = await makeTestDb();
    try {
      const ownerUser = await makeUser(db);
      const owner = callerFor(db, ownerUser);
      const subscriber = callerFor(db, await makeUser(db));
      const mine = await owner.imports.quizletPreview(quizlet('a\tb\nc\td'));
      const deckId = (await owner.imports.confirm({ type: 'quizlet', temporaryImportId: mine.temporaryImportId })).createdDecks[0].id;
      await owner.sharedDecks.setSharing({ deckId, visibility: 'server' });
      await subscriber.sharedDecks.subscribe({ deckId });
      const before = await cardsOf(db, deckId);

      const theirs = await subscriber.imports.quizletPreview(quizlet('a\tchanged\nnew\tcard'));
      const error = await errorOf(subscriber.imports.confirm({ type: 'quizlet', temporaryImportId: theirs.temporaryImportId, updateDeckId: deckId }));
      expect(error.code).toBe('FORBIDDEN');
      expect(error.message).toBe(SHARING_MSG.ownerOnly);
      expect(await cardsOf(db, deckId)).toEqual(before);

      const { app } = await makeTestApp({ db });
      try {
        const agent = await loginAgent(app);
        const agentId = (await db.selectFrom('users').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
        await callerFor(db, { ...ownerUser, id: agentId }).sharedDecks.subscribe({ deckId });
        const csv = await agent.request('POST', '/api/import/quizlet/preview', quizlet('a\tchanged by REST'));
        expect(csv.statusCode).toBe(200);
        const res = await agent.request('POST', '/api/import/quizlet/confirm', { temporaryImportId: csv.json().temporaryImportId, updateDeckId: deckId });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(SHARING_MSG.ownerOnly);
      } finally {
        await app.close();
      }
      expect(await cardsOf(db, deckId)).toEqual(before);
    } finally {
      await closeTestDb(db);
    }
  });

  it('an import into several decks cannot update one deck', async () => {
    const db = await makeTestDb();
    const user = await makeUser(db);
    const api = callerFor(db, user);
    const target = await api.decks.create({ name: 'Target', description: '' });
    const collection = basicCollection(4, 'One');
    collection.decks.push({ id: 11, name: 'Two' });
    collection.notes[3].cards = [{ deck: 11 }];
    const ctx = { ...createContextInner({ db, user, now: () => FIXED_NOW, config: testConfig() }), user };
    const preview = await ankiPreview(ctx, { fileName: 'two.apkg', bytes: ankiPackage(collection, 'anki2') }, 'collection');
    expect(preview.decksToCreate).toHaveLength(2);
    const error = await errorOf(api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId, updateDeckId: target.id }));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: UPDATE_NEEDS_ONE_DECK });
    expect((await api.decks.list()).map((d) => d.name)).toEqual(['Target']);
  });
});
