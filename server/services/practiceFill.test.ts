import { beforeEach, describe, expect, it } from 'vitest';
import { State } from 'ts-fsrs';
import type { Db } from '../db.js';
import type { CrosswordData, MatchingData, MultipleChoiceData, SpatialChoiceData } from '../../shared/games.js';
import { callerFor, cardStatesOf, FIXED_NOW, makeDeck, makeTestDb, makeUser, setCardState } from '../test/harness.js';
import { practiceCount } from '../domain/practiceFill.js';

// Issue 48.2: a light day (2 of 10 cards due) no longer locks the games whose board needs 4 or 6
// cards: the deck's other cards fill the board as practice, and only the due cards are scheduled.
const NOW = FIXED_NOW.getTime();
const DAY = 24 * 60 * 60 * 1000;
const WORDS = ['planet', 'comet', 'nebula', 'galaxy', 'meteor', 'quasar', 'pulsar', 'orbit', 'lunar', 'solar'];

let db: Db;
beforeEach(async () => {
  db = await makeTestDb();
});

async function lightDay() {
  const user = await makeUser(db);
  const deck = await makeDeck(db, user.id);
  const api = callerFor(db, user);
  const ids: number[] = [];
  for (const [i, word] of WORDS.entries()) ids.push((await api.cards.create({ deckId: deck.id, term: word, definition: `Meaning ${i + 1}` })).id);
  const [due1, due2, ...later] = ids;
  // Two are due reviews; eight were studied and fall due next week.
  await setCardState(db, [due1, due2], { state: State.Review, due: NOW - DAY, stability: 3, difficulty: 5, reps: 2, last_review: NOW - 4 * DAY });
  await setCardState(db, later, { state: State.Review, due: NOW + 7 * DAY, stability: 10, difficulty: 5, reps: 2, last_review: NOW - DAY });
  return { user, deck, api, due: [due1, due2], later };
}

const start = (api: ReturnType<typeof callerFor>, deckId: number, gameType: 'matching' | 'multiple-choice' | 'spatial-choice' | 'crossword') =>
  api.sessions.start({ deckId, gameType, goal: { type: 'quick' }, constraintProfile: { isMobile: false } });

describe('practice fill on a light day', () => {
  it('every game is offered with 2 cards due in a deck of 10', async () => {
    const { api, deck } = await lightDay();
    const available = await api.stats.availableSmartGames({ deckId: deck.id });
    expect(available.dueCardCount).toBe(2);
    expect(available.games.filter((g) => !g.isEnabled).map((g) => g.id)).toEqual([]);
  });

  it('matching: a board of 4 pairs, 2 due and 2 practice cards not due', async () => {
    const { api, deck, due, later } = await lightDay();
    const { gameData, practiceCardIds } = await start(api, deck.id, 'matching');
    const terms = (gameData as MatchingData).terms.map((t) => t.id);
    expect(terms).toHaveLength(4);
    expect(terms).toEqual(expect.arrayContaining(due));
    expect(practiceCardIds).toHaveLength(2);
    for (const id of practiceCardIds) expect(later).toContain(id);
    expect(new Set(terms)).toEqual(new Set([...due, ...practiceCardIds]));
  });

  it.each(['multiple-choice', 'spatial-choice'] as const)('%s: asks the 2 due cards, with 4 options from the deck', async (gameType) => {
    const { api, deck, due } = await lightDay();
    const { gameData, practiceCardIds } = await start(api, deck.id, gameType);
    const questions = gameType === 'multiple-choice' ? (gameData as MultipleChoiceData).questions.map((q) => ({ id: q.id, options: q.options.length })) : (gameData as SpatialChoiceData).questions.map((q) => ({ id: q.promptCardId, options: q.options.length }));
    expect(questions.map((q) => q.id).sort()).toEqual([...due].sort());
    expect(questions.every((q) => q.options === 4)).toBe(true);
    expect(practiceCardIds).toEqual([]);
  });

  it('crossword: a puzzle of at least 6 words holding both due words', async () => {
    const { api, deck, due, later } = await lightDay();
    const { gameData, practiceCardIds } = await start(api, deck.id, 'crossword');
    const clues = [...(gameData as CrosswordData).clues.across, ...(gameData as CrosswordData).clues.down].map((c) => c.id);
    expect(clues.length).toBeGreaterThanOrEqual(6);
    expect(clues).toEqual(expect.arrayContaining(due));
    expect(new Set(clues)).toEqual(new Set([...due, ...practiceCardIds]));
    for (const id of practiceCardIds) expect(later).toContain(id);
  });

  it('the due answers schedule their cards; the practice cards keep their state', async () => {
    const { api, deck, due, later } = await lightDay();
    const before = await cardStatesOf(db, later);
    await start(api, deck.id, 'matching');
    await api.sessions.submit({ sessionId: 'light', deckId: deck.id, results: due.map((cardId) => ({ cardId, isCorrect: true, gameType: 'matching', answerTimeMs: 900 })) });
    expect(await cardStatesOf(db, later)).toEqual(before);
    expect((await cardStatesOf(db, due)).every((s) => s.due > NOW)).toBe(true);
  });

  it('nothing due: the games stay off', async () => {
    const { api, deck, due } = await lightDay();
    await setCardState(db, due, { due: NOW + DAY });
    const available = await api.stats.availableSmartGames({ deckId: deck.id });
    expect(available.games.every((g) => !g.isEnabled)).toBe(true);
  });

  it.each([
    ['matching', 2, 8, 2],
    ['matching', 4, 8, 0],
    ['multiple-choice', 1, 20, 9],
    ['multiple-choice', 1, 2, 2],
    ['crossword', 2, 8, 8],
    ['crossword', 0, 8, 0],
    ['flashcards', 1, 8, 0],
  ] as const)('practiceCount(%s, %i scheduled, %i others) = %i', (gameType, scheduled, others, expected) => {
    expect(practiceCount(gameType, scheduled, others)).toBe(expected);
  });
});
