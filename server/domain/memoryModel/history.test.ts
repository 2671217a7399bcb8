import { describe, expect, it } from 'vitest';
import { allItems, buildReviewHistories, dayNumberIn, splitByTime, type ReviewRecord } from './history.js';

const at = (iso: string) => Date.parse(iso);
const r = (cardId: number | null, rating: number, iso: string): ReviewRecord => ({ cardId, rating, reviewedAt: at(iso) });
const shape = (records: ReviewRecord[], timeZone = 'UTC') =>
  buildReviewHistories(records, timeZone).histories.map((h) => [h.cardId, h.reviews.map((x) => `${x.rating}/${x.deltaT}`).join(' ')]);

describe('buildReviewHistories', () => {
  it.each([
    {
      name: 'one history per card in time order, whatever the input order',
      records: [r(2, 3, '2025-01-03T10:00Z'), r(1, 3, '2025-01-01T10:00Z'), r(1, 1, '2025-01-05T10:00Z'), r(2, 3, '2025-01-01T09:00Z')],
      want: [[1, '3/0 1/4'], [2, '3/0 3/2']],
    },
    {
      name: 'same-day reviews have deltaT 0 (learning steps)',
      records: [r(1, 1, '2025-01-01T10:00Z'), r(1, 3, '2025-01-01T10:10Z'), r(1, 3, '2025-01-02T08:00Z')],
      want: [[1, '1/0 3/0 3/1']],
    },
    {
      name: 'days are calendar days, not 24-hour periods',
      records: [r(1, 3, '2025-01-01T23:50Z'), r(1, 3, '2025-01-02T00:10Z')],
      want: [[1, '3/0 3/1']],
    },
    {
      name: 'a reset (rating 0, as Anki’s Forget rows arrive) starts the card again',
      records: [r(1, 3, '2025-01-01T10:00Z'), r(1, 3, '2025-01-05T10:00Z'), r(1, 0, '2025-01-06T10:00Z'), r(1, 2, '2025-01-07T10:00Z'), r(1, 3, '2025-01-09T10:00Z')],
      want: [[1, '2/0 3/2']],
    },
    {
      name: 'logs of deleted cards (card id null) are left out',
      records: [r(null, 3, '2025-01-01T10:00Z'), r(1, 3, '2025-01-01T10:00Z'), r(null, 1, '2025-01-02T10:00Z')],
      want: [[1, '3/0']],
    },
    {
      name: 'Anki history and game answers of one card form one history',
      records: [r(7, 4, '2024-06-01T08:00Z'), r(7, 3, '2024-06-20T08:00Z'), r(7, 1, '2025-01-01T08:00Z')],
      want: [[7, '4/0 3/19 1/195']],
    },
  ])('$name', ({ records, want }) => {
    expect(shape(records)).toEqual(want);
  });

  it('counts what it keeps and what it leaves out', () => {
    const built = buildReviewHistories(
      [r(null, 3, '2025-01-01T10:00Z'), r(1, 3, '2025-01-01T10:00Z'), r(1, 3, '2025-01-02T10:00Z'), r(1, 0, '2025-01-03T10:00Z'), r(1, 3, '2025-01-04T10:00Z')],
      'UTC',
    );
    expect(built).toMatchObject({ reviewCount: 1, skippedDeletedCard: 1, skippedBeforeReset: 3 });
  });

  it.each([
    // 23:30 UTC and 00:30 UTC the next day: the same local day in New York, two days in UTC.
    { timeZone: 'UTC', want: '3/0 3/1' },
    { timeZone: 'America/New_York', want: '3/0 3/0' },
    // In Auckland 2025-01-01T10:30Z is already the 2nd; 2025-01-01T11:30Z is still the 2nd.
    { timeZone: 'Pacific/Auckland', want: '3/0 3/0' },
  ])('days are local days in the user’s time zone ($timeZone)', ({ timeZone, want }) => {
    expect(shape([r(1, 3, '2025-01-01T23:30Z'), r(1, 3, '2025-01-02T00:30Z')], timeZone)).toEqual([[1, want]]);
  });

  it('counts local midnight in zones with half-hour offsets, and never goes negative', () => {
    // Kolkata is UTC+5:30: local midnight is 18:30 UTC.
    expect(shape([r(1, 3, '2025-01-01T18:20Z'), r(1, 3, '2025-01-01T18:40Z')], 'Asia/Kolkata')).toEqual([[1, '3/0 3/1']]);
    const day = dayNumberIn('Asia/Kolkata');
    expect(day(at('2025-01-01T18:29Z'))).toBe(day(at('2025-01-01T18:31Z')) - 1);
  });

  it('an unknown time zone falls back to UTC', () => {
    expect(shape([r(1, 3, '2025-01-01T23:30Z'), r(1, 3, '2025-01-02T00:30Z')], 'Not/AZone')).toEqual([[1, '3/0 3/1']]);
  });
});

describe('splitByTime', () => {
  const histories = buildReviewHistories(
    [
      r(1, 3, '2025-01-01T10:00Z'),
      r(1, 3, '2025-01-03T10:00Z'),
      r(1, 3, '2025-01-03T10:05Z'), // same day: history only, never predicted
      r(1, 1, '2025-01-09T10:00Z'),
      r(2, 3, '2025-01-05T10:00Z'),
      r(2, 3, '2025-01-11T10:00Z'),
    ],
    'UTC',
  ).histories;

  it('trains on the earlier days and holds out the later ones, keeping the earlier history of held-out reviews', () => {
    const split = splitByTime(histories, 0.7);
    // Days 0…10 from Jan 1: the cutoff is day 7 (Jan 8).
    const view = (items: typeof split.train) => items.map((i) => [i.history.cardId, i.end]);
    expect(view(split.train)).toEqual([[1, 1]]);
    expect(view(split.test)).toEqual([[1, 3], [2, 1]]);
  });

  it('allItems predicts every review a day or more after the previous one', () => {
    expect(allItems(histories).map((i) => [i.history.cardId, i.end])).toEqual([[1, 1], [1, 3], [2, 1]]);
  });
});
