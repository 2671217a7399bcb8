import Database from '../db/sqliteNative.js';
import { Migrator, type Kysely } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import { migrationProvider } from '../../migrations/index.js';
import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase } from '../db.js';
import { copyToPostgres } from '../db/copyToPostgres.js';
import { databaseHealth } from '../db/health.js';
import { nodeSupport } from '../nodeSupport.js';
import { CliError, print, type CliIo } from './io.js';

// The database chores of the CLI: online backup, migrating, and the doctor's checks.

/**
 * SQLite's online backup API copies a live database page by page while the server keeps
 * running, then the copy is checked with `PRAGMA integrity_check`. An existing file is never
 * overwritten: it is claimed with O_EXCL first, so even a race cannot clobber one.
 */
export async function backup(io: CliIo, config: AppConfig, file: string): Promise<void> {
  const source = path.resolve(config.databasePath);
  const target = path.resolve(file);
  if (!fs.existsSync(source)) throw new CliError(`No database at ${source}.`);
  if (target === source) throw new CliError('The backup must go to another file than the database itself.');
  try {
    fs.closeSync(fs.openSync(target, 'wx'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new CliError(`${file} already exists; refusing to overwrite it.`);
    throw new CliError(`Cannot write ${file}: ${code ?? String(error)}.`);
  }
  try {
    const live = new Database(source, { fileMustExist: true });
    live.pragma('busy_timeout = 5000');
    try {
      await live.backup(target);
    } finally {
      live.close();
    }
    const copy = new Database(target, { readonly: true, fileMustExist: true });
    let result: unknown;
    try {
      result = copy.pragma('integrity_check', { simple: true });
    } finally {
      copy.close();
    }
    if (result !== 'ok') throw new CliError(`The copy failed its integrity check: ${String(result)}.`);
  } catch (error) {
    fs.rmSync(target, { force: true });
    throw error;
  }
  const mb = (fs.statSync(target).size / (1024 * 1024)).toFixed(1);
  print(io, `Backed up ${source} to ${target} (${mb} MB); integrity check: ok.`);
}

/** Known migrations that the database has not applied yet, and applied ones this code does not know. */
async function migrationState(db: Kysely<any>) {
  const migrations = await new Migrator({ db, provider: migrationProvider }).getMigrations();
  const known = new Set(migrations.map((m) => m.name));
  let applied: string[] = [];
  try {
    applied = (await db.selectFrom('kysely_migration').select('name').execute()).map((r: { name: string }) => r.name);
  } catch {
    // A brand-new database has no migration table yet: everything is pending.
  }
  return {
    total: migrations.length,
    pending: migrations.filter((m) => !m.executedAt).map((m) => m.name),
    unknown: applied.filter((name) => !known.has(name)),
  };
}

/** Moves an instance from its SQLite file (DATABASE_PATH) to an empty PostgreSQL database (docs/postgresql.md). */
export async function copyToPostgresCommand(io: CliIo, config: AppConfig, url: string): Promise<void> {
  if (!/^postgres(ql)?:\/\//.test(url)) throw new CliError(`Expected a postgres:// URL (got "${url}").`);
  const source = path.resolve(config.databasePath);
  if (!fs.existsSync(source)) throw new CliError(`No database at ${source}.`);
  try {
    const report = await copyToPostgres(source, url, { onTable: (name, rows) => print(io, `  ${name}: ${rows} rows`) });
    const total = report.tables.reduce((sum, t) => sum + t.rows, 0);
    print(io, `Copied ${total} rows in ${report.tables.length} tables from ${source}; every count checked. Set DATABASE_URL to use it.`);
  } catch (error) {
    throw new CliError(`copy-to-postgres failed: ${(error as Error).message}`);
  }
}

export async function migrate(io: CliIo, config: AppConfig): Promise<void> {
  const db = openDatabase(config);
  try {
    const { error, results = [] } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
    const failed = results.find((r) => r.status === 'Error');
    if (error || failed) throw new CliError(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`.replace('  ', ' '));
    const applied = results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
    print(io, applied.length ? `Applied ${applied.join(', ')}.` : 'The database is up to date; nothing to apply.');
  } finally {
    await db.destroy();
  }
}

/** Checks what a start needs and prints each check; any failure makes the exit code 1. */
export async function doctor(io: CliIo): Promise<void> {
  let failures = 0;
  const check = (ok: boolean | 'warn', text: string) => {
    if (!ok) failures += 1;
    print(io, `${ok === 'warn' ? '!' : ok ? '✓' : '✗'} ${text}`);
  };

  // The Node version first: an end-of-life one is a warning, an unsupported one a failure.
  const node = nodeSupport(process.version, new Date());
  check(node.level === 'ok' ? true : node.level === 'warn' ? 'warn' : false, node.text);

  let config: AppConfig;
  try {
    config = loadConfig(io.env);
    check(true, `configuration valid (DATABASE_PATH=${config.databasePath}, REGISTRATION=${config.registration}, PORT=${config.port})`);
  } catch (error) {
    // The config error already says it is one; the check's name says so too.
    check(false, `configuration: ${(error as Error).message.replace(/^Invalid configuration: /, '')}`);
    throw new CliError(`doctor found ${failures} problem${failures === 1 ? '' : 's'}.`);
  }

  const onPostgres = Boolean(config.databaseUrl);
  const dbPath = onPostgres ? 'PostgreSQL at DATABASE_URL' : path.resolve(config.databasePath);
  if (!onPostgres && config.databasePath !== ':memory:' && !fs.existsSync(dbPath)) {
    check(false, `database: no file at ${dbPath} (the server creates it on first start; or run \`cardcade migrate\`)`);
  } else {
    const db = openDatabase(config);
    try {
      const health = await databaseHealth(db);
      if (health.status !== 'ok') throw new Error(`${health.database} did not answer`);
      // `select 1` answers even on a file that is not a database; reading the schema does not.
      if (!onPostgres) await db.selectFrom('sqlite_master' as never).select((eb) => eb.lit(1).as('one')).limit(1).execute();
      check(true, `database reachable (${health.database}: ${dbPath})`);
      const state = await migrationState(db);
      if (state.unknown.length) check(false, `migrations: the database has ${state.unknown.join(', ')}, which this version does not know (an older checkout?)`);
      else if (state.pending.length) check(false, `migrations: ${state.pending.length} pending (${state.pending.join(', ')}); run \`cardcade migrate\``);
      else check(true, `migrations current (${state.total} applied)`);
      if (!state.pending.length && !state.unknown.length) {
        const admins = await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('role', '=', 'admin').executeTakeFirstOrThrow();
        if (Number(admins.n) > 0) check(true, `${admins.n} admin account${Number(admins.n) === 1 ? '' : 's'}`);
        else check('warn', 'no admin account yet: the first signup becomes admin, or run `cardcade users create <email> --admin`');
      }
    } catch (error) {
      check(false, `database: cannot read ${dbPath}: ${(error as Error).message}`);
    } finally {
      await db.destroy();
    }
  }
  if (failures) throw new CliError(`doctor found ${failures} problem${failures === 1 ? '' : 's'}.`);
  print(io, 'All checks passed.');
}
