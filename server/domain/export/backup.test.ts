import { describe, expect, it } from 'vitest';
import { ImportInputError } from '../import/errors.js';
import { validate } from '../import/cardcade.js';
import { BACKUP_FORMAT, BACKUP_VERSION, INT4_MAX, isCalendarDay, MAX_EPOCH_MS } from './backup.js';

// docs/security.md: every number of a backup is bounded to what ts-fsrs and both databases accept, and
// every date is a real one. Table tests of the schema (through `validate`, the importer's entry),
// on a fixed clock.

const NOW = Date.UTC(2025, 2, 10, 12);
const DAY = 86_400_000;

const fsrs = { due: NOW, stability: 5, difficulty: 5, elapsedDays: 3, scheduledDays: 5, learningSteps: 0, reps: 3, lapses: 0, state: 2, lastReview: NOW - 3 * DAY };
const card = { id: 1, term: 't', definition: 'd', createdAt: NOW - 9 * DAY, updatedAt: NOW - 9 * DAY, fsrs, media: { termImage: null, definitionImage: null, termAudio: null, definitionAudio: null } };
const log = { cardId: 1, sessionId: 's', rating: 3, isCorrect: true, gameType: 'flashcards', answerTimeMs: 1200, usedHint: false, reviewedAt: NOW - 3 * DAY, localDay: '2025-03-07' };
const deck = { name: 'D', description: null, source: 'manual', examDate: '2025-06-01', pacingStartDate: '2025-03-01', desiredRetention: 0.9, createdAt: NOW - 9 * DAY, updatedAt: NOW - 9 * DAY, cards: [card], reviewLogs: [log] };
const file = { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: '2025-03-10T12:00:00.000Z', settings: { timeZone: 'UTC' }, media: [], decks: [deck] };

type Patch = { deck?: object; card?: object; fsrs?: object; log?: object; media?: object };
function backup(patch: Patch) {
  return {
    ...file,
    media: patch.media ? [{ id: 1, sha256: 'a'.repeat(64), mime: 'image/png', size: 10, ...patch.media }] : [],
    decks: [{ ...deck, ...patch.deck, cards: [{ ...card, ...patch.card, fsrs: { ...fsrs, ...patch.fsrs } }], reviewLogs: [{ ...log, ...patch.log }] }],
  };
}

function messageOf(patch: Patch): string | null {
  try {
    validate(backup(patch), NOW);
    return null;
  } catch (error) {
    if (error instanceof ImportInputError) return error.message;
    throw error;
  }
}

describe('the backup schema bounds numbers and dates', () => {
  it.each<[string, Patch, string]>([
    ['stability 1e308', { fsrs: { stability: 1e308 } }, 'decks.0.cards.0.fsrs.stability: must be a number from 0 to 36,500.'],
    ['stability just above ts-fsrs S_MAX', { fsrs: { stability: 36_500.5 } }, 'fsrs.stability: must be a number from 0 to 36,500'],
    ['negative stability', { fsrs: { stability: -1 } }, 'fsrs.stability'],
    ['stability under S_MIN with a difficulty', { fsrs: { stability: 1e-300 } }, 'fsrs.stability: must be 0 (with difficulty 0) or from 0.001 to 36,500'],
    ['stability without a difficulty', { fsrs: { difficulty: 0 } }, 'fsrs.difficulty: must be 0 (with stability 0) or from 1 to 10'],
    ['difficulty 11', { fsrs: { difficulty: 11 } }, 'fsrs.difficulty: must be a number from 0 to 10'],
    ['due 9e15 (past the JavaScript date range)', { fsrs: { due: 9e15 } }, 'fsrs.due: must be a time in epoch milliseconds from 1970 to the end of 9999'],
    ['due before 1970', { fsrs: { due: -1 } }, 'fsrs.due'],
    ['a fractional due', { fsrs: { due: NOW + 0.5 } }, 'fsrs.due'],
    ['reps 2^31 (PostgreSQL INTEGER)', { fsrs: { reps: 2 ** 31 } }, 'fsrs.reps: must be a whole number from 0 to 1,000,000'],
    ['lapses 2^31 - 1 (no room to count another)', { fsrs: { lapses: INT4_MAX } }, 'fsrs.lapses'],
    ['elapsed days 2^31', { fsrs: { elapsedDays: 2 ** 31 } }, 'fsrs.elapsedDays'],
    ['scheduled days 1e300', { fsrs: { scheduledDays: 1e300 } }, 'fsrs.scheduledDays'],
    ['learning step 2^31', { fsrs: { learningSteps: 2 ** 31 } }, 'fsrs.learningSteps'],
    ['state 4', { fsrs: { state: 4 } }, 'fsrs.state: must be a whole number from 0 to 3'],
    ['a last review after today (ts-fsrs: Invalid delta_t)', { fsrs: { lastReview: NOW + 2 * DAY } }, 'fsrs.lastReview: the last review is in the future.'],
    ['a card created in year 10000', { card: { createdAt: MAX_EPOCH_MS + 1 } }, 'cards.0.createdAt'],
    ['a card id past 2^53', { card: { id: 2 ** 53 } }, 'cards.0.id'],
    ['answer time 2^31 ms', { log: { answerTimeMs: 2 ** 31 } }, 'reviewLogs.0.answerTimeMs: must be a whole number from 0 to 86,400,000'],
    ['rating 5', { log: { rating: 5 } }, 'reviewLogs.0.rating'],
    ['a review after today', { log: { reviewedAt: NOW + 2 * DAY } }, 'reviewLogs.0.reviewedAt: the review is in the future.'],
    ['local day 2024-02-31', { log: { localDay: '2024-02-31' } }, 'reviewLogs.0.localDay: must be a real calendar date written yyyy-mm-dd'],
    ['exam date 2023-02-29', { deck: { examDate: '2023-02-29' } }, 'decks.0.examDate'],
    ['pacing start month 13', { deck: { pacingStartDate: '2025-13-01' } }, 'decks.0.pacingStartDate'],
    ['a retention of Infinity-like 1e308', { deck: { desiredRetention: 1e308 } }, 'decks.0.desiredRetention'],
    ['a media size 2^31', { media: { size: 2 ** 31 } }, 'media.0.size'],
  ])('refuses %s, naming the field', (_label, patch, expected) => {
    const message = messageOf(patch);
    expect(message).toContain('The Cardcade backup is damaged: ');
    expect(message).toContain(expected);
  });

  it.each<[string, Patch]>([
    ['an ordinary reviewed card', {}],
    ['a new card (0/0, never reviewed)', { fsrs: { stability: 0, difficulty: 0, state: 0, reps: 0, lastReview: null, elapsedDays: 0, scheduledDays: 0 } }],
    ['ts-fsrs S_MIN and the lowest difficulty', { fsrs: { stability: 0.001, difficulty: 1 } }],
    ['ts-fsrs S_MAX, difficulty 10, due at the end of 9999', { fsrs: { stability: 36_500, difficulty: 10, due: MAX_EPOCH_MS } }],
    ['a last review earlier today (clock skew)', { fsrs: { lastReview: NOW + 6 * 3_600_000 } }],
    ['the counters at their caps', { fsrs: { reps: 1_000_000, lapses: 1_000_000, learningSteps: 1_000 } }],
    ['a leap day', { log: { localDay: '2024-02-29' }, deck: { examDate: '2000-02-29' } }],
    ['an unknown answer time', { log: { answerTimeMs: null } }],
  ])('accepts %s', (_label, patch) => {
    expect(messageOf(patch)).toBeNull();
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-02-31', false],
    ['2024-04-31', false],
    ['1900-02-29', false],
    ['2000-02-29', true],
    ['0050-01-31', true],
    ['2024-00-10', false],
    ['2024-01-00', false],
    ['2024-1-10', false],
    ['2024-01-10T00:00:00Z', false],
  ])('isCalendarDay(%s) is %s', (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });

  it('leaves out a deck an import was still filling when the backup was made (it was never visible)', () => {
    const value = backup({});
    const hidden = { ...deck, name: 'Half imported', source: 'importing', cards: [{ ...card, id: 2 }], reviewLogs: [{ ...log, cardId: 2 }] };
    const restored = validate({ ...value, decks: [...value.decks, hidden] }, NOW);
    expect(restored.decks.map((d) => d.name)).toEqual(['D']);
  });
});
