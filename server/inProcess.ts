import { createAppServices, type AppServices } from './appServices.js';
import { loadConfig, type AppConfig } from './config.js';
import { createContextInner, type SessionUser } from './context.js';
import { ImportsService } from './imports/importsService.js';
import { createDb, openDatabase, type Db } from './db.js';
import { prepareDatabase } from './db/prepare.js';
import { findUserByEmail, findUserById } from './repos/users.js';
import { appRouter } from './routers/_app.js';
import { createCallerFactory } from './trpc.js';

// Cardcade without HTTP, for developers: scripts, notebooks, seeding, other Node programs.
// The same tRPC procedures the web client calls (same validation, same services, same errors),
// as a given user; no cookies, no XSRF, no rate limits, because there is no request.

const createCaller = createCallerFactory(appRouter);

/** Every procedure of the app (`caller.decks.list()`, `caller.cards.create({…})`, …), as one user. */
export type CardcadeCaller = ReturnType<typeof createCaller>;

export interface CardcadeOptions {
  /** A SQLite file (created and migrated if needed), ':memory:', or a postgres:// URL. Default: DATABASE_URL, else DATABASE_PATH. */
  dbPath?: string;
  /** …or an already open, migrated database, which `close()` then leaves open. */
  db?: Db;
  /** Overrides on top of the environment's configuration. */
  config?: Partial<AppConfig>;
  /** The clock, for reproducible schedules. */
  now?: () => Date;
}

export interface Cardcade {
  db: Db;
  config: AppConfig;
  /** A caller acting as the user with this id or email, or logged out with null (for auth.signup/login). */
  callerFor(user: number | string | null): Promise<CardcadeCaller>;
  /**
   * Its callers' background work: a memory model fit after answers (a script that wants it
   * finished awaits `services.memoryModel.settled()`). close() cancels what still runs.
   */
  services: AppServices;
  close(): Promise<void>;
}

export class UnknownUserError extends Error {
  constructor(user: number | string) {
    super(`No Cardcade user ${JSON.stringify(user)}.`);
    this.name = 'UnknownUserError';
  }
}

export async function createCardcade(opts: CardcadeOptions = {}): Promise<Cardcade> {
  const config: AppConfig = { ...loadConfig(), ...opts.config };
  const now = opts.now ?? (() => new Date());
  const db = opts.db ?? (opts.dbPath ? createDb(opts.dbPath) : openDatabase(config));
  if (!opts.db) await prepareDatabase(db);
  const services = createAppServices();
  // Its callers share one, as an app's requests do (one import at a time per user).
  const imports = new ImportsService(db);

  async function userOf(user: number | string): Promise<SessionUser> {
    const row = typeof user === 'number' ? await findUserById(db, user) : await findUserByEmail(db, user.trim().toLowerCase());
    if (!row) throw new UnknownUserError(user);
    return { id: row.id, email: row.email, timeZone: row.time_zone };
  }

  return {
    db,
    config,
    services,
    async callerFor(user) {
      return createCaller(createContextInner({ db, imports, config, now, services, user: user === null ? null : await userOf(user) }));
    },
    async close() {
      await imports.close();
      await services.close();
      if (!opts.db) await db.destroy();
    },
  };
}
