import fs from 'node:fs';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLOZE_MSG, clozeNumbers, renderCloze } from '../../shared/cloze.js';
import type { CrosswordData, FlashcardsData, MatchingData, MultipleChoiceData, TypingData } from '../../shared/games.js';
import { testConfig } from '../config.js';
import { createContextInner } from '../context.js';
import type { Db } from '../db.js';
import { parseAnkiPackage } from '../domain/import/anki.js';
import { ankiPreview, warmImportWorkers } from '../imports/service.js';
import { callerFor, cardStatesOf, FIXED_NOW, loginAgent, makeDeck, makeTestApp, makeTestDb, makeUser, testDialect } from '../test/harness.js';

// Cloze cards (docs/study-modes.md, docs/study-modes.md) on both databases: a note makes one card per
// deletion number, an edit re-expands it (progress kept for numbers kept), bad markup is a 400,
// the games take cloze cards, and Anki imports keep their cloze cards' number and note.

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

const dbs: Db[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

async function setup() {
  const db = await makeTestDb();
  dbs.push(db);
  const user = await makeUser(db);
  const deck = await makeDeck(db, user.id, { cards: 0 });
  return { db, user, deck, api: callerFor(db, user) };
}

const TEXT = '{{c1::Paris}} is the capital of {{c2::France::country}}, on the {{c3::Seine}}.';

describe('creating a cloze note', () => {
  it('makes one card per deletion number, each with its prompt, filled-in answer and Extra', async () => {
    const { api, deck } = await setup();
    const { cards } = await api.cards.createCloze({ deckId: deck.id, kind: 'cloze', clozeText: TEXT, extra: 'Europe' });
    expect(cards.map((c) => [c.kind, c.clozeNumber, c.term, c.definition])).toEqual([
      ['cloze', 1, '[...] is the capital of France, on the Seine.', '[Paris] is the capital of France, on the Seine.\n\nEurope'],
      ['cloze', 2, 'Paris is the capital of [country], on the Seine.', 'Paris is the capital of [France], on the Seine.\n\nEurope'],
      ['cloze', 3, 'Paris is the capital of France, on the [...].', 'Paris is the capital of France, on the [Seine].\n\nEurope'],
    ]);
    expect(cards.every((c) => c.clozeText === TEXT && c.clozeExtra === 'Europe')).toBe(true);
    // The deck lists them like any card, basic cards with kind 'basic' and null cloze fields.
    await api.cards.create({ deckId: deck.id, term: 'chat', definition: 'cat' });
    const listed = (await api.decks.get({ deckId: deck.id })).flashcards;
    expect(listed.map((c) => [c.kind, c.clozeNumber])).toEqual([['cloze', 1], ['cloze', 2], ['cloze', 3], ['basic', null]]);
    expect(listed[3]).toMatchObject({ clozeText: null, clozeExtra: null });
  });

  it.each([
    ['no deletion', { clozeText: 'Paris is the capital of France.' }, CLOZE_MSG.none],
    ['empty text', { clozeText: '   ' }, CLOZE_MSG.none],
    ['only an unterminated opener', { clozeText: '{{c1::Paris is' }, CLOZE_MSG.none],
    ['c0', { clozeText: '{{c0::Paris}} is {{c1::here}}' }, CLOZE_MSG.numberOutOfRange],
    ['c999999', { clozeText: '{{c999999::Paris}}' }, CLOZE_MSG.numberOutOfRange],
    ['an empty deletion', { clozeText: '{{c1::}} is the capital' }, CLOZE_MSG.empty(1)],
    ['too long', { clozeText: `{{c1::a}} ${'x'.repeat(10_000)}` }, 'Cloze text is too long (10,000 characters at most).'],
    ['Extra too long', { clozeText: '{{c1::a}}', extra: 'x'.repeat(10_001) }, 'Extra is too long (10,000 characters at most).'],
    ['clozeText not text', { clozeText: 42 }, CLOZE_MSG.none],
  ])('%s → 400', async (_name, fields, message) => {
    const { api, db, deck } = await setup();
    const error = await errorOf(api.cards.createCloze({ deckId: deck.id, kind: 'cloze', ...(fields as { clozeText: string }) }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(message);
    expect(await db.selectFrom('cards').select('id').execute()).toEqual([]);
  });

  it("another user's deck is not found", async () => {
    const { api, db } = await setup();
    const other = await makeUser(db);
    const theirs = await makeDeck(db, other.id);
    expect((await errorOf(api.cards.createCloze({ deckId: theirs.id, kind: 'cloze', clozeText: TEXT }))).code).toBe('NOT_FOUND');
  });

  it('a hint with :: keeps the rest as its hint; nesting and repeats make the cards Anki makes', async () => {
    const { api, deck } = await setup();
    const { cards } = await api.cards.createCloze({ deckId: deck.id, kind: 'cloze', clozeText: '{{c1::big {{c2::small}} thing::a::b}} and {{c1::again}}' });
    expect(cards.map((c) => [c.clozeNumber, c.term])).toEqual([
      [1, '[a::b] and [...]'],
      [2, 'big [...] thing and again'],
    ]);
  });
});

describe('editing a cloze note', () => {
  it('re-expands it: kept numbers keep their card and progress, new numbers are new cards, removed numbers go', async () => {
    const { api, db, deck } = await setup();
    const { cards } = await api.cards.createCloze({ deckId: deck.id, kind: 'cloze', clozeText: TEXT });
    const [c1, c2, c3] = cards.map((c) => c.id);
    // c2 is studied: its progress and history must survive the edit.
    await api.sessions.submit({ sessionId: 's1', deckId: deck.id, results: [{ cardId: c2, isCorrect: true, gameType: 'typing', rating: 3, typedAnswer: 'France' }] });
    const [{ reps, due, stability }] = await cardStatesOf(db, [c2]);
    const before = { reps, due, stability };
    expect(before.reps).toBe(1);

    // Edited through the c3 card: c3 removed, c4 added, c1 and c2 reworded.
    const edited = await api.cards.updateCloze({ cardId: c3, kind: 'cloze', clozeText: '{{c1::Paris}} is the capital of {{c2::France}}; {{c4::Lyon}} is not.', extra: null });
    expect(edited.cards.map((c) => c.clozeNumber)).toEqual([1, 2, 4]);
    expect(edited.cards[0].id).toBe(c1);
    expect(edited.cards[1].id).toBe(c2);
    expect([c1, c2, c3]).not.toContain(edited.cards[2].id);
    expect(edited.cards[1]).toMatchObject({ term: 'Paris is the capital of [...]; Lyon is not.', definition: 'Paris is the capital of [France]; Lyon is not.', clozeExtra: null });
    expect(await db.selectFrom('cards').select('id').where('id', '=', c3).executeTakeFirst()).toBeUndefined();
    const [state] = await cardStatesOf(db, [c2]);
    const { cloze_answer } = await db.selectFrom('cards').select('cloze_answer').where('id', '=', c2).executeTakeFirstOrThrow();
    const after = { reps: state.reps, due: state.due, stability: state.stability, cloze_answer };
    expect({ ...after, due: Number(after.due) }).toEqual({ ...before, due: Number(before.due), cloze_answer: 'France' });
    expect(await db.selectFrom('review_logs').select('card_id').execute()).toEqual([{ card_id: c2 }]);
    expect((await api.decks.get({ deckId: deck.id })).flashcards.map((c) => c.id)).toEqual(edited.cards.map((c) => c.id));
  });

  it('an edit that leaves no deletion is a 400 and changes nothing', async () => {
    const { api, db, deck } = await setup();
    const { cards } = await api.cards.createCloze({ deckId: deck.id, kind: 'cloze', clozeText: TEXT });
    const error = await errorOf(api.cards.updateCloze({ cardId: cards[0].id, kind: 'cloze', clozeText: 'nothing hidden' }));
    expect(error.message).toBe(CLOZE_MSG.none);
    expect(await db.selectFrom('cards').select('id').execute()).toHaveLength(3);
  });

  it('a basic card edited as a cloze note becomes its first card and keeps its progress; a cloze card edited as a basic card leaves its note', async () => {
    const { api, db, deck } = await setup();
    const basic = await api.cards.create({ deckId: deck.id, term: 'Paris', definition: 'capital of France' });
    await api.sessions.submit({ sessionId: 's', deckId: deck.id, results: [{ cardId: basic.id, isCorrect: true, gameType: 'flashcards', rating: 3 }] });
    const { cards } = await api.cards.updateCloze({ cardId: basic.id, kind: 'cloze', clozeText: '{{c1::Paris}} is the capital of {{c2::France}}' });
    expect(cards.map((c) => [c.id === basic.id, c.clozeNumber])).toEqual([[true, 1], [false, 2]]);
    expect((await cardStatesOf(db, [basic.id]))[0].reps).toBe(1);

    const back = await api.cards.update({ cardId: cards[1].id, term: 'France', definition: 'a country' });
    expect(back).toMatchObject({ kind: 'basic', clozeNumber: null, clozeText: null, term: 'France' });
    // The rest of the note is still a note: editing it does not bring the detached card back.
    const again = await api.cards.updateCloze({ cardId: basic.id, kind: 'cloze', clozeText: '{{c1::Paris}} is the capital of {{c2::France}}' });
    expect(again.cards.map((c) => c.id)).not.toContain(cards[1].id);
    expect(await db.selectFrom('cards').select('id').execute()).toHaveLength(3);
  });

  it("another user's card is not found", async () => {
    const { api, db } = await setup();
    const other = await makeUser(db);
    const theirs = await makeDeck(db, other.id);
    const { cards } = await callerFor(db, other).cards.createCloze({ deckId: theirs.id, kind: 'cloze', clozeText: TEXT });
    expect((await errorOf(api.cards.updateCloze({ cardId: cards[0].id, kind: 'cloze', clozeText: TEXT }))).code).toBe('NOT_FOUND');
  });
});

describe('cloze cards over REST', () => {
  it('POST /api/decks/{id}/cards with kind cloze answers 201 with the cards; PUT /api/cards/{id} re-expands; bad markup is a 400', async () => {
    const { app } = await makeTestApp({ now: () => FIXED_NOW });
    apps.push(app);
    const agent = await loginAgent(app);
    const deck = (await agent.request('POST', '/api/decks', { name: 'Capitals', description: '' })).json() as { id: number };
    const created = await agent.request('POST', `/api/decks/${deck.id}/cards`, { kind: 'cloze', clozeText: TEXT, extra: 'Europe' });
    expect(created.statusCode).toBe(201);
    const { cards } = created.json() as { cards: { id: number; kind: string; clozeNumber: number }[] };
    expect(cards.map((c) => [c.kind, c.clozeNumber])).toEqual([['cloze', 1], ['cloze', 2], ['cloze', 3]]);

    const put = await agent.request('PUT', `/api/cards/${cards[0].id}`, { kind: 'cloze', clozeText: '{{c1::Paris}} only' });
    expect(put.statusCode).toBe(200);
    expect((put.json() as { cards: unknown[] }).cards).toHaveLength(1);

    for (const body of [{ kind: 'cloze', clozeText: 'no deletion' }, { kind: 'cloze', clozeText: '{{c0::x}}' }, { kind: 'cloze' }]) {
      const res = await agent.request('POST', `/api/decks/${deck.id}/cards`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/cloze/i);
    }
    // A basic card still posts as before.
    expect((await agent.request('POST', `/api/decks/${deck.id}/cards`, { term: 'a', definition: 'b' })).statusCode).toBe(201);
  });
});

describe('games with cloze cards', () => {
  async function mixedDeck() {
    const ctx = await setup();
    await ctx.api.cards.createCloze({ deckId: ctx.deck.id, kind: 'cloze', clozeText: 'The {{c1::heart}} pumps {{c2::blood around the body}}.' });
    for (const [term, definition] of [['liver', 'filters blood'], ['lungs', 'breathe air'], ['kidney', 'makes urine'], ['brain', 'thinks'], ['spine', 'holds you up']]) {
      await ctx.api.cards.create({ deckId: ctx.deck.id, term, definition });
    }
    return ctx;
  }

  it('Type the Answer asks a cloze card for its hidden text and shows the filled-in text with the result', async () => {
    const { api, deck } = await mixedDeck();
    const data = (await api.games.generate({ deckId: deck.id, gameType: 'typing', direction: 'reverse' })) as TypingData;
    const cloze = data.items.filter((item) => item.reveal);
    // A cloze card reads one way only: reversed decks still show its prompt.
    expect(cloze.map((item) => [item.prompt.text, item.answer]).sort()).toEqual([
      ['The [...] pumps blood around the body.', 'heart'],
      ['The heart pumps [...].', 'blood around the body'],
    ]);
    expect(data.items.find((item) => item.answer === 'heart')!.reveal).toBe('The [heart] pumps blood around the body.');
  });

  it('the choice games pair the prompt with the hidden text, never the filled-in sentence', async () => {
    const { api, deck } = await mixedDeck();
    const mc = (await api.games.generate({ deckId: deck.id, gameType: 'multiple-choice' })) as MultipleChoiceData;
    const question = mc.questions.find((q) => q.questionText === 'The [...] pumps blood around the body.')!;
    expect(question.options.find((o) => o.optionId === question.correctOptionId)!.text).toBe('heart');
    const matching = (await api.games.generate({ deckId: deck.id, gameType: 'matching' })) as MatchingData;
    const texts = matching.definitions.map((d) => d.text);
    expect(texts.some((text) => text.includes('['))).toBe(false);
  });

  it('the crossword is offered for a deck whose answers are one-word deletions', async () => {
    const { api, deck } = await setup();
    for (const word of ['heart', 'liver', 'lungs', 'kidney', 'brain', 'spine']) {
      await api.cards.createCloze({ deckId: deck.id, kind: 'cloze', clozeText: `The {{c1::${word}}} is an organ of the human body.` });
    }
    const available = await api.stats.availableSmartGames({ deckId: deck.id });
    expect(available.crosswordDirections).toEqual(['forward', 'reverse', 'mixed']);
    const data = (await api.games.generate({ deckId: deck.id, gameType: 'crossword', direction: 'reverse' })) as CrosswordData;
    expect([...data.clues.across, ...data.clues.down].every((clue) => clue.clueText.includes('[...]'))).toBe(true);
  });

  it('flashcards show the prompt, then the filled-in text', async () => {
    const { api, deck } = await mixedDeck();
    const data = (await api.games.generate({ deckId: deck.id, gameType: 'flashcards' })) as FlashcardsData;
    expect(data.cards.find((c) => c.front.text === 'The [...] pumps blood around the body.')!.back.text).toBe('The [heart] pumps blood around the body.');
  });

  it('the crossword takes a cloze card only for a one-word deletion: the deletion is the answer, the prompt the clue', async () => {
    const { api, deck } = await mixedDeck();
    const data = (await api.games.generate({ deckId: deck.id, gameType: 'crossword' })) as CrosswordData;
    const clues = [...data.clues.across, ...data.clues.down];
    expect(clues.find((c) => c.answer === 'HEART')?.clueText).toBe('The [...] pumps blood around the body.');
    expect(clues.some((c) => c.clueText === 'The heart pumps [...].')).toBe(false);
  });
});

// Real Anki packages with Cloze notes (issue 27): the counts are derived here from the package
// itself (its draft), never written down.
const FIXTURES = process.env.CARDCADE_FIXTURES;
const CLOZE_PACKAGES = ['anki2-cardoverflow-AllDefaultTemplatesAndImageAndMp3.apkg', 'anki21-srs-converter-mixed-legacy-2.apkg', 'anki21-neoanki-legacy-schema.apkg'];

describe.skipIf(!FIXTURES)(`Anki packages with cloze notes (${testDialect})`, () => {
  beforeAll(() => warmImportWorkers(testConfig()), 120_000);

  it.each(CLOZE_PACKAGES)('%s: every cloze card keeps its number and note, and re-renders from its source', async (file) => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(FIXTURES!, 'anki', 'apkg', file)));
    const draft = await parseAnkiPackage(bytes, { mode: 'single_deck', fileName: file });
    const expected = draft.cards.filter((card) => card.cloze && card.term && card.definition).length;
    expect(expected).toBeGreaterThan(0);

    const { db, user } = await setup();
    const ctx = { ...createContextInner({ db, user, now: () => FIXED_NOW, config: testConfig() }), user };
    const preview = await ankiPreview(ctx, { fileName: file, bytes }, 'single_deck');
    const result = await callerFor(db, user).imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId });
    const deckId = result.createdDecks[0].id;
    const rows = await db.selectFrom('cards').selectAll().where('deck_id', '=', deckId).where('kind', '=', 'cloze').execute();
    expect(rows).toHaveLength(expected);
    const notes = new Map<string, number[]>();
    for (const row of rows) {
      expect(clozeNumbers(row.cloze_text!)).toContain(row.cloze_number);
      const rendered = renderCloze(row.cloze_text!, row.cloze_number!, row.cloze_extra);
      expect([row.term, row.definition, row.cloze_answer]).toEqual([rendered.term, rendered.definition, rendered.answer]);
      notes.set(row.cloze_note!, [...(notes.get(row.cloze_note!) ?? []), row.cloze_number!]);
    }
    // One number per card within a note.
    for (const numbers of notes.values()) expect(new Set(numbers).size).toBe(numbers.length);
    // The listed cards carry kind and number.
    const listed = (await callerFor(db, user).decks.get({ deckId })).flashcards.filter((c) => c.kind === 'cloze');
    expect(listed).toHaveLength(expected);
  });
});
