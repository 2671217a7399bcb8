import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPgCluster } from '../../server/test/pgCluster.js';

// Where a bench runs: a SQLite file in a temp folder, and a throwaway PostgreSQL cluster (fsync on,
// as a real server) with an empty `bench` database. Both are removed afterwards.

/** Runs `run` on a SQLite file in a temp folder named after `prefix`, then removes the folder. */
export async function onSqliteFile<T>(prefix: string, run: (file: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  try {
    return await run(path.join(dir, 'bench.db'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `run` on the `bench` database of a throwaway PostgreSQL cluster, then stops the cluster. */
export async function onPostgres<T>(run: (url: string) => Promise<T>, opts: { durable?: boolean } = { durable: true }): Promise<T> {
  const cluster = await startPgCluster(opts);
  try {
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('create database bench');
    await admin.end();
    return await run(cluster.url('bench'));
  } finally {
    await cluster.stop();
  }
}

/** `run` on a SQLite file, then on PostgreSQL; DATABASE_URL runs it on that database only. */
export async function onBothDatabases(prefix: string, run: (target: string) => Promise<void>): Promise<void> {
  if (process.env.DATABASE_URL) return run(process.env.DATABASE_URL);
  await onSqliteFile(prefix, run);
  await onPostgres(run);
}
