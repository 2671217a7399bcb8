import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { callerFor, makeDeck, makeTestDb, makeUser, testDialect } from '../test/harness.js';

// A suggestion names the note field it changes (docs/shared-decks.md): the owner's queue and the
// author's list say "Back", "Front", "Back Extra", by the card's note type and template side.

const dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

describe(`suggested fields (${testDialect})`, () => {
  it('names the fields an edit changes, by the card’s note type and template', async () => {
    const db = await makeTestDb();
    dbs.push(db);
    const owner = await makeUser(db);
    const deck = await makeDeck(db, owner.id, { cards: 0 });
    const api = callerFor(db, owner);
    const types = await api.noteTypes.list();
    const type = (builtin: string) => types.find((t) => t.builtin === builtin)!.id;
    const basic = await api.notes.create({ deckId: deck.id, noteTypeId: type('basic'), fields: { Front: 'chat', Back: 'cat' }, tags: [] });
    const reversed = await api.notes.create({ deckId: deck.id, noteTypeId: type('basic-reversed'), fields: { Front: 'chien', Back: 'dog' }, tags: [] });
    const cloze = await api.notes.create({ deckId: deck.id, noteTypeId: type('cloze'), fields: { Text: '{{c1::Paris}} is in France', 'Back Extra': 'capital' }, tags: [] });
    await api.sharedDecks.setSharing({ deckId: deck.id, visibility: 'server' });
    const learner = callerFor(db, await makeUser(db, { email: 'learner@example.com' }));
    await learner.sharedDecks.subscribe({ deckId: deck.id });

    const onBack = await learner.sharedDecks.suggestCardEdit({ cardId: basic.cardIds[0], term: 'chat', definition: 'a cat' });
    expect(onBack.fields).toEqual(['Back']);
    // The reversed card asks the Back and answers with the Front.
    const onFront = await learner.sharedDecks.suggestCardEdit({ cardId: reversed.cardIds[1], term: 'dog', definition: 'le chien' });
    expect(onFront.fields).toEqual(['Front']);
    const both = await learner.sharedDecks.suggestCardEdit({ cardId: reversed.cardIds[0], term: 'le chien', definition: 'a dog' });
    expect(both.fields).toEqual(['Front', 'Back']);
    const onExtra = await learner.sharedDecks.suggestCardEdit({ cardId: cloze.cardIds[0], term: '{{c1::Paris}} is in France', definition: 'its capital' });
    expect(onExtra.fields).toEqual(['Back Extra']);
    const added = await learner.sharedDecks.suggestNewCard({ deckId: deck.id, term: 'new', definition: 'card' });
    expect(added.fields).toEqual([]);

    // The owner's queue says the same.
    const queue = await api.sharedDecks.suggestions({ deckId: deck.id });
    expect(queue.isOwner).toBe(true);
    expect(queue.suggestions.map((s) => s.fields)).toEqual([[], ['Back Extra'], ['Front', 'Back'], ['Front'], ['Back']]);
  });
});
