import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import type { Db } from '../db.js';
import { dialectOf } from './dialect.js';
import { SQLITE_PACKAGE } from './sqliteNative.js';

// A long run of writes on a SQLite file (attachNotes over a whole collection at start) fills the
// write-ahead log, and SQLite's automatic checkpoint then copies it into the database file and
// syncs it inside whichever commit crossed the threshold: on the event loop, for as long as the
// disk takes (the longest blocks of bench/notes.ts, well over 100 ms on a busy machine). Meanwhile
// the automatic checkpoint is off on the app's connection, and a worker thread with its own
// connection runs PASSIVE checkpoints (which never take the writer's lock) after each batch.

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
  parentPort.postMessage('done');
});
`;

/** The SQLite default, put back when the run ends. */
const DEFAULT_AUTOCHECKPOINT = 1000;

export interface OffThreadCheckpoints {
  /** Asks for a checkpoint when none is running. */
  nudge(): void;
  /** Waits for the running checkpoint, ends the worker and gives SQLite its automatic checkpoint back. */
  stop(): Promise<void>;
}

/** Off-thread checkpoints for a SQLite file database; undefined on PostgreSQL or an in-memory database. */
export async function startOffThreadCheckpoints(db: Db): Promise<OffThreadCheckpoints | undefined> {
  if (dialectOf(db) !== 'sqlite') return undefined;
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(db);
  const file = rows.find((row) => row.name === 'main')?.file;
  if (!file) return undefined;
  // The same build of better-sqlite3 as the app's own connection (server/db/sqliteNative.ts): on
  // Node 24 the older one cannot run in a worker.
  const driver = createRequire(import.meta.url).resolve(SQLITE_PACKAGE);
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver } });
  // The worker must never keep the process alive, nor fail it: the main connection's own
  // automatic checkpoint comes back in any case.
  worker.unref();
  let exited = false;
  worker.on('error', () => {});
  worker.on('exit', () => (exited = true));
  await sql`pragma wal_autocheckpoint = 0`.execute(db);
  let running: Promise<void> | undefined;
  const checkpoint = () =>
    new Promise<void>((resolve) => {
      if (exited) return resolve();
      const done = () => {
        worker.off('message', done);
        worker.off('exit', done);
        resolve();
      };
      worker.on('message', done);
      worker.on('exit', done);
      worker.postMessage('checkpoint');
    });
  return {
    nudge() {
      if (!running) running = checkpoint().finally(() => (running = undefined));
    },
    async stop() {
      await running;
      await checkpoint();
      worker.postMessage('close');
      await sql`pragma wal_autocheckpoint = ${sql.lit(DEFAULT_AUTOCHECKPOINT)}`.execute(db);
    },
  };
}
