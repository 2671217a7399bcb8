// Starts one worker thread per fit. The worker file sits beside this one: `.js` once compiled
// into dist/ (plain node), `.ts` when running from source. Node 20 does not apply `--import tsx`
// from a worker's execArgv before loading its entry file, so from source a small JavaScript
// bootstrap (sourceWorker.mjs) registers tsx inside the worker first and then imports the entry.
import { Worker } from 'node:worker_threads';
import { FROM_SOURCE, SERVER_DIR } from '../../serverDir.js';
import type { FitOptions, FitResult } from './fit.js';

export interface OptimizerInput {
  /** Columns of the review logs, oldest first; card id −1 for a deleted card. */
  cardIds: Float64Array;
  ratings: Uint8Array;
  reviewedAt: Float64Array;
  timeZone: string;
  options?: FitOptions;
  /** At most this many reviews are fitted (default MAX_FIT_REVIEWS, history.ts mostRecentHistories). */
  maxReviews?: number;
}

export interface OptimizerOutput {
  /** Reviews in the card histories (logs of deleted cards and before resets left out). */
  reviewCount: number;
  result: FitResult;
}

/** A fit that has not answered in this long is stopped (fsrs-rs fits 100,000 reviews in seconds). */
const WORKER_TIMEOUT_MS = 5 * 60_000;

/** Thrown when `signal` stops a fit (server shutdown, DESIGN §21): the worker is terminated. */
export class FitCancelled extends Error {
  constructor() {
    super('The memory model fit was cancelled.');
    this.name = 'FitCancelled';
  }
}

export function optimizeInWorker(input: OptimizerInput, signal?: AbortSignal): Promise<OptimizerOutput> {
  if (signal?.aborted) return Promise.reject(new FitCancelled());
  const transferList = [input.cardIds.buffer, input.ratings.buffer, input.reviewedAt.buffer] as ArrayBuffer[];
  // Found from the server folder: in the built start-up bundle this module has the bundle's URL.
  const worker = FROM_SOURCE
    ? new Worker(new URL('domain/memoryModel/sourceWorker.mjs', SERVER_DIR), {
        workerData: { ...input, entry: new URL('domain/memoryModel/worker.ts', SERVER_DIR).href },
        transferList,
      })
    : new Worker(new URL('domain/memoryModel/worker.js', SERVER_DIR), { workerData: input, transferList });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error('The memory model fit took too long and was stopped.'));
    }, WORKER_TIMEOUT_MS);
    const onAbort = () => {
      finish();
      reject(new FitCancelled());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const finish = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
    };
    worker.once('message', (message: { ok: true; output: OptimizerOutput } | { ok: false; message: string }) => {
      finish();
      if (message.ok) resolve(message.output);
      else reject(new Error(message.message));
    });
    worker.once('error', (error) => {
      finish();
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (code !== 0) reject(new Error(`The memory model worker stopped (exit code ${code}).`));
    });
  });
}
