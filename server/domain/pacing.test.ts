import { describe, expect, it } from 'vitest';
import { computePacing, pacingStatus } from './pacing.js';

describe('pacingStatus', () => {
  it.each([
    // daysLeft elapsed learned   status
    [0, 1, 0, 'Exam Today!'],
    [0, 1, 1, 'Exam Today!'],
    [1, 0.9, 0.79, 'Cramming!'],
    [3, 0.9, 0.79, 'Cramming!'],
    [3, 0.9, 0.8, 'Final Stretch'],
    [4, 0.9, 0.1, 'Final Stretch'],
    [7, 0.5, 0.0, 'Final Stretch'],
    [8, 0.5, 0.6, 'Ahead of Schedule'],
    [8, 0.5, 0.59, 'On Track'],
    [8, 0.5, 0.4, 'On Track'],
    [8, 0.5, 0.39, 'Behind Schedule'],
    [30, 0.3, 0.4, 'Ahead of Schedule'],
    [30, 0.3, 0.2, 'On Track'],
    [30, 0, 0, 'On Track'],
    [30, 0.2, 0, 'Behind Schedule'],
  ] as const)('%i days left, elapsed %f, learned %f → %s', (daysLeft, elapsed, learned, status) => {
    expect(pacingStatus(daysLeft, elapsed, learned)).toBe(status);
  });
});

describe('computePacing', () => {
  const base = { pacingStartDate: '2025-03-01', examDate: '2025-03-31', learnedCount: 0, totalCount: 10 };

  it.each([
    ['start day', '2025-03-01', 0],
    ['a third of the way', '2025-03-11', 1 / 3],
    ['the day before the exam', '2025-03-30', 29 / 30],
    ['exam day', '2025-03-31', 1],
  ])('time elapsed on %s', (_, today, elapsed) => {
    expect(computePacing({ ...base, today })?.timeElapsedPercent).toBeCloseTo(elapsed, 10);
  });

  it('is null after the exam', () => {
    expect(computePacing({ ...base, today: '2025-04-01' })).toBeNull();
  });

  it('reports the learned share, 0 for an empty deck', () => {
    expect(computePacing({ ...base, today: '2025-03-11', learnedCount: 4 })?.deckLearnedPercent).toBe(0.4);
    expect(computePacing({ ...base, today: '2025-03-11', learnedCount: 0, totalCount: 0 })?.deckLearnedPercent).toBe(0);
  });

  it('echoes both dates and a status', () => {
    expect(computePacing({ ...base, today: '2025-03-11', learnedCount: 4 })).toEqual({
      status: 'On Track',
      timeElapsedPercent: 1 / 3,
      deckLearnedPercent: 0.4,
      pacingStartDate: '2025-03-01',
      examDate: '2025-03-31',
      newCardsNeededPerDay: 0,
      newCardsSeenByExam: 0,
    });
  });

  it('an exam date set for today is fully elapsed and "Exam Today!"', () => {
    expect(computePacing({ ...base, pacingStartDate: '2025-03-31', today: '2025-03-31' })).toMatchObject({ timeElapsedPercent: 1, status: 'Exam Today!' });
  });

  it('an unknown start counts from today', () => {
    expect(computePacing({ ...base, pacingStartDate: null, today: '2025-03-11' })).toMatchObject({ pacingStartDate: '2025-03-11', timeElapsedPercent: 0 });
  });
});

// Issue 46: "On Track" only when the deck's new cards per day can show every card before the exam.
describe('computePacing against what the daily limits allow', () => {
  it('a 718-card deck at 20 new a day with the exam in 14 days is not On Track: 280 cards at most can be seen', () => {
    const pacing = computePacing({ today: '2025-03-10', examDate: '2025-03-24', pacingStartDate: '2025-03-10', learnedCount: 0, totalCount: 718, newCount: 718, newPerDay: 20 });
    expect(pacing).toMatchObject({ status: 'Behind Schedule', newCardsSeenByExam: 280, newCardsNeededPerDay: 52 });
  });

  it.each([
    // newCount newPerDay daysLeft learned status            needed seen
    [280, 20, 14, 0, 'On Track', 20, 280],
    [281, 20, 14, 0, 'Behind Schedule', 21, 280],
    [0, 20, 14, 10, 'Ahead of Schedule', 0, 0],
    [10, 0, 30, 0, 'Behind Schedule', 1, 0],
    [700, 20, 5, 0, 'Final Stretch', 140, 100],
  ] as const)('%i new at %i a day, %i days left, %i learned → %s, %i a day needed, %i seen', (newCount, newPerDay, daysLeft, learned, status, needed, seen) => {
    const today = '2025-03-10';
    const examDate = new Date(Date.parse(`${today}T00:00:00Z`) + daysLeft * 86_400_000).toISOString().slice(0, 10);
    const pacing = computePacing({ today, examDate, pacingStartDate: today, learnedCount: learned, totalCount: Math.max(newCount, 10), newCount, newPerDay });
    expect(pacing).toMatchObject({ status, newCardsNeededPerDay: needed, newCardsSeenByExam: seen });
  });
});
