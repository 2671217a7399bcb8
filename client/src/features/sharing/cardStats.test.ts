import { describe, expect, it } from 'vitest';
import { cardStatsView, NOBODY_SHARES, percent } from './cardStats';

const card = (cardId: number, answers: number, successRate: number | null) => ({ cardId, term: `t${cardId}`, answers, successRate });

describe('cardStatsView', () => {
  it('says so when nobody shares their progress', () => {
    expect(cardStatsView({ sharingLearners: 0, cards: [card(1, 0, null)], hardest: [] })).toEqual({ kind: 'nobody', text: NOBODY_SHARES });
  });

  it('says so when learners share but nobody answered yet', () => {
    expect(cardStatsView({ sharingLearners: 1, cards: [card(1, 0, null)], hardest: [] })).toEqual({ kind: 'noAnswers', text: '1 learner shares their progress; no answers yet.', learners: 1 });
  });

  it('lists answered cards hardest first and counts the rest', () => {
    const view = cardStatsView({
      sharingLearners: 2,
      cards: [card(1, 4, 75), card(2, 3, 33.3), card(3, 0, null), card(4, 1, 33.3), card(5, 1200, 100)],
      hardest: [card(2, 3, 33.3) as { cardId: number; term: string; answers: number; successRate: number }],
    });
    if (view.kind !== 'stats') throw new Error(view.kind);
    expect(view.summary).toBe('2 learners share their progress: 1,208 answers on 4 of 5 cards.');
    expect(view.cards.map((row) => [row.cardId, row.rate, row.answers])).toEqual([
      [2, '33%', '3'],
      [4, '33%', '1'],
      [1, '75%', '4'],
      [5, '100%', '1,200'],
    ]);
    expect(view.hardest.map((row) => row.cardId)).toEqual([2]);
    expect(view.unanswered).toBe('1 card has no answers yet.');
  });

  it.each([
    [0, '0%'],
    [33.3, '33%'],
    [66.7, '67%'],
    [99.5, '100%'],
  ])('percent(%s) = %s', (rate, text) => expect(percent(rate)).toBe(text));
});
