import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db.js';
import { startAppProcess, type AppProcess } from '../test/appProcess.js';
import { cardStatesOf, testDialect } from '../test/harness.js';

// Two real app processes on one PostgreSQL database (docs/postgresql.md): a request may land on either
// one, so everything that must agree lives in the database. PostgreSQL only: two processes on
// one SQLite file is not a supported deployment.
const onPostgres = testDialect === 'postgres';

const XSRF = 'multi-process-xsrf';
const LIMIT = 5;
let first: AppProcess;
let second: AppProcess;
let db: Db;

let ipCounter = 0;

/** A browser: its cookie, and its own address (the processes trust X-Forwarded-For) so each test has its own IP rate-limit counter. */
class Client {
  private session = '';
  private ip = `10.0.0.${++ipCounter}`;
  constructor(private base: string) {}
  on(base: string) {
    const other = new Client(base);
    other.session = this.session;
    other.ip = this.ip;
    return other;
  }
  async send(method: string, path: string, body?: unknown) {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        cookie: `XSRF-TOKEN=${XSRF}${this.session ? `; cardcade_session=${this.session}` : ''}`,
        'x-xsrf-token': XSRF,
        'x-forwarded-for': this.ip,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('cardcade_session='));
    if (cookie) this.session = cookie.split(';')[0].split('=')[1];
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }
}

describe.skipIf(!onPostgres)('two app processes on one PostgreSQL', () => {
  beforeAll(async () => {
    const { makeMigratedPgDatabaseUrl } = await import('../test/pgTestDb.js');
    const url = await makeMigratedPgDatabaseUrl();
    db = createDb({ url, poolSize: 2 });
    const env = { DATABASE_URL: url, DATABASE_POOL_SIZE: '4', AUTH_RATE_LIMIT: String(LIMIT), TRUST_PROXY: 'true' };
    // Generous: each process compiles the server with tsx, slow on a busy 2-core machine.
    [first, second] = await Promise.all([startAppProcess(env, { timeoutMs: 240_000 }), startAppProcess(env, { timeoutMs: 240_000 })]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await db?.destroy();
  });

  it('a login made on one process is valid on the other, and a logout on the other ends it', async () => {
    const onFirst = new Client(first.url);
    expect((await onFirst.send('POST', '/api/auth/signup', { email: 'both@example.com', password: 'correct horse battery' })).status).toBe(201);
    const onSecond = onFirst.on(second.url);
    expect((await onSecond.send('GET', '/api/auth/me')).body).toMatchObject({ isLoggedIn: true, user: { email: 'both@example.com' } });
    await onSecond.send('POST', '/api/auth/logout');
    expect((await onFirst.send('GET', '/api/auth/me')).body).toMatchObject({ isLoggedIn: false });
  });

  it('the same submit sent to both at once is stored once', async () => {
    const onFirst = new Client(first.url);
    await onFirst.send('POST', '/api/auth/signup', { email: 'twice@example.com', password: 'correct horse battery' });
    const deck = (await onFirst.send('POST', '/api/decks', { name: 'Shared' })).body;
    const cardIds: number[] = [];
    for (let i = 1; i <= 10; i++) cardIds.push((await onFirst.send('POST', `/api/decks/${deck.id}/cards`, { term: `t${i}`, definition: `d${i}` })).body.id);
    const onSecond = onFirst.on(second.url);

    for (let round = 1; round <= 5; round++) {
      const submit = { sessionId: `race-${round}`, deckId: deck.id, results: cardIds.map((cardId) => ({ cardId, isCorrect: true, gameType: 'matching' })) };
      const answers = await Promise.all([onFirst.send('POST', '/api/sessions/submit', submit), onSecond.send('POST', '/api/sessions/submit', submit)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers.map((a) => a.body.applied)).toEqual([10, 10]);
      expect(answers.filter((a) => a.body.duplicate)).toHaveLength(1);
    }
    const logs = await db.selectFrom('review_logs').select((eb) => eb.fn.countAll<number>().as('n')).where('deck_id', '=', deck.id).executeTakeFirstOrThrow();
    expect(logs.n).toBe(50);
    const reps = await cardStatesOf(db, cardIds);
    expect(reps.map((r) => r.reps)).toEqual(cardIds.map(() => 5));
  });

  it('an import previewed on one process is confirmed on the other', async () => {
    const onFirst = new Client(first.url);
    await onFirst.send('POST', '/api/auth/signup', { email: 'importer@example.com', password: 'correct horse battery' });
    const preview = await onFirst.send('POST', '/api/import/quizlet/preview', {
      deckName: 'Moved',
      quizletText: 'one,1\ntwo,2\nthree,3',
      termDefDelimiterKey: 'comma',
      cardDelimiterKey: 'newline',
    });
    expect(preview.status).toBe(200);
    const confirm = await onFirst.on(second.url).send('POST', '/api/import/quizlet/confirm', { temporaryImportId: preview.body.temporaryImportId });
    expect(confirm.body).toMatchObject({ success: true, createdDecks: [{ name: 'Moved', cardCount: 3 }] });
  }, 60_000); // each process starts its import worker from source (tsx) on first use: seconds when busy

  it('the auth rate limit adds up across both processes', async () => {
    // Counters are per minute window: start early in a window so all attempts fall in one.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 30_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 200));
    const onFirst = new Client(first.url);
    const onSecond = onFirst.on(second.url);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 2 * LIMIT; attempt++) {
      const client = attempt % 2 === 0 ? onFirst : onSecond;
      statuses.push((await client.send('POST', '/api/auth/login', { email: 'nobody@example.com', password: 'wrong password' })).status);
    }
    // Five wrong passwords anywhere, then 429 on both processes.
    expect(statuses).toEqual([...Array(LIMIT).fill(401), ...Array(LIMIT).fill(429)]);
  }, 120_000);
});
