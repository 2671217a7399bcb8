// Runs one fit in a child process of its own (issue 31, docs/security.md: big jobs give their memory
// back). It was a worker thread: fsrs-rs's native memory stayed in that thread's malloc arena
// after the thread ended (glibc keeps freed small blocks for reuse and Node cannot trim), so the
// server's idle RSS stayed ~300 MB higher after one optimize of 200,000 reviews. A process's
// memory all goes back when it exits. The entry is worker.ts beside this file (`.js` once
// compiled into dist/, plain node; `.ts` under tsx from source, where a child process, unlike a
// worker thread on Node 20, honours `--import tsx`). The columns travel over IPC with the
// 'advanced' serialization (typed arrays as such; copied, ~17 bytes a review).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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

/** Thrown when `signal` stops a fit (server shutdown, docs/security.md): the worker is terminated. */
export class FitCancelled extends Error {
  constructor() {
    super('The memory model fit was cancelled.');
    this.name = 'FitCancelled';
  }
}

/** What the fit's process answers (worker.ts). */
export type OptimizerReply = { ok: true; output: OptimizerOutput } | { ok: false; message: string };

export function optimizeInWorker(input: OptimizerInput, signal?: AbortSignal): Promise<OptimizerOutput> {
  if (signal?.aborted) return Promise.reject(new FitCancelled());
  // Found from the server folder: in the built start-up bundle this module has the bundle's URL.
  const entry = fileURLToPath(new URL(FROM_SOURCE ? 'domain/memoryModel/worker.ts' : 'domain/memoryModel/worker.js', SERVER_DIR));
  const child = fork(entry, [], {
    execArgv: FROM_SOURCE ? ['--import', 'tsx'] : [],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      done();
    };
    const stop = () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    };
    const timer = setTimeout(() => {
      stop();
      settle(() => reject(new Error('The memory model fit took too long and was stopped.')));
    }, WORKER_TIMEOUT_MS);
    const onAbort = () => {
      stop();
      settle(() => reject(new FitCancelled()));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    child.once('message', (message: OptimizerReply) => {
      // The process exits by itself once its answer is sent (worker.ts).
      settle(() => (message.ok ? resolve(message.output) : reject(new Error(message.message))));
    });
    child.once('error', (error) => {
      stop();
      settle(() => reject(error));
    });
    child.once('exit', (code, signalName) => {
      settle(() => reject(new Error(`The memory model worker stopped (${signalName ?? `exit code ${code}`}).`)));
    });
    child.send(input, (error) => {
      if (!error) return;
      stop();
      settle(() => reject(error));
    });
  });
}
