import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, migrateToLatest, type Db } from '../db.js';
import { attachNotes } from '../repos/notes.js';
import type { DialectName } from '../db/dialect.js';
import { buildApp, XSRF_COOKIE } from '../app.js';
import { createAppServices, type AppServices } from '../appServices.js';
import { testConfig, type AppConfig } from '../config.js';
import { createContextInner, type SessionUser } from '../context.js';
import { ImportsService } from '../imports/importsService.js';
import { appRouter } from '../routers/_app.js';
import { scheduleSelection, toSchedule } from '../repos/cardStates.js';
import { createCallerFactory } from '../trpc.js';

// Shared test factories: a fresh migrated database per test, users and decks made directly in
// the database (fast, no argon2), and callers/apps bound to that database. The `server` project
// runs on a temporary SQLite FILE per test (not ':memory:'): an import worker opens the same
// database from its location, as in production (docs/testing.md). The `server-pg` project runs
// the same files with CARDCADE_TEST_DB=postgres on a throwaway PostgreSQL cluster
// (pgGlobalSetup.ts), whose databases have a URL the workers open.

export const FIXED_NOW = new Date('2025-03-10T12:00:00.000Z');

/** The database these tests run on. */
export const testDialect: DialectName = process.env.CARDCADE_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/** This test process's folder of SQLite test databases, removed when the process exits. */
let testDbDir: string | null = null;
function sqliteTestFile(): string {
  if (!testDbDir) {
    const dir = (testDbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-test-')));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  }
  return path.join(testDbDir, `${randomBytes(6).toString('hex')}.db`);
}

/**
 * A migrated database file copied for each test: migrating every test's database anew took
 * longer than the copy. Checkpointed before the copy, so the file alone holds the schema.
 */
let migratedTemplate: Promise<string> | null = null;
function sqliteTemplate(): Promise<string> {
  migratedTemplate ??= (async () => {
    const file = sqliteTestFile();
    const db = createDb(file);
    await migrateToLatest(db);
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    await db.destroy();
    return file;
  })();
  return migratedTemplate;
}

const sqliteFiles = new WeakMap<Db, string>();

export async function makeTestDb(): Promise<Db> {
  if (testDialect === 'postgres') return (await import('./pgTestDb.js')).makePgTestDb();
  const file = sqliteTestFile();
  fs.copyFileSync(await sqliteTemplate(), file);
  const db = createDb(file);
  sqliteFiles.set(db, file);
  // Opened now, as a migration would: Kysely ignores destroy() on a database never queried (a
  // test of what happens once the database is gone would then still reach it).
  await sql`select 1`.execute(db);
  return db;
}

// One services object per test database, as an app has one for its own: the callers and apps a
// test makes on a database share it (a cooldown set over HTTP holds for a caller, and closing the
// app cancels a fit a caller started), and closeTestDb closes it.
const testServices = new WeakMap<Db, AppServices>();

/** The app services of this test database (memory model fits…), made on first use. */
export function servicesFor(db: Db): AppServices {
  let services = testServices.get(db);
  if (!services) testServices.set(db, (services = createAppServices()));
  return services;
}

/**
 * A test's teardown of its database: background jobs on it (memory model fits, imports in flight)
 * are cancelled and awaited first, as the app's shutdown does (docs/memory-model.md, "Shutdown"),
 * then it is closed and a SQLite test file removed.
 */
export async function closeTestDb(db: Db): Promise<void> {
  await testImports.get(db)?.close();
  testImports.delete(db);
  await testServices.get(db)?.close();
  testServices.delete(db);
  await db.destroy();
  const file = sqliteFiles.get(db);
  if (file) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
}

/** A database with no tables yet, for migration tests. */
export async function makeEmptyTestDb(): Promise<Db> {
  if (testDialect === 'postgres') return (await import('./pgTestDb.js')).makeEmptyPgTestDb();
  const file = sqliteTestFile();
  const db = createDb(file);
  sqliteFiles.set(db, file);
  return db;
}

/**
 * Makes every INSERT into `cards` with this term fail, to test that a multi-statement write is all
 * or nothing. Returns the undo: on PostgreSQL a test file shares one database, so the trigger must
 * not outlive the test.
 */
export async function failCardInsertsWithTerm(db: Db, term: string): Promise<() => Promise<void>> {
  if (testDialect === 'postgres') {
    await sql`create function fail_on_term() returns trigger language plpgsql as $$
      begin if new.term = ${sql.lit(term)} then raise exception 'forced failure'; end if; return new; end $$`.execute(db);
    await sql`create trigger fail_on_term before insert on cards for each row execute function fail_on_term()`.execute(db);
    return async () => {
      await sql`drop trigger fail_on_term on cards`.execute(db);
      await sql`drop function fail_on_term()`.execute(db);
    };
  }
  await sql`create trigger fail_on_term before insert on cards when new.term = ${sql.lit(term)} begin select raise(abort, 'forced failure'); end`.execute(db);
  return async () => {
    await sql`drop trigger fail_on_term`.execute(db);
  };
}

let userCounter = 0;

export async function makeUser(db: Db, opts: { email?: string; timeZone?: string } = {}): Promise<SessionUser> {
  userCounter += 1;
  const email = opts.email ?? `user${userCounter}@example.com`;
  const timeZone = opts.timeZone ?? 'UTC';
  const row = await db
    .insertInto('users')
    .values({ email, password_hash: 'not-a-hash', time_zone: timeZone, created_at: FIXED_NOW.getTime() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, timeZone };
}

export async function makeDeck(
  db: Db,
  userId: number,
  opts: { name?: string; cards?: number; source?: string; now?: Date; examDate?: string | null } = {},
): Promise<{ id: number; cardIds: number[] }> {
  const now = (opts.now ?? FIXED_NOW).getTime();
  const deck = await db
    .insertInto('decks')
    .values({
      user_id: userId,
      name: opts.name ?? 'Test deck',
      description: null,
      source: opts.source ?? 'manual',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (opts.examDate) {
    const pacingStart = new Date(now).toISOString().slice(0, 10);
    await db.insertInto('deck_learners').values({ user_id: userId, deck_id: deck.id, exam_date: opts.examDate, pacing_start_date: pacingStart, is_owner: 1, joined_at: now }).execute();
  }
  const cardIds: number[] = [];
  for (let i = 1; i <= (opts.cards ?? 0); i++) {
    const card = await db
      .insertInto('cards')
      .values({ deck_id: deck.id, term: `Term ${i}`, definition: `Definition ${i}`, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    cardIds.push(card.id);
  }
  // Every card has a note (docs/notes.md), as the app's own writes give them.
  if (cardIds.length > 0) await attachNotes(db, now, { deckIds: [deck.id] });
  return { id: deck.id, cardIds };
}

const createCaller = createCallerFactory(appRouter);

/**
 * The imports service of a test's database, shared by its callers as an app's requests share the
 * app's (one import at a time per user holds across them); closed by closeTestDb.
 */
const testImports = new WeakMap<Db, ImportsService>();
export function importsFor(db: Db): ImportsService {
  let imports = testImports.get(db);
  if (!imports) testImports.set(db, (imports = new ImportsService(db)));
  return imports;
}

/** A tRPC caller as `user` (or logged out with null), with a fixed clock by default. */
export function callerFor(db: Db, user: SessionUser | null, now: () => Date = () => FIXED_NOW, config: Partial<AppConfig> = {}) {
  return createCaller(createContextInner({ db, imports: importsFor(db), user, now, config: testConfig(config), services: servicesFor(db) }));
}

export async function makeTestApp(opts: { config?: Partial<AppConfig>; now?: () => Date; db?: Db } = {}) {
  const db = opts.db ?? (await makeTestDb());
  const app = await buildApp({ db, services: servicesFor(db), config: testConfig({ clientDir: '/nonexistent', ...opts.config }), now: opts.now });
  return { app, db };
}

/** Cookies and the XSRF header a browser would send, kept across requests. */
export class Agent {
  private cookies = new Map<string, string>([[XSRF_COOKIE, 'test-xsrf-token']]);

  constructor(readonly app: FastifyInstance) {}

  /** `contentType` sends a string payload as that type (raw bodies: malformed JSON, say). */
  async request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, opts: { xsrf?: boolean; contentType?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      ...(opts.contentType ? { 'content-type': opts.contentType } : {}),
      ...opts.headers,
    };
    if (opts.xsrf !== false) headers['x-xsrf-token'] = this.cookies.get(XSRF_COOKIE) ?? '';
    const res = await this.app.inject({ method, url, headers, payload: payload as string | object | undefined });
    this.keepCookies(res);
    return res;
  }

  private keepCookies(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      // A cleared cookie comes back empty with the 1970 date; the app's clock may be fixed, so
      // real expiry dates are not compared with the wall clock.
      const cleared = c.value === '' || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= 0);
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}

/** An agent logged in as a new account made through the real signup endpoint. */
export async function loginAgent(app: FastifyInstance, email = `agent${++userCounter}@example.com`) {
  const agent = new Agent(app);
  const res = await agent.request('POST', '/api/auth/signup', { email, password: 'correct horse battery' });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return agent;
}

// Progress lives per learner since migration 0019 (card_states, deck_learners). Tests that read or
// set a card's schedule or a deck's settings directly do it for the deck's owner through these.

type ScheduleColumns = 'due' | 'stability' | 'difficulty' | 'elapsed_days' | 'scheduled_days' | 'learning_steps' | 'reps' | 'lapses' | 'state' | 'last_review';

/** The schedule of each card for its deck's owner (or `userId`), NEW's defaults where there is no row; in the order given. */
export async function cardStatesOf(db: Db, cardIds: readonly number[], userId?: number) {
  if (cardIds.length === 0) return [];
  const rows = await db
    .selectFrom('cards as c')
    .innerJoin('decks as d', 'd.id', 'c.deck_id')
    .leftJoin('card_states as s', (join) => join.onRef('s.card_id', '=', 'c.id').on(sql.ref('s.user_id'), '=', userId === undefined ? sql.ref('d.user_id') : sql.lit(userId)))
    // The repo's own schedule columns and number conversion (repos/cardStates.ts).
    .select(['c.id', ...scheduleSelection()])
    .where('c.id', 'in', cardIds)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, ...toSchedule(r) }]));
  return cardIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** Sets schedule columns of cards for their deck's owner (or `userId`); the other columns keep their value (NEW's when there was no row). */
export async function setCardState(db: Db, cardIds: number | readonly number[], changes: Partial<Record<ScheduleColumns, number | null>>, userId?: number): Promise<void> {
  const ids = typeof cardIds === 'number' ? [cardIds] : cardIds;
  for (const current of await cardStatesOf(db, ids, userId)) {
    const card = await db.selectFrom('cards as c').innerJoin('decks as d', 'd.id', 'c.deck_id').select(['c.deck_id', 'd.user_id']).where('c.id', '=', current.id).executeTakeFirstOrThrow();
    const { id, ...schedule } = { ...current, ...changes };
    const values = { ...schedule, due: Number(schedule.due), user_id: userId ?? card.user_id, card_id: id, deck_id: card.deck_id };
    await db
      .insertInto('card_states')
      .values(values as never)
      .onConflict((oc) => oc.columns(['user_id', 'card_id']).doUpdateSet(schedule as never))
      .execute();
  }
}

/** The deck owner's settings (exam date, retention…), as decks.list answers them. */
export async function deckSettingsOf(db: Db, deckId: number, userId?: number) {
  const deck = await db.selectFrom('decks').select('user_id').where('id', '=', deckId).executeTakeFirstOrThrow();
  const row = await db.selectFrom('deck_learners').selectAll().where('deck_id', '=', deckId).where('user_id', '=', userId ?? deck.user_id).executeTakeFirst();
  return {
    exam_date: row?.exam_date ?? null,
    pacing_start_date: row?.pacing_start_date ?? null,
    desired_retention: row ? Number(row.desired_retention) : 0.9,
    study_direction: row?.study_direction ?? 'forward',
    new_cards_per_day: row ? Number(row.new_cards_per_day) : 20,
  };
}

/** Sets the deck owner's settings (made on first use, as the app does). */
export async function setDeckSettings(
  db: Db,
  deckId: number,
  changes: { exam_date?: string | null; pacing_start_date?: string | null; desired_retention?: number; study_direction?: string; new_cards_per_day?: number },
): Promise<void> {
  const deck = await db.selectFrom('decks').select(['user_id', 'created_at']).where('id', '=', deckId).executeTakeFirstOrThrow();
  await db
    .insertInto('deck_learners')
    .values({ user_id: deck.user_id, deck_id: deckId, ...changes, is_owner: 1, joined_at: deck.created_at })
    .onConflict((oc) => oc.columns(['user_id', 'deck_id']).doUpdateSet(changes))
    .execute();
}
