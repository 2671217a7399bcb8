import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { createContextInner } from '../context.js';
import type { Db } from '../db.js';
import { BACKUP_BOUNDS, MAX_EPOCH_MS } from '../domain/export/backup.js';
import { ankiPackage, type TestCollection } from '../test/ankiTestkit.js';
import { callerFor, cardStatesOf, FIXED_NOW, makeTestDb, makeUser, testDialect } from '../test/harness.js';
import { ankiPreview, warmImportWorkers } from './service.js';

// docs/security.md for Anki packages, on both databases: a crafted collection's scheduling columns and
// revlog rows (2^31 counters, year-300,000 dates, fractional eases and times, answers after today)
// never put NaN, a huge or a fractional number in the database, and every imported card can still
// be answered. Before the bounds, PostgreSQL refused the confirm (500) and SQLite stored them.

beforeAll(() => warmImportWorkers(testConfig()), 120_000);

const NOW = FIXED_NOW.getTime();
const DAY = 86_400_000;
const CRT = Date.UTC(2024, 0, 1) / 1000;
const dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

const HOSTILE: TestCollection = {
  crt: CRT,
  notetypes: [{ id: 1, name: 'Basic' }],
  decks: [{ id: 10, name: 'Crafted' }],
  notes: [
    // SM-2 state from the card's own columns: every one out of range.
    { fields: ['huge counters', 'a'], notetype: 0, cards: [{ deck: 10, schedule: { type: 2, queue: 2, due: 2 ** 40, ivl: 2 ** 40, factor: 10 ** 12, reps: 2 ** 31, lapses: 2 ** 33 } }] },
    { fields: ['negative', 'b'], notetype: 0, cards: [{ deck: 10, schedule: { type: 2, queue: 2, due: -(2 ** 40), ivl: -5, factor: -1, reps: -1, lapses: -1 } }] },
    { fields: ['learning far away', 'c'], notetype: 0, cards: [{ deck: 10, schedule: { type: 1, queue: 1, due: 9 * 10 ** 15, ivl: 0, factor: 0 } }] },
    // Revlog rows: answers after today, beyond the date range, fractional eases and times.
    {
      fields: ['future answers', 'd'],
      notetype: 0,
      cards: [
        {
          deck: 10,
          schedule: { type: 2, queue: 2, due: 500, ivl: 10, factor: 2500 },
          revlog: [
            { id: NOW - 20 * DAY, ease: 3, time: 1e12 },
            { id: NOW - 10 * DAY, ease: 2.5, time: 4_000 },
            { id: NOW - 9 * DAY, ease: 3, time: 2_500.5 },
            { id: NOW + 5 * DAY, ease: 3, time: 4_000 },
            { id: 9 * 10 ** 15, ease: 4, time: -7 },
          ],
        },
      ],
    },
    { fields: ['only a future answer', 'e'], notetype: 0, cards: [{ deck: 10, schedule: { type: 0, queue: 0, due: 1, ivl: 0, factor: 0 }, revlog: [{ id: NOW + 3 * DAY, ease: 3, time: 1_000 }] }] },
  ],
};

describe(`hostile numbers in an Anki package (${testDialect})`, () => {
  it('stores only bounded numbers, and every imported card can be answered', async () => {
    const db = await makeTestDb();
    dbs.push(db);
    const user = await makeUser(db);
    const ctx = { ...createContextInner({ db, user, now: () => FIXED_NOW, config: testConfig() }), user };
    const api = callerFor(db, user);
    const preview = await ankiPreview(ctx, { fileName: 'crafted.apkg', bytes: ankiPackage(HOSTILE, 'anki21') }, 'single_deck');
    const result = await api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId });
    const deckId = result.createdDecks[0].id;

    const texts = await db.selectFrom('cards').select(['id', 'term']).where('deck_id', '=', deckId).orderBy('id').execute();
    const states = await cardStatesOf(db, texts.map((card) => card.id));
    const cards = texts.map((card, index) => ({ ...card, ...states[index] }));
    expect(cards).toHaveLength(5);
    for (const card of cards) {
      for (const column of ['elapsed_days', 'scheduled_days', 'learning_steps', 'reps', 'lapses', 'state'] as const) {
        expect(Number.isSafeInteger(card[column]) && card[column] >= 0 && card[column] <= BACKUP_BOUNDS.count, `${card.term}.${column} = ${card[column]}`).toBe(true);
      }
      for (const column of ['due', 'last_review'] as const) {
        const value = card[column] === null ? 0 : Number(card[column]);
        expect(Number.isSafeInteger(value) && value >= 0 && value <= MAX_EPOCH_MS, `${card.term}.${column} = ${value}`).toBe(true);
      }
      expect(card.last_review === null || Number(card.last_review) <= NOW, `${card.term}.last_review`).toBe(true);
      const none = card.stability === 0 && card.difficulty === 0;
      expect(none || (card.stability >= 0.001 && card.stability <= 36_500 && card.difficulty >= 1 && card.difficulty <= 10), `${card.term} memory ${card.stability}/${card.difficulty}`).toBe(true);
    }
    const huge = cards.find((card) => card.term === 'huge counters')!;
    expect([huge.reps, huge.lapses, huge.scheduled_days]).toEqual([BACKUP_BOUNDS.count, BACKUP_BOUNDS.count, 36_500]);

    // Only the usable, past answers were kept: whole eases 1–4, whole times up to an hour.
    const logs = await db.selectFrom('review_logs').select(['rating', 'answer_time_ms', 'reviewed_at']).where('deck_id', '=', deckId).orderBy('reviewed_at').execute();
    expect(logs.map((log) => [Number(log.reviewed_at), log.rating, log.answer_time_ms])).toEqual([
      [NOW - 20 * DAY, 3, 3_600_000],
      [NOW - 9 * DAY, 3, 2_501],
    ]);

    // Every card answers (no 'Invalid delta_t', no NaN due) and stays in range.
    const submit = await api.sessions.submit({ sessionId: 'after-anki', deckId, results: cards.map((card) => ({ cardId: card.id, isCorrect: true, gameType: 'flashcards', rating: 3 })) });
    expect(submit.applied).toBe(5);
    const after = await cardStatesOf(db, texts.map((card) => card.id));
    expect(after.every((card) => Number.isFinite(Number(card.due)) && Number(card.due) <= MAX_EPOCH_MS)).toBe(true);
  });
});
