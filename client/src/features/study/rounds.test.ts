import { describe, expect, it } from 'vitest';
import type { CrosswordData, MatchingData, MultipleChoiceData, SpatialChoiceData } from '../../../../shared/games';
import { buildRound, masterCardIds, remainingCards } from './rounds';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const matching: MatchingData = {
  title: 'Deck',
  terms: ids(14).map((id) => ({ id, text: `t${id}` })),
  definitions: ids(14).reverse().map((id) => ({ id, text: `d${id}` })),
};
const mc: MultipleChoiceData = {
  title: 'Deck',
  questions: ids(20).map((id) => ({ id, questionText: `q${id}`, question: { text: `q${id}` }, options: [], correctOptionId: id })),
};
const spatial: SpatialChoiceData = {
  title: 'Deck',
  questions: ids(17).map((id) => ({ promptCardId: id, promptDefinition: `d${id}`, prompt: { text: `d${id}` }, correctTermId: id, options: [] })),
};
const crossword: CrosswordData = {
  title: 'Deck',
  gridDimensions: { rows: 1, cols: 1 },
  grid: [],
  clues: {
    across: [{ id: 7, number: 1, clueText: 'c', clue: { text: 'c' }, answer: 'ABC', direction: 'ACROSS', row: 0, col: 0, length: 3 }],
    down: [{ id: 9, number: 2, clueText: 'c', clue: { text: 'c' }, answer: 'AXY', direction: 'DOWN', row: 0, col: 0, length: 3 }],
  },
};

describe('buildRound', () => {
  it('matching: at most 6 pairs, skipping answered cards, definitions kept with their terms', () => {
    const round = buildRound('matching', matching, new Set([1, 2])) as MatchingData;
    expect(round.terms.map((t) => t.id)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(round.definitions.map((d) => d.id).sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8]);
    const last = buildRound('matching', matching, new Set(ids(12))) as MatchingData;
    expect(last.terms.map((t) => t.id)).toEqual([13, 14]);
    expect(buildRound('matching', matching, new Set(ids(14)))).toBeNull();
  });

  it.each([
    [[], 15, 1],
    [ids(15), 5, 16],
    [ids(19), 1, 20],
  ])('multiple choice with %j answered → %i questions from id %i', (answered, count, first) => {
    const round = buildRound('multiple-choice', mc, new Set(answered)) as MultipleChoiceData;
    expect(round.questions).toHaveLength(count);
    expect(round.questions[0].id).toBe(first);
  });

  it('spatial choice skips answered prompts and ends when all are answered', () => {
    expect((buildRound('spatial-choice', spatial, new Set([1])) as SpatialChoiceData).questions[0].promptCardId).toBe(2);
    expect(buildRound('spatial-choice', spatial, new Set(ids(17)))).toBeNull();
  });

  it('crossword: the whole puzzle while nothing is answered, then nothing', () => {
    expect(buildRound('crossword', crossword, new Set())).toBe(crossword);
    expect(buildRound('crossword', crossword, new Set([7]))).toBeNull();
  });
});

describe('master list helpers', () => {
  it('lists card ids per game', () => {
    expect(masterCardIds('crossword', crossword)).toEqual([7, 9]);
    expect(masterCardIds('spatial-choice', spatial)).toHaveLength(17);
  });

  it('counts what is left', () => {
    expect(remainingCards('multiple-choice', mc, new Set([1, 2, 99]))).toBe(18);
    expect(remainingCards('crossword', crossword, new Set())).toBe(2);
    expect(remainingCards('crossword', crossword, new Set([9]))).toBe(0);
  });
});

describe('flashcards rounds', () => {
  const flashcards = { title: 'Deck', cards: ids(20).map((id) => ({ id, front: { text: `t${id}` }, back: { text: `d${id}` } })) };

  it('at most 15 cards a round, skipping answered ones, until none are left', () => {
    expect(masterCardIds('flashcards', flashcards)).toEqual(ids(20));
    const first = buildRound('flashcards', flashcards, new Set());
    expect(first && 'cards' in first && first.cards.map((c) => c.id)).toEqual(ids(15));
    const second = buildRound('flashcards', flashcards, new Set(ids(15)));
    expect(second && 'cards' in second && second.cards.map((c) => c.id)).toEqual([16, 17, 18, 19, 20]);
    expect(remainingCards('flashcards', flashcards, new Set(ids(15)))).toBe(5);
    expect(buildRound('flashcards', flashcards, new Set(ids(20)))).toBeNull();
  });
});
