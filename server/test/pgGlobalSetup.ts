import pg from 'pg';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { createDb, migrateToLatest } from '../db.js';
import { startPgCluster, type PgCluster } from './pgCluster.js';

// globalSetup of the `server-pg` test project: one throwaway PostgreSQL cluster for the whole
// run and one migrated template database; every test file clones the template (pgTestDb.ts).

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the cluster's `postgres` maintenance database (for CREATE DATABASE). */
    pgAdminUrl: string;
  }
}

export const TEMPLATE_DB = 'cardcade_template';

/**
 * Empties every app table and restarts every sequence in one round trip, so each test starts as
 * on a fresh database with ids from 1. DELETE is ~15× faster than TRUNCATE on tables this small
 * (TRUNCATE makes new files for every table and index); foreign-key triggers are off meanwhile
 * (the test role is the cluster's superuser), so the order of the tables does not matter.
 */
const RESET_FUNCTION = sql`
  create function cardcade_test_reset() returns void language plpgsql as $$
  declare name text;
  begin
    set local session_replication_role = replica;
    for name in select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%' loop
      execute format('delete from %I', name);
    end loop;
    for name in select sequencename from pg_sequences where schemaname = 'public' loop
      perform setval(format('%I', name)::regclass, 1, false);
    end loop;
  end $$`;
let cluster: PgCluster | undefined;

export async function setup(project: TestProject) {
  cluster = await startPgCluster();
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const template = createDb({ url: cluster.url(TEMPLATE_DB) });
  await migrateToLatest(template);
  await RESET_FUNCTION.execute(template);
  // A template must have no open connections while it is copied.
  await template.destroy();
  project.provide('pgAdminUrl', cluster.url('postgres'));
}

export async function teardown() {
  await cluster?.stop();
}
