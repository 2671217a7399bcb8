import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { CrosswordData, FlashcardsData, MatchingData, MultipleChoiceData, SpatialChoiceData } from '../../shared/games.js';
import { CARD_HTML_MAX_CHARS, CARD_HTML_MAX_INPUT_CHARS, CARD_HTML_TOO_LONG } from '../../shared/richText.js';
import { MSG } from '../../shared/messages.js';
import { saveMedia } from '../repos/media.js';
import { callerFor, FIXED_NOW, loginAgent, makeDeck, makeTestApp, makeTestDb, makeUser } from '../test/harness.js';

// Rich cards over tRPC and REST (issue 26, docs/rich-cards.md): HTML in, sanitized HTML and derived plain
// text out, in every card object and game shape. Both databases (server and server-pg projects).

const PNG = (n: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, n]);

async function setup() {
  const db = await makeTestDb();
  const user = await makeUser(db);
  const deck = await makeDeck(db, user.id, { name: 'Rich', cards: 0 });
  return { db, user, deck, api: callerFor(db, user) };
}

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    return error as TRPCError;
  }
  throw new Error('expected an error');
}

async function publicIdOf(db: Awaited<ReturnType<typeof makeTestDb>>, id: number): Promise<string> {
  return (await db.selectFrom('media').select('public_id').where('id', '=', id).executeTakeFirstOrThrow()).public_id!;
}

describe('cards with HTML (tRPC)', () => {
  it('stores sanitized HTML and derives the plain text', async () => {
    const { api, deck } = await setup();
    const card = await api.cards.create({
      deckId: deck.id,
      termHtml: '<p><b>Photo</b>synthesis<script>alert(1)</script></p>',
      definitionHtml: '<ul><li>light</li><li>\\(CO_2\\)</li></ul>',
    });
    expect(card).toMatchObject({ term: 'Photosynthesis', definition: 'light\n\\(CO_2\\)', termHtml: '<p><b>Photo</b>synthesis</p>', definitionHtml: '<ul><li>light</li><li>\\(CO_2\\)</li></ul>' });
    const listed = (await api.decks.get({ deckId: deck.id })).flashcards[0];
    expect(listed).toEqual(card);
  });

  it('keeps a side without formatting plain (html null), and plain input stays plain', async () => {
    const { api, deck } = await setup();
    const card = await api.cards.create({ deckId: deck.id, termHtml: '<p>just words</p>', definition: 'plain' });
    expect(card).toMatchObject({ term: 'just words', termHtml: null, definition: 'plain', definitionHtml: null });
    const updated = await api.cards.update({ cardId: card.id, term: 'x', definitionHtml: '<i>y</i>' });
    expect(updated).toMatchObject({ term: 'x', termHtml: null, definition: 'y', definitionHtml: '<i>y</i>' });
    // A PUT without HTML makes the side plain again.
    expect(await api.cards.update({ cardId: card.id, term: 'x', definition: 'z' })).toMatchObject({ definition: 'z', definitionHtml: null });
  });

  it('keeps images of the owner\'s media only; the first becomes the side\'s image URL', async () => {
    const { db, user, api, deck } = await setup();
    const other = await makeUser(db);
    const mine = await publicIdOf(db, await saveMedia(db, user.id, PNG(1), 'image/png', FIXED_NOW.getTime()));
    const theirs = await publicIdOf(db, await saveMedia(db, other.id, PNG(2), 'image/png', FIXED_NOW.getTime()));
    const card = await api.cards.create({
      deckId: deck.id,
      termHtml: `<p>a <img src="/api/media/${theirs}"> b <img src="/api/media/${mine}"></p>`,
      definition: 'd',
    });
    expect(card.termHtml).toBe(`<p>a  b <img src="/api/media/${mine}" /></p>`);
    expect(card.termImageUrl).toBe(`/api/media/${mine}`);
  });

  it('an image-only HTML side is enough; an empty one gets the required message', async () => {
    const { db, user, api, deck } = await setup();
    const mine = await publicIdOf(db, await saveMedia(db, user.id, PNG(1), 'image/png', FIXED_NOW.getTime()));
    const card = await api.cards.create({ deckId: deck.id, termHtml: `<img src="/api/media/${mine}">`, definition: 'd' });
    expect(card).toMatchObject({ term: '', termImageUrl: `/api/media/${mine}` });
    const error = await errorOf(api.cards.create({ deckId: deck.id, termHtml: '<p><script>x</script></p>', definition: 'd' }));
    expect(error.message).toBe(MSG.termAndDefinitionRequired);
  });

  it('refuses HTML over the limits with "Card text is too long."', async () => {
    const { api, deck } = await setup();
    const overInput = 'a'.repeat(CARD_HTML_MAX_INPUT_CHARS + 1);
    expect((await errorOf(api.cards.create({ deckId: deck.id, termHtml: overInput, definition: 'd' }))).message).toBe(CARD_HTML_TOO_LONG);
    const overOutput = '<b>x</b>'.repeat(CARD_HTML_MAX_CHARS / 8 + 1);
    const error = await errorOf(api.cards.create({ deckId: deck.id, termHtml: overOutput, definition: 'd' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(CARD_HTML_TOO_LONG);
  });

  it('an inline image stays while a card shows it, and goes with its last card', async () => {
    const { db, user, api, deck } = await setup();
    const id = await saveMedia(db, user.id, PNG(3), 'image/png', FIXED_NOW.getTime());
    const url = `/api/media/${await publicIdOf(db, id)}`;
    const card = await api.cards.create({ deckId: deck.id, termHtml: `<b>pic</b><img src="${url}">`, definition: 'd' });
    const again = await api.cards.create({ deckId: deck.id, termHtml: `<i>pic</i><img src="${url}">`, definition: 'e' });
    await api.cards.update({ cardId: card.id, term: 'no image', definition: 'd' });
    expect(await db.selectFrom('media').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
    await api.cards.delete({ cardId: again.id });
    expect(await db.selectFrom('media').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('every game shape carries the rich sides\' HTML, plain sides none', async () => {
    const { api, deck } = await setup();
    for (let i = 0; i < 8; i++) {
      await api.cards.create({ deckId: deck.id, termHtml: `<b>word${'abcdefgh'[i]}x</b>`, definitionHtml: `<i>meaning ${i}</i>` });
    }
    const matching = (await api.games.generate({ gameType: 'matching', deckId: deck.id })) as MatchingData;
    expect(matching.terms[0].html).toMatch(/^<b>word/);
    expect(matching.definitions[0].html).toMatch(/^<i>meaning/);
    const mc = (await api.games.generate({ gameType: 'multiple-choice', deckId: deck.id })) as MultipleChoiceData;
    expect(mc.questions[0].question.html).toMatch(/^<b>/);
    expect(mc.questions[0].options[0].html).toMatch(/^<i>/);
    const spatial = (await api.games.generate({ gameType: 'spatial-choice', deckId: deck.id })) as SpatialChoiceData;
    expect(spatial.questions[0].prompt.html).toMatch(/^<i>/);
    expect(spatial.questions[0].options[0].html).toMatch(/^<b>/);
    const flash = (await api.games.generate({ gameType: 'flashcards', deckId: deck.id })) as FlashcardsData;
    expect(flash.cards[0]).toMatchObject({ front: { html: expect.stringMatching(/^<b>/) }, back: { html: expect.stringMatching(/^<i>/) } });
    const crossword = (await api.games.generate({ gameType: 'crossword', deckId: deck.id })) as CrosswordData;
    expect(crossword.clues.across[0].clue.html).toMatch(/^<i>/);
    // The crossword's answers come from the plain text.
    expect(crossword.clues.across[0].answer).toMatch(/^WORD/);
    const reversed = (await api.games.generate({ gameType: 'multiple-choice', deckId: deck.id, direction: 'reverse' })) as MultipleChoiceData;
    expect(reversed.questions[0].question.html).toMatch(/^<i>/);
    const session = (await api.sessions.start({ deckId: deck.id, gameType: 'flashcards', goal: { type: 'quick' } })) as { gameData: FlashcardsData };
    expect(session.gameData.cards[0].front.html).toMatch(/^<b>/);
    const pack = await api.offline.pack({ deckId: deck.id });
    expect(pack.cards[0]).toMatchObject({ termHtml: expect.stringMatching(/^<b>/), definitionHtml: expect.stringMatching(/^<i>/) });
  });
});

describe('cards with HTML (REST)', () => {
  it('POST /api/decks/{id}/cards and PUT /api/cards/{id} take HTML; deck detail returns it', async () => {
    const { app } = await makeTestApp();
    const agent = await loginAgent(app);
    const deck = (await agent.request('POST', '/api/decks', { name: 'Rich REST' })).json() as { id: number };
    const created = await agent.request('POST', `/api/decks/${deck.id}/cards`, { termHtml: '<u>under</u><img src=x onerror=alert(1)>', definition: 'd' });
    expect(created.statusCode).toBe(201);
    const card = created.json() as { id: number; term: string; termHtml: string };
    expect(card).toMatchObject({ term: 'under', termHtml: '<u>under</u>', definitionHtml: null });
    const put = await agent.request('PUT', `/api/cards/${card.id}`, { term: 't', definitionHtml: '<s>gone</s>' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ term: 't', termHtml: null, definition: 'gone', definitionHtml: '<s>gone</s>' });
    const detail = (await agent.request('GET', `/api/decks/${deck.id}`)).json() as { flashcards: unknown[] };
    expect(detail.flashcards).toEqual([put.json()]);
    const tooLong = await agent.request('POST', `/api/decks/${deck.id}/cards`, { termHtml: '<b>x</b>'.repeat(3000), definition: 'd' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: CARD_HTML_TOO_LONG });
    await app.close();
  });
});
