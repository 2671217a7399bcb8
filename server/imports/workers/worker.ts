import { parentPort } from 'node:worker_threads';
import { closeConnections, runImportJob, type ImportJob } from './jobs.js';
import { CLOSE_WORKER, toWireError, type WorkerReply } from './pool.js';

const MB = 1024 * 1024;

// One import worker: runs the jobs the pool sends, one at a time, and answers each. Asked to
// close, it finishes the job it is running, closes its database connections (finalizing their
// statements) and lets its event loop end, so the thread exits on its own rather than being
// terminated (docs/operations.md, "Import workers").
let running: Promise<void> = Promise.resolve();

parentPort!.on('message', (job: ImportJob | typeof CLOSE_WORKER) => {
  if (job === CLOSE_WORKER) {
    void running.then(async () => {
      await closeConnections();
      parentPort!.close();
    });
    return;
  }
  running = answer(job);
});

async function answer(job: ImportJob): Promise<void> {
  let reply: WorkerReply;
  try {
    reply = { ok: true, value: await runImportJob(job) };
  } catch (error) {
    reply = { ok: false, error: toWireError(error) };
  }
  // What this worker still holds (its heap, ArrayBuffers and other memory V8 knows of): the
  // pool ends a worker left holding a big job's memory (pool.ts, retireAboveMb).
  const memory = process.memoryUsage();
  reply.memoryMb = Math.round((memory.heapTotal + memory.external) / MB);
  parentPort!.postMessage(reply);
}
