// vitest 4 dropped workspace files; this keeps the required name as an ordinary config
// with one project per environment (run with `vitest --config vitest.workspace.ts`).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import SlowestFirstSequencer from './e2e/sequencer';

export default defineConfig({
  test: {
    // Two files at a time in every project: on two cores one runs while the other waits on
    // PostgreSQL, a worker thread, a child process or the browser.
    maxWorkers: 2,
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'migrations/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // The same server test files again, on a real PostgreSQL server (docs/postgresql.md): one
        // throwaway cluster for the run, one database per test file (server/test/pgTestDb.ts).
        test: {
          name: 'server-pg',
          environment: 'node',
          include: ['server/**/*.test.ts', 'migrations/**/*.test.ts'],
          // Pure logic (parsers, schedulers, generators) never opens a database: once is enough.
          // So do the files that run the real CLI or server as a child process on a SQLite file of
          // their own (no DATABASE_URL reaches the child): on this project they ran the very same
          // SQLite checks again (cli.test.ts alone, ~40 s).
          exclude: [
            'server/domain/**',
            'server/config.test.ts',
            'server/dependencies.test.ts',
            // The import graph (dependency-cruiser) is the same whichever database runs.
            'server/architecture.test.ts',
            // Comments citing files in the repository: a text check, the same on both.
            'server/docsCitations.test.ts',
            'server/db/sqliteDriver.test.ts',
            'server/imports/workers/uploadBytes.test.ts',
            'server/cli/cli.test.ts',
            'server/index.test.ts',
            // The Node version table, the SQLite driver's choice and the import worker pool's lifecycle.
            'server/nodeSupport.test.ts',
            'server/db/sqliteNative.test.ts',
            'server/imports/workers/pool.test.ts',
          ],
          env: { CARDCADE_TEST_DB: 'postgres' },
          globalSetup: ['server/test/pgGlobalSetup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['client/src/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // What a person sees may take a few seconds on a busy 2-core machine: polls wait up to 10 s.
          expect: { poll: { timeout: 10_000 } },
          // One server for the whole suite; two files at a time, each with its own browser and
          // its own users. After the server, PostgreSQL and client tests, not among them.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
