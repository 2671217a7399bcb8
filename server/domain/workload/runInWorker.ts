// Runs simulator jobs in one worker thread (docs/workload.md), started on the first job and ended
// after a while idle, so the event loop is never held by a simulation. Jobs queue in the worker's
// own message queue; one that runs past the time limit ends the worker (a new one starts for the
// next job). The worker is TypeScript under tsx (dev, tests), compiled JavaScript when built.
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../imports/workers/pool.js';
import { FROM_SOURCE, SERVER_DIR } from '../../serverDir.js';
import type { RetentionSweep } from './retention.js';
import type { SimulationInput, SimulationResult } from './simulate.js';
import type { WorkloadJob, WorkloadReply } from './worker.js';

const WORKER_FILE = new URL(FROM_SOURCE ? 'domain/workload/worker.ts' : 'domain/workload/worker.js', SERVER_DIR);
const IDLE_MS = 30_000;
/** 3,650 days of a large deck, thirteen times over, stays well under this. */
const TIME_LIMIT_MS = 60_000;

let worker: Worker | null = null;
let nextId = 1;
let idleTimer: NodeJS.Timeout | null = null;
const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();

function failAll(error: Error) {
  for (const [id, job] of pending) {
    clearTimeout(job.timer);
    job.reject(error);
    pending.delete(id);
  }
}

function workerNow(): Worker {
  if (worker) return worker;
  const started = startWorker(WORKER_FILE, {});
  started.unref();
  started.on('message', (reply: WorkloadReply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    pending.delete(reply.id);
    clearTimeout(job.timer);
    if (reply.ok) job.resolve(reply.value);
    else job.reject(new Error(reply.message));
    if (pending.size === 0) idleSoon();
  });
  started.on('error', (error) => {
    if (worker === started) worker = null;
    failAll(error);
  });
  started.on('exit', (code) => {
    if (worker === started) worker = null;
    failAll(new Error(`The simulator's worker stopped (exit code ${code}).`));
  });
  worker = started;
  return started;
}

function idleSoon() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    idleTimer = null;
    if (pending.size === 0 && worker) {
      const done = worker;
      worker = null;
      void done.terminate();
    }
  }, IDLE_MS);
  idleTimer.unref();
}

function run<T>(job: Omit<WorkloadJob, 'id'>): Promise<T> {
  if (idleTimer) clearTimeout(idleTimer);
  const id = nextId++;
  const target = workerNow();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('The simulation took too long and was stopped.'));
      if (worker === target) worker = null;
      void target.terminate();
    }, TIME_LIMIT_MS);
    timer.unref();
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
    target.postMessage({ ...job, id });
  });
}

export const simulateInWorker = (input: SimulationInput) => run<SimulationResult>({ kind: 'simulate', input });
export const sweepRetentionInWorker = (input: Omit<SimulationInput, 'desiredRetention'>) => run<RetentionSweep>({ kind: 'retention', input });

/** Ends the worker now (server shutdown, tests). */
export async function stopWorkloadWorker(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  const done = worker;
  worker = null;
  if (done) await done.terminate();
}
