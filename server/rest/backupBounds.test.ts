import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE } from '../app.js';
import { testConfig } from '../config.js';
import type { Db } from '../db.js';
import { BACKUP_FORMAT, BACKUP_VERSION, MAX_EPOCH_MS } from '../domain/export/backup.js';
import { warmImportWorkers } from '../imports/service.js';
import { cardStatesOf, FIXED_NOW, loginAgent, makeTestApp, testDialect, type Agent } from '../test/harness.js';

// Issue #31 item 6 over HTTP, on SQLite and PostgreSQL: a crafted backup with numbers the app
// cannot use is refused at preview (400 naming the field, nothing cached or written), never a
// 500 at confirm or at every later answer; a backup at the very bounds restores and its cards
// can still be answered.

beforeAll(() => warmImportWorkers(testConfig()), 120_000);

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

const NOW = FIXED_NOW.getTime();
const DAY = 86_400_000;

async function setup() {
  const { app, db } = await makeTestApp({ now: () => FIXED_NOW });
  apps.push(app);
  const agent = await loginAgent(app);
  const me = (await agent.request('GET', '/api/auth/me')).json() as { email?: string; user?: { email: string } };
  const email = me.user?.email ?? me.email!;
  const { id: userId } = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { app, db, agent, userId };
}

const fsrs = { due: NOW, stability: 5, difficulty: 5, elapsedDays: 3, scheduledDays: 5, learningSteps: 0, reps: 3, lapses: 0, state: 2, lastReview: NOW - 3 * DAY };
function backupZip(patch: { fsrs?: object; log?: object; deck?: object } = {}) {
  const card = { id: 7, term: 'term', definition: 'definition', createdAt: NOW - 9 * DAY, updatedAt: NOW - 9 * DAY, fsrs: { ...fsrs, ...patch.fsrs }, media: { termImage: null, definitionImage: null, termAudio: null, definitionAudio: null } };
  const log = { cardId: 7, sessionId: 's', rating: 3, isCorrect: true, gameType: 'flashcards', answerTimeMs: 1200, usedHint: false, reviewedAt: NOW - 3 * DAY, localDay: '2025-03-07', ...patch.log };
  const deck = { name: 'Crafted', description: null, source: 'manual', examDate: null, pacingStartDate: null, desiredRetention: 0.9, createdAt: NOW - 9 * DAY, updatedAt: NOW - 9 * DAY, cards: [card], reviewLogs: [log], ...patch.deck };
  const file = { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: FIXED_NOW.toISOString(), settings: { timeZone: 'UTC' }, media: [], decks: [deck] };
  return zipSync({ 'cardcade.json': strToU8(JSON.stringify(file)) });
}

async function preview(app: FastifyInstance, agent: Agent, bytes: Uint8Array) {
  const boundary = '----cardcadeboundsboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="backupFile"; filename="cardcade-export.zip"\r\nContent-Type: application/zip\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const cookies = (agent as unknown as { cookies: Map<string, string> }).cookies;
  return app.inject({
    method: 'POST',
    url: '/api/import/cardcade/preview',
    payload,
    headers: {
      cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': cookies.get(XSRF_COOKIE) ?? '',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
}

async function nothingWritten(db: Db, userId: number) {
  expect(await db.selectFrom('import_cache').select('id').where('user_id', '=', userId).execute()).toEqual([]);
  expect(await db.selectFrom('decks').select('id').where('user_id', '=', userId).execute()).toEqual([]);
}

describe(`crafted backup numbers (${testDialect})`, () => {
  it('refuses stability 1e308, due 9e15, 2^31 counters and 2024-02-31 at preview with a 400 naming the field', async () => {
    const { app, db, agent, userId } = await setup();
    const cases: [object, string][] = [
      [{ fsrs: { stability: 1e308 } }, 'decks.0.cards.0.fsrs.stability: must be a number from 0 to 36,500.'],
      [{ fsrs: { due: 9e15 } }, 'decks.0.cards.0.fsrs.due: must be a time in epoch milliseconds from 1970 to the end of 9999.'],
      // PostgreSQL INTEGER columns: these passed the preview and failed the confirm with a 500.
      [{ fsrs: { reps: 2 ** 31 } }, 'decks.0.cards.0.fsrs.reps: must be a whole number from 0 to 1,000,000.'],
      [{ fsrs: { scheduledDays: 2 ** 31 } }, 'decks.0.cards.0.fsrs.scheduledDays'],
      [{ log: { answerTimeMs: 2 ** 31 } }, 'decks.0.reviewLogs.0.answerTimeMs'],
      [{ log: { localDay: '2024-02-31' } }, 'decks.0.reviewLogs.0.localDay: must be a real calendar date written yyyy-mm-dd.'],
      [{ deck: { examDate: '2025-02-30' } }, 'decks.0.examDate'],
      [{ fsrs: { lastReview: NOW + 3 * DAY } }, 'decks.0.cards.0.fsrs.lastReview: the last review is in the future.'],
    ];
    for (const [patch, message] of cases) {
      const res = await preview(app, agent, backupZip(patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().message, JSON.stringify(patch)).toContain(message);
    }
    await nothingWritten(db, userId);
  });

  it('restores a backup at the very bounds, and its card can still be answered', async () => {
    const { app, db, agent, userId } = await setup();
    const edge = { stability: 36_500, difficulty: 10, due: MAX_EPOCH_MS, reps: 1_000_000, lapses: 1_000_000, elapsedDays: 2_932_897, scheduledDays: 36_500 };
    const res = await preview(app, agent, backupZip({ fsrs: edge, log: { answerTimeMs: DAY } }));
    expect(res.statusCode, res.body).toBe(200);
    const confirm = await agent.request('POST', '/api/import/cardcade/confirm', { temporaryImportId: res.json().temporaryImportId });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const deck = await db.selectFrom('decks').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
    const { id: cardId } = await db.selectFrom('cards').select('id').where('deck_id', '=', deck.id).executeTakeFirstOrThrow();
    const [card] = await cardStatesOf(db, [cardId]);
    expect(Number(card.due)).toBe(MAX_EPOCH_MS);
    expect(card.reps).toBe(1_000_000);

    const submit = await agent.request('POST', '/api/sessions/submit', {
      sessionId: 'after-restore',
      deckId: deck.id,
      results: [{ cardId: card.id, isCorrect: true, gameType: 'flashcards', answerTimeMs: 900, rating: 3 }],
    });
    expect(submit.statusCode, submit.body).toBe(200);
    const [after] = await cardStatesOf(db, [card.id]);
    expect(after.reps).toBe(1_000_001);
    expect(Number.isFinite(Number(after.due))).toBe(true);
    expect(after.stability).toBeLessThanOrEqual(36_500);
  });
});
