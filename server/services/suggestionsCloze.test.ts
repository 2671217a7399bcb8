import { TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.js';
import type { Db } from '../db.js';
import { callerFor, closeTestDb, makeDeck, makeTestDb, makeUser, testDialect } from '../test/harness.js';

// Issue 48 point 9: a subscriber suggests on a cloze card's source ({{c1::…}} and its Extra), not
// on the rendered "[...]" prompt; the owner sees the source beside it, and accepting edits the
// note as the owner's card form would (each number keeps its card and its progress).

const dbs: Db[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await closeTestDb(db);
});

async function setup() {
  const db = await makeTestDb();
  dbs.push(db);
  const owner = await makeUser(db);
  const learner = await makeUser(db);
  const deck = await makeDeck(db, owner.id, { name: 'Geography', cards: 1 });
  const asOwner = callerFor(db, owner);
  await asOwner.sharedDecks.setSharing({ deckId: deck.id, visibility: 'server' });
  const asLearner = callerFor(db, learner);
  await asLearner.sharedDecks.subscribe({ deckId: deck.id });
  return { db, deck, asOwner, asLearner };
}

describe(`suggestions on a cloze card (${testDialect})`, () => {
  it('the source and Extra are suggested and shown; accepting edits the note and keeps its cards', async () => {
    const { db, deck, asOwner, asLearner } = await setup();
    const { cards } = await asOwner.cards.createCloze({ deckId: deck.id, kind: 'cloze', clozeText: '{{c1::Paris}} is the capital of {{c2::France}}', extra: 'Europe' });
    const [first, second] = cards;
    // An empty Extra is a cloze note's own choice; a basic card still needs a definition.
    const edit = await asLearner.sharedDecks.suggestCardEdit({ cardId: first.id, term: '{{c1::Paris}} is the capital city of {{c2::France}}', definition: '' });
    const basicError = await asLearner.sharedDecks.suggestCardEdit({ cardId: deck.cardIds[0], term: 'x', definition: '' }).then(() => null, (e: unknown) => e);
    expect(basicError).toBeInstanceOf(TRPCError);
    expect((basicError as TRPCError).message).toBe(MSG.termAndDefinitionRequired);

    const queue = await asOwner.sharedDecks.suggestions({ deckId: deck.id });
    expect(queue.suggestions.find((s) => s.id === edit.id)).toMatchObject({
      term: '{{c1::Paris}} is the capital city of {{c2::France}}',
      definition: '',
      current: { term: '{{c1::Paris}} is the capital of {{c2::France}}', definition: 'Europe' },
    });

    await asOwner.sharedDecks.decideSuggestion({ suggestionId: edit.id, decision: 'accept' });
    const rows = await db.selectFrom('cards').select(['id', 'kind', 'cloze_number', 'cloze_text', 'cloze_extra', 'term']).where('id', 'in', [first.id, second.id]).orderBy('cloze_number').execute();
    expect(rows).toEqual([
      { id: first.id, kind: 'cloze', cloze_number: 1, cloze_text: '{{c1::Paris}} is the capital city of {{c2::France}}', cloze_extra: null, term: '[...] is the capital city of France' },
      { id: second.id, kind: 'cloze', cloze_number: 2, cloze_text: '{{c1::Paris}} is the capital city of {{c2::France}}', cloze_extra: null, term: 'Paris is the capital city of [...]' },
    ]);
    // The learner sees the source too on the card they can suggest on again.
    const seen = await asLearner.decks.get({ deckId: deck.id });
    expect(seen.flashcards.find((c) => c.id === first.id)).toMatchObject({ kind: 'cloze', clozeText: '{{c1::Paris}} is the capital city of {{c2::France}}' });
  });
});
