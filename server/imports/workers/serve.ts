import { parentPort } from 'node:worker_threads';
import { closeConnections } from './jobs.js';
import { CLOSE_WORKER, toWireError, type WorkerReply } from './pool.js';

const MB = 1024 * 1024;

/**
 * An import worker's loop: runs the jobs the pool sends with `run`, one at a time, and answers
 * each. Asked to close, it finishes the job it is running, closes its database connections
 * (finalizing their statements) and lets its event loop end, so the thread exits on its own
 * rather than being terminated (docs/operations.md, "Import workers").
 */
export function serveImportJobs<Job>(run: (job: Job) => Promise<unknown>): void {
  let running: Promise<void> = Promise.resolve();
  parentPort!.on('message', (job: Job | typeof CLOSE_WORKER) => {
    if (job === CLOSE_WORKER) {
      void running.then(async () => {
        await closeConnections();
        parentPort!.close();
      });
      return;
    }
    running = answer(run, job);
  });
}

async function answer<Job>(run: (job: Job) => Promise<unknown>, job: Job): Promise<void> {
  let reply: WorkerReply;
  try {
    reply = { ok: true, value: await run(job) };
  } catch (error) {
    reply = { ok: false, error: toWireError(error) };
  }
  // What this worker still holds (its heap, ArrayBuffers and other memory V8 knows of): the
  // pool ends a worker left holding a big job's memory (pool.ts, retireAboveMb).
  const memory = process.memoryUsage();
  reply.memoryMb = Math.round((memory.heapTotal + memory.external) / MB);
  parentPort!.postMessage(reply);
}
