import { describe, expect, it } from 'vitest';
import { callerFor, makeTestDb, makeUser } from '../test/harness.js';

// The deck's card list filters by tag (docs/notes.md): each listed card carries its note's tags
// (an empty list for a note without any), and notes.tags offers the deck's tags as choices.

describe('listed cards and their note tags', () => {
  it('each card of a tagged note lists its tags; an untagged card an empty list; notes.tags offers them', async () => {
    const db = await makeTestDb();
    const api = callerFor(db, await makeUser(db));
    const deck = await api.decks.create({ name: 'Japanese' });
    const plain = await api.cards.create({ deckId: deck.id, term: 'dog', definition: 'inu' });
    const types = await api.noteTypes.list();
    const reversed = types.find((type) => type.builtin === 'basic-reversed')!;
    const note = await api.notes.create({ deckId: deck.id, noteTypeId: reversed.id, fields: { Front: 'cat', Back: 'neko' }, tags: ['animals', 'jlpt::n5'] });
    expect(note.cardIds).toHaveLength(2);

    const { flashcards } = await api.decks.get({ deckId: deck.id });
    const byId = new Map(flashcards.map((card) => [card.id, card]));
    for (const id of note.cardIds) expect(byId.get(id)).toMatchObject({ noteId: note.id, tags: ['animals', 'jlpt::n5'] });
    expect(byId.get(plain.id)).toEqual({ ...plain, tags: [] });
    expect(await api.notes.tags({ deckId: deck.id })).toEqual(['animals', 'jlpt::n5']);

    // Retagging the note shows at once; removing every tag leaves an empty list.
    await api.notes.update({ noteId: note.id, tags: ['verbs'] });
    expect((await api.decks.get({ deckId: deck.id })).flashcards.find((card) => card.id === note.cardIds[0])!.tags).toEqual(['verbs']);
    await api.notes.update({ noteId: note.id, tags: [] });
    expect((await api.decks.get({ deckId: deck.id })).flashcards.find((card) => card.id === note.cardIds[0])!.tags).toEqual([]);
  });
});
