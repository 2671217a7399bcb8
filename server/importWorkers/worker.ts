import { parentPort } from 'node:worker_threads';
import { runImportJob, type ImportJob } from './jobs.js';
import { toWireError, type WorkerReply } from './pool.js';

// One import worker: runs the jobs the pool sends, one at a time, and answers each.
parentPort!.on('message', async (job: ImportJob) => {
  let reply: WorkerReply;
  try {
    reply = { ok: true, value: await runImportJob(job) };
  } catch (error) {
    reply = { ok: false, error: toWireError(error) };
  }
  parentPort!.postMessage(reply);
});
