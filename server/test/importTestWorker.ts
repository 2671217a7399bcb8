import { runImportJob, type ImportJob } from '../imports/workers/jobs.js';
import { serveImportJobs } from '../imports/workers/serve.js';

// An import worker for the pool's own tests (server/imports/workers/pool.test.ts), started with
// the pool's `workerFile` option: the product's jobs, and two that no product worker knows,
// standing for what a hostile file can do to a parser. Never built into dist/ (docs/testing.md).

export type TestWorkerJob =
  | ImportJob
  /** Holds `mb` of ArrayBuffers until it ends, as a hostile file could. */
  | { kind: 'testAllocate'; mb: number }
  /** Never ends: a worker stuck in a parser. */
  | { kind: 'testHang' };

async function runTestJob(job: TestWorkerJob): Promise<unknown> {
  if (job.kind === 'testHang') return new Promise<never>(() => undefined);
  if (job.kind !== 'testAllocate') return runImportJob(job);
  // 16 MB at a time, each page written (untouched pages cost no RSS), yielding between blocks as
  // a parser reading a stream would; held until the job ends.
  const held: Uint8Array[] = [];
  while (held.length * 16 < job.mb) {
    held.push(new Uint8Array(16 * 1024 * 1024).fill(1));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return held.reduce((sum, block) => sum + block.byteLength, 0);
}

// Only ever started as a worker thread (tests import its types alone, `import type`).
serveImportJobs(runTestJob);
