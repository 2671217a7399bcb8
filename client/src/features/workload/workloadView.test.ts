import { describe, expect, it } from 'vitest';
import { paceNeedText } from './paceText';
import { bestText, examDayOf, workloadPoints, workloadSummary } from './workloadView';

// The workload planner's pure view helpers (docs/workload.md), on fixed days.
const days = [
  { day: 1, reviews: 0, newCards: 20, minutes: 6, expectedRetention: 0.9 },
  { day: 2, reviews: 14, newCards: 20, minutes: 8.5, expectedRetention: 0.9 },
  { day: 3, reviews: 31, newCards: 20, minutes: 10.5, expectedRetention: 0.91 },
];

describe('workload view', () => {
  it('dates each day from today', () => {
    expect(workloadPoints(days, '2025-12-30').map((p) => p.label)).toEqual(['Dec 30', 'Dec 31', 'Jan 1']);
    expect(workloadPoints(days, '2025-12-30')[2].longLabel).toBe('Thu, January 1, 2026');
  });

  it.each([
    [null, 30, null],
    ['2025-03-10', 30, 1],
    ['2025-03-24', 30, 15],
    ['2025-04-08', 30, 30],
    ['2025-04-09', 30, null],
    ['2025-03-09', 30, null],
  ])('exam %s within %i days is day %s', (exam, span, day) => {
    expect(examDayOf(exam, '2025-03-10', span)).toBe(day);
  });

  it('sums up reviews, minutes and the busiest day', () => {
    expect(workloadSummary(days)).toEqual({ reviewsPerDay: 15, minutesPerDay: 8.3, peakReviews: 31 });
  });

  it('names the best retention in plain words', () => {
    expect(bestText(0.85, [{ retention: 0.85, reviewsPerDay: 12.5, minutesPerDay: 3.2, knownAtEnd: 640 }])).toBe(
      '85% gives the most remembered cards for your time: about 12.5 reviews (3.2 min) a day, 640 cards known at the end.',
    );
  });

  it.each([
    [{ newCardsNeededPerDay: 52, newCardsSeenByExam: 280, reviewsPerDayNeeded: 140, minutesPerDayNeeded: 35 }, 'To see every card before the exam: 52 new cards a day. That means about 140 reviews (35 min) a day until the exam.'],
    [{ newCardsNeededPerDay: 1, newCardsSeenByExam: 1, reviewsPerDayNeeded: 1, minutesPerDayNeeded: 0 }, 'To see every card before the exam: 1 new card a day. That means about 1 review a day until the exam.'],
    [{ newCardsNeededPerDay: 0, newCardsSeenByExam: 0, reviewsPerDayNeeded: 9, minutesPerDayNeeded: 2 }, 'Every card has been seen. That means about 9 reviews (2 min) a day until the exam.'],
    [{ newCardsNeededPerDay: 0, newCardsSeenByExam: 0, reviewsPerDayNeeded: null, minutesPerDayNeeded: null }, null],
  ])('pace %j → %s', (pacing, text) => {
    expect(paceNeedText(pacing)).toBe(text);
  });
});
