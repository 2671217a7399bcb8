import pg from 'pg';
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
let cluster: PgCluster | undefined;

export async function setup(project: TestProject) {
  cluster = await startPgCluster();
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const template = createDb({ url: cluster.url(TEMPLATE_DB) });
  await migrateToLatest(template);
  // A template must have no open connections while it is copied.
  await template.destroy();
  project.provide('pgAdminUrl', cluster.url('postgres'));
}

export async function teardown() {
  await cluster?.stop();
}
