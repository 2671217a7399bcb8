import { describe, expect, it, vi } from 'vitest';
import type { CrosswordData, FlashcardsData, GameData, MatchingData, MultipleChoiceData, SpatialChoiceData, TypingData } from '../../../../shared/games';
import { buildCrosswordData, layoutCrossword } from '../../../../shared/generators/crossword';
import { seededRng } from '../../../../shared/generators/rng';
import type { GameType } from '../../../../shared/constants';
import { StudyController, type StudyDeps } from './controller';
import { buildRound, masterCardIds, remainingCards, requeuedCards, MAX_REPEATS_PER_CARD, RELEARN_WITHIN_MS } from './rounds';
import { memoryStore, studyStorage } from './storage';

// Issue 29.1: a card answered Again (or wrong) comes back in the same Smart Session, in every
// game (the crossword as a small puzzle of the missed words), and the summary counts each card once.

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const masters: Record<Exclude<GameType, 'crossword'>, (n: number) => GameData> = {
  'multiple-choice': (n) => ({ title: 'D', questions: ids(n).map((id) => ({ id, questionText: `q${id}`, question: { text: `q${id}` }, options: [], correctOptionId: id })) }) satisfies MultipleChoiceData,
  'spatial-choice': (n) => ({ title: 'D', questions: ids(n).map((id) => ({ promptCardId: id, promptDefinition: `d${id}`, prompt: { text: `d${id}` }, correctTermId: id, options: [] })) }) satisfies SpatialChoiceData,
  matching: (n) => ({ title: 'D', terms: ids(n).map((id) => ({ id, text: `t${id}` })), definitions: ids(n).map((id) => ({ id, text: `d${id}` })) }) satisfies MatchingData,
  flashcards: (n) => ({ title: 'D', cards: ids(n).map((id) => ({ id, front: { text: `t${id}` }, back: { text: `d${id}` }, nextIntervalsMs: [60_000, 600_000, 86_400_000, 4 * 86_400_000] })) }) satisfies FlashcardsData,
  typing: (n) => ({ title: 'D', items: ids(n).map((id) => ({ id, prompt: { text: `t${id}` }, answer: `d${id}`, answerSide: { text: `d${id}` }, nextIntervalsMs: [60_000, 600_000, 86_400_000, 4 * 86_400_000] })) }) satisfies TypingData,
};

function setup(gameType: GameType, master: GameData) {
  const storage = studyStorage(memoryStore());
  const sent: { cardId: number; isCorrect: boolean }[] = [];
  let id = 0;
  const deps: StudyDeps = {
    storage,
    userId: 1,
    deckId: 5,
    isMobile: false,
    start: vi.fn(async () => ({ gameData: master })),
    submit: async (entry) => void sent.push(...entry.results),
    uuid: () => `chunk-${++id}`,
    now: () => 1_000,
    messageOf: (_e, fallback) => fallback,
  };
  return { controller: new StudyController(deps), storage, sent, params: { gameType, goal: { type: 'quick' as const } } };
}

/** Plays the session to its end: `wrong(cardId, showing)` says which answers fail. Returns the cards of each round. */
async function play(gameType: GameType, n: number, wrong: (cardId: number, showing: number) => boolean) {
  const { controller, sent, params } = setup(gameType, masters[gameType as keyof typeof masters](n));
  let state = await controller.init(params);
  const rounds: number[][] = [];
  const showings = new Map<number, number>();
  for (let guard = 0; guard < 50; guard++) {
    if (state.name === 'SYNCING') state = await controller.syncChunk();
    if (state.name === 'POST_CHUNK_SUMMARY') state = controller.keepStudying();
    if (state.name === 'LOADING') state = controller.nextRound();
    if (state.name !== 'PLAYING') break;
    const cards = masterCardIds(gameType, state.round);
    rounds.push(cards);
    for (const cardId of cards) {
      const showing = (showings.get(cardId) ?? 0) + 1;
      showings.set(cardId, showing);
      const isWrong = wrong(cardId, showing);
      controller.answer({ cardId, isCorrect: !isWrong, ...(gameType === 'flashcards' ? { rating: isWrong ? 1 : 3 } : {}) });
    }
    state = await controller.finishRound();
  }
  await vi.waitFor(() => expect(sent.length).toBe(rounds.flat().length));
  return { state, rounds, sent };
}

describe('Again cards come back within the session (issue 29.1)', () => {
  it.each(['flashcards', 'multiple-choice', 'spatial-choice', 'matching'] as const)('%s: 20 cards, 4 graded Again → each comes back once, summary counts 20 cards', async (gameType) => {
    const { state, rounds, sent } = await play(gameType, 20, (id, showing) => showing === 1 && [2, 5, 9, 17].includes(id));
    const shown = rounds.flat();
    expect(shown).toHaveLength(24);
    for (const id of [2, 5, 9, 17]) {
      expect(shown.filter((x) => x === id)).toHaveLength(2);
      // It comes back after its first showing, in a later round.
      expect(rounds.findIndex((r) => r.includes(id))).toBeLessThan(rounds.findLastIndex((r) => r.includes(id)));
    }
    expect(state).toMatchObject({ name: 'FINAL_SUMMARY', summary: { cardsStudied: 20, correct: 16, accuracy: 80, incorrectCardIds: [2, 5, 9, 17] } });
    // Every answer goes to the server, the second one of a card too (FSRS's relearning step).
    expect(sent.filter((r) => r.cardId === 2).map((r) => r.isCorrect)).toEqual([false, true]);
  });

  it('a card failed every time comes back MAX_REPEATS_PER_CARD times, then the session ends', async () => {
    const { state, rounds } = await play('multiple-choice', 3, (id) => id === 1);
    expect(rounds.flat().filter((x) => x === 1)).toHaveLength(1 + MAX_REPEATS_PER_CARD);
    expect(state).toMatchObject({ name: 'FINAL_SUMMARY', summary: { cardsStudied: 3, correct: 2 } });
  });

  it('a requeued card takes at most half a round while new cards are waiting', async () => {
    const { rounds } = await play('matching', 12, (_id, showing) => showing === 1);
    expect(rounds.map((r) => r.length)).toEqual([6, 6, 6, 6]);
    expect(rounds[1]).toEqual([7, 8, 9, 1, 2, 3]);
  });

  it('table: which cards come back', () => {
    const fc = masters.flashcards(3) as FlashcardsData;
    fc.cards[2].nextIntervalsMs = [RELEARN_WITHIN_MS + 1, 1, 1, 1];
    const cases: { name: string; results: { cardId: number; isCorrect: boolean; rating?: number }[]; want: number[] }[] = [
      { name: 'Again comes back', results: [{ cardId: 1, isCorrect: false, rating: 1 }], want: [1] },
      { name: 'Hard is right: it does not', results: [{ cardId: 1, isCorrect: true, rating: 2 }], want: [] },
      { name: 'right the second time: done', results: [{ cardId: 1, isCorrect: false, rating: 1 }, { cardId: 1, isCorrect: true, rating: 3 }], want: [] },
      { name: 'Again step beyond the window: not due in the session', results: [{ cardId: 3, isCorrect: false, rating: 1 }], want: [] },
      { name: 'order of latest answers', results: [{ cardId: 2, isCorrect: false, rating: 1 }, { cardId: 1, isCorrect: false, rating: 1 }], want: [2, 1] },
    ];
    for (const c of cases) expect(requeuedCards('flashcards', fc, c.results), c.name).toEqual(c.want);
  });

  it('a crossword word missed comes back as a small puzzle of its own, until it is solved', () => {
    const words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta'].map((answer, i) => ({ id: i + 1, answer: answer.toUpperCase(), clue: `clue ${i + 1}` }));
    const master = buildCrosswordData(layoutCrossword(words, { rng: seededRng(1), maxRows: 15, maxCols: 15 }), 'Greek');
    const all = masterCardIds('crossword', master);
    expect(all).toHaveLength(6);
    expect(buildRound('crossword', master, new Set())).toBe(master);
    const answered = new Set(all);
    const results = all.map((cardId) => ({ cardId, isCorrect: cardId !== 3 }));
    expect(requeuedCards('crossword', master, results)).toEqual([3]);
    const again = buildRound('crossword', master, answered, [3]) as CrosswordData;
    expect(masterCardIds('crossword', again)).toEqual([3]);
    expect([...again.clues.across, ...again.clues.down][0]).toMatchObject({ answer: 'GAMMA', clueText: 'clue 3', clue: { text: 'clue 3' } });
    expect(remainingCards('crossword', master, answered, [3])).toBe(1);
    // The same puzzle again on resume; none once it is solved.
    expect(buildRound('crossword', master, answered, [3])).toEqual(again);
    expect(requeuedCards('crossword', master, [...results, { cardId: 3, isCorrect: true }])).toEqual([]);
    expect(buildRound('crossword', master, answered, [])).toBeNull();
  });

  it('a repeated flashcard hides its stale interval previews; an answer reported twice in a round counts once', async () => {
    const { controller, params, storage } = setup('flashcards', masters.flashcards(2));
    await controller.init(params);
    controller.answer({ cardId: 1, isCorrect: false, rating: 1 });
    controller.answer({ cardId: 2, isCorrect: true, rating: 3 });
    expect(await controller.finishRound()).toEqual({ name: 'LOADING', text: expect.any(String) });
    const again = controller.nextRound();
    expect(again).toMatchObject({ name: 'PLAYING', round: { cards: [{ id: 1, nextIntervalsMs: null }] } });
    controller.answer({ cardId: 1, isCorrect: true, rating: 3 });
    controller.answer({ cardId: 1, isCorrect: true, rating: 3 });
    controller.answer({ cardId: 2, isCorrect: true, rating: 3 });
    expect(storage.getActive()!.results.map((r) => r.cardId)).toEqual([1, 2, 1]);
    expect(await controller.finishRound()).toMatchObject({ name: 'FINAL_SUMMARY', summary: { cardsStudied: 2, correct: 1 } });
  });
});

describe('practice round of the missed cards (issue 29.4)', () => {
  it('after the session: just the missed cards, without interval previews; none for a crossword', async () => {
    const { controller, params, storage } = setup('flashcards', masters.flashcards(3));
    await controller.init(params);
    for (const id of [1, 2, 3]) controller.answer({ cardId: id, isCorrect: id !== 2, rating: id === 2 ? 1 : 3 });
    await controller.finishRound();
    controller.nextRound();
    controller.answer({ cardId: 2, isCorrect: true, rating: 3 });
    const final = await controller.finishRound();
    expect(final).toMatchObject({ name: 'FINAL_SUMMARY', summary: { incorrectCardIds: [2] } });
    expect(storage.getMeta()).toBeNull();
    expect(controller.practiceRound([2])).toEqual({ gameType: 'flashcards', round: { title: 'D', cards: [{ id: 2, front: { text: 't2' }, back: { text: 'd2' }, nextIntervalsMs: null }] } });
    expect(controller.practiceRound([])).toBeNull();
  });
});

describe('header progress (issue 48.10)', () => {
  it("counts answers of the answers to ask, so it moves with a round of cards that came back", async () => {
    const { StudyController } = await import('./controller');
    const { memoryStore, studyStorage } = await import('./storage');
    const storage = studyStorage(memoryStore());
    const questions = Array.from({ length: 14 }, (_, i) => ({ id: i + 1, questionText: `q${i + 1}`, question: { text: `q${i + 1}` }, options: [], correctOptionId: 1 }));
    const c = new StudyController({
      storage, userId: 1, deckId: 5, isMobile: false,
      start: async () => ({ gameData: { title: 'D', questions } }),
      submit: async () => undefined,
      uuid: () => 'u', now: () => 1, messageOf: (_e, f) => f,
    });
    const first = await c.init({ gameType: 'multiple-choice', goal: { type: 'quick' } });
    expect(first.name).toBe('PLAYING');
    expect(c.progress()).toEqual({ answered: 0, total: 14 });
    // 10 of 14 right: the 4 missed come back.
    for (const q of questions) c.answer({ cardId: q.id, isCorrect: q.id <= 10, answerTimeMs: 1, usedHint: false });
    await c.finishRound();
    const again = c.keepStudying();
    expect(again.name).toBe('PLAYING');
    if (again.name !== 'PLAYING') return;
    expect((again.round as { questions: unknown[] }).questions).toHaveLength(4);
    expect(c.progress()).toEqual({ answered: 14, total: 18 });
    c.answer({ cardId: 11, isCorrect: true, answerTimeMs: 1, usedHint: false });
    expect(c.progress()).toEqual({ answered: 15, total: 18 });
  });
});
