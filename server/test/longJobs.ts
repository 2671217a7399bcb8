import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import { XSRF_COOKIE } from '../app.js';
import { testConfig } from '../config.js';
import { createContextInner, type SessionUser } from '../context.js';
import type { Db } from '../db.js';
import { exportAccount } from '../services/exports.js';
import { FIXED_NOW, type Agent } from './harness.js';

// Helpers of the long-job tests (issue 31, docs/security.md): large accounts written in bulk, the
// account backup as bytes, a backup upload, and a probe of /api/health's worst answer time.

const DAY = 86_400_000;

/**
 * A deck of `cards` cards and `logs` review logs (spread over the cards and a year of days),
 * written with multi-row inserts: seconds for hundreds of thousands of rows on both databases.
 * `deletedCardLogs` of the logs have no card (a deleted card's history).
 */
export async function seedLargeDeck(db: Db, userId: number, opts: { cards: number; logs: number; deletedCardLogs?: number; name?: string }) {
  const now = FIXED_NOW.getTime();
  const { id: deckId } = await db
    .insertInto('decks')
    .values({ user_id: userId, name: opts.name ?? 'Large deck', description: null, source: 'manual', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < opts.cards; start += 1_000) {
    const values = [];
    for (let i = start; i < Math.min(opts.cards, start + 1_000); i++) {
      values.push({ deck_id: deckId, term: `term ${i}`, definition: `definition of card ${i}`, created_at: now, updated_at: now });
    }
    await db.insertInto('cards').values(values).execute();
  }
  const cardIds = (await db.selectFrom('cards').select('id').where('deck_id', '=', deckId).orderBy('id').execute()).map((r) => r.id);
  // The learner's states: NEW cards falling due over 30 days (migration 0019: card_states).
  for (let start = 0; start < cardIds.length; start += 1_000) {
    const states = cardIds.slice(start, start + 1_000).map((cardId, offset) => ({ user_id: userId, card_id: cardId, deck_id: deckId, due: now + ((start + offset) % 30) * DAY }));
    await db.insertInto('card_states').values(states).execute();
  }
  const deleted = opts.deletedCardLogs ?? 0;
  for (let start = 0; start < opts.logs; start += 2_000) {
    const values = [];
    for (let i = start; i < Math.min(opts.logs, start + 2_000); i++) {
      const at = now - 365 * DAY + Math.floor((i / opts.logs) * 365 * DAY);
      values.push({
        user_id: userId,
        deck_id: deckId,
        card_id: i < deleted || cardIds.length === 0 ? null : cardIds[(i * 7919) % cardIds.length],
        session_id: `s${i % 500}`,
        rating: (i % 4) + 1,
        is_correct: i % 4 === 0 ? (0 as const) : (1 as const),
        game_type: 'matching',
        answer_time_ms: 1_500,
        used_hint: 0 as const,
        reviewed_at: at,
        local_day: new Date(at).toISOString().slice(0, 10),
      });
    }
    await db.insertInto('review_logs').values(values).execute();
  }
  return { deckId, cardIds };
}

/** The user's full-account backup zip, read from the export service's stream. */
export async function accountBackup(db: Db, user: SessionUser): Promise<Uint8Array> {
  const ctx = createContextInner({ db, user, config: testConfig(), now: () => FIXED_NOW }) as Parameters<typeof exportAccount>[0];
  const file = await exportAccount(ctx);
  const parts: Uint8Array[] = [];
  for await (const part of file.body) parts.push(typeof part === 'string' ? new TextEncoder().encode(part) : part);
  return Buffer.concat(parts);
}

/** POST /api/import/cardcade/preview with the agent's cookies and a multipart body. */
export function uploadBackup(app: FastifyInstance, agent: Agent, bytes: Uint8Array) {
  const boundary = '----cardcadelongjobs';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="backupFile"; filename="backup.zip"\r\nContent-Type: application/zip\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const me = agent as unknown as { cookies: Map<string, string> };
  const cookie = [...me.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return app.inject({
    method: 'POST',
    url: '/api/import/cardcade/preview',
    payload,
    headers: { cookie, 'x-xsrf-token': me.cookies.get(XSRF_COOKIE) ?? '', 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

/** CPU time (ms) the main thread of this process has used, from Linux's per-thread counters (10 ms ticks). */
function mainThreadCpuMs(): number {
  const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface HealthProbe {
  /** Slowest answer, from when the probe was due, in wall time. */
  worstMs: number;
  /**
   * The most CPU the main thread used while one probe waited: what the event loop was busy with.
   * Unlike wall time it does not grow when the machine's other processes hold both cores.
   */
  worstBusyMs: number;
  answers: number;
  statuses: Set<number>;
}

/**
 * Asks /api/health again and again (a short timer between answers) until `stop` settles. A
 * blocked event loop delays the answer by as long as it is blocked.
 */
export async function healthWhile(app: FastifyInstance, stop: Promise<unknown>): Promise<HealthProbe> {
  let done = false;
  void stop.then(
    () => (done = true),
    () => (done = true),
  );
  const probe: HealthProbe = { worstMs: 0, worstBusyMs: 0, answers: 0, statuses: new Set() };
  while (!done) {
    // Timed from when the request was due (10 ms after the last answer), so a block of the event
    // loop during the pause counts too: a browser's request would have waited through it.
    const due = performance.now() + 10;
    const cpuBefore = mainThreadCpuMs();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    probe.worstMs = Math.max(probe.worstMs, performance.now() - due);
    probe.worstBusyMs = Math.max(probe.worstBusyMs, mainThreadCpuMs() - cpuBefore);
    probe.statuses.add(res.statusCode);
    probe.answers += 1;
  }
  return probe;
}
