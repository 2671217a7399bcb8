import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { ImportInputError } from '../../domain/import/errors.js';
import { AppError, type AppErrorCode } from '../../errors.js';
import { FROM_SOURCE, SERVER_DIR } from '../../serverDir.js';

// docs/security.md: import parsing (and the confirm's write to a file database) runs in worker threads,
// a pool of IMPORT_WORKERS, so no upload holds the server's event loop. Jobs queue when every
// worker is busy. The worker is TypeScript under tsx (dev, tests) and compiled JavaScript in
// production (dist/server/imports/workers/worker.js, left out of the start-up bundle). Found from
// the server folder: inside that bundle this module has the bundle's URL.

const WORKER_FILE = new URL(FROM_SOURCE ? 'imports/workers/worker.ts' : 'imports/workers/worker.js', SERVER_DIR);

/**
 * From source, Node 20 ignores `--import tsx` in a worker's execArgv (loader hooks are not
 * inherited by workers before Node 22), so a tiny CommonJS bootstrap loads the TypeScript
 * worker through tsx's own API instead.
 */
export function startWorker(file: URL, options: WorkerOptions): Worker {
  if (!FROM_SOURCE) return new Worker(file, options);
  // The package's ESM entry sits next to the CommonJS one that require.resolve finds.
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(file.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(bootstrap, { ...options, eval: true });
}
// A hostile file that still makes a worker run out of memory kills that worker, not the server
// (docs/security.md): V8's heap is capped by `resourceLimits`; what V8 does not count (ArrayBuffers,
// native memory) by the memory watch below.
const WORKER_HEAP_MB = 1024;
const WORKER_YOUNG_MB = 64;

export interface PoolOptions {
  /** The process's RSS, in MB, above which every worker running a job is ended (its job answers 400). */
  rssCapMb?: number;
  /** An idle worker is ended after this long, so its memory goes back to the OS. */
  idleMs?: number;
  /** A worker that holds more than this (heap + ArrayBuffers + native) after a job is ended sooner: */
  retireAboveMb?: number;
  /** after this long idle (0: as soon as no job is queued for it). */
  bigJobIdleMs?: number;
  /** How long a worker asked to close may take before it is terminated. */
  closeTimeoutMs?: number;
  /** How long one job may run (a run's own `timeLimitMs` wins): past it its worker is terminated. */
  timeLimitMs?: number;
  /**
   * Workers started beyond `size` while every worker is busy and a job waits, so one slow or
   * hostile job never holds everyone else's imports (issue 49); each ends once it is idle.
   */
  spareWorkers?: number;
  /**
   * The worker's script. The product's (workers/worker.ts) unless a test starts its own
   * (server/test/importTestWorker.ts, with jobs no product worker knows).
   */
  workerFile?: URL;
}

export const POOL_DEFAULTS: Required<PoolOptions> = {
  // One import of ≤ 100 MB stays under 500 MB (docs/performance.md); the cap is the safety net.
  rssCapMb: 1536,
  idleMs: 30_000,
  retireAboveMb: 128,
  // At once (issue 31): kept 5 s, a 100 MB workbook's analyze left ~290 MB in the worker that the
  // preview sent right after started from (432 MB, its peak 501 MB). A fresh worker costs a
  // start (~0.1 s compiled) and starts empty; a job already queued still takes the old one.
  bigJobIdleMs: 0,
  closeTimeoutMs: 5_000,
  // The service passes IMPORT_TIME_LIMIT_SECONDS (server/config.ts); this is for other callers.
  timeLimitMs: 120_000,
  // One: with IMPORT_WORKERS=1, two imports of 100 MB at once still stay under the RSS cap.
  spareWorkers: 1,
  workerFile: WORKER_FILE,
};

/** How often the memory watch samples the process's RSS while a job runs. */
const WATCH_MS = 50;

/** A worker died mid-job (out of memory, or a crash in native code). */
export class ImportWorkerCrashed extends Error {
  constructor(
    readonly outOfMemory: boolean,
    cause?: Error,
  ) {
    super(outOfMemory ? 'import worker ran out of memory' : `import worker exited${cause ? `: ${cause.message}` : ''}`, { cause });
  }
}

/**
 * A job ran past its time limit: its worker was terminated (a parser stuck in a loop never reads
 * a message) and the next job gets a new one.
 */
export class ImportWorkerTimedOut extends Error {
  constructor(readonly limitMs: number) {
    super(`import job ran past its time limit of ${limitMs} ms`);
  }
}

/** What a worker answers: a value, or an error in a form that survives postMessage. */
export type WorkerReply = { ok: true; value: unknown; memoryMb?: number } | { ok: false; error: WireError; memoryMb?: number };
export interface WireError {
  kind: 'input' | 'app' | 'internal';
  message: string;
  code?: string;
}

/** The message that asks a worker to close its connections and exit (server/imports/workers/worker.ts). */
export const CLOSE_WORKER = 'close';

interface Task {
  job: unknown;
  transfer: ArrayBuffer[];
  timeLimitMs: number;
  timer?: NodeJS.Timeout;
  resolve: (reply: WorkerReply) => void;
  reject: (error: Error) => void;
}

/** How the pool's workers ended so far: asked and exited on their own, or terminated. */
export interface PoolEndings {
  closed: number;
  terminated: number;
  overMemory: number;
  /** Terminated past a job's time limit. */
  timedOut: number;
}

export class ImportWorkerPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Task>();
  private readonly queue: Task[] = [];
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();
  private readonly ending = new Map<Worker, Promise<void>>();
  private readonly overMemory = new Set<Worker>();
  private readonly timedOut = new Set<Worker>();
  private watch: NodeJS.Timeout | null = null;
  private started = 0;
  private closed = false;
  private readonly options: Required<PoolOptions>;
  readonly endings: PoolEndings = { closed: 0, terminated: 0, overMemory: 0, timedOut: 0 };
  /** Spare workers started so far (beyond `size`, every worker busy). */
  spareStarts = 0;

  constructor(
    readonly size: number,
    options: PoolOptions = {},
  ) {
    this.options = { ...POOL_DEFAULTS, ...options };
  }

  /** Workers alive (idle, busy or closing). */
  get workerCount(): number {
    return this.started;
  }

  /** Workers running a job now. */
  get busyCount(): number {
    return this.busy.size;
  }

  /**
   * Runs one job on the next free worker; `transfer` buffers move instead of being copied. Past
   * `timeLimitMs` from its start on a worker, the worker is terminated and the job rejects with
   * ImportWorkerTimedOut.
   */
  run(job: unknown, transfer: ArrayBuffer[] = [], options: { timeLimitMs?: number } = {}): Promise<WorkerReply> {
    if (this.closed) return Promise.reject(new Error('import worker pool closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ job, transfer, timeLimitMs: options.timeLimitMs ?? this.options.timeLimitMs, resolve, reject });
      this.pump();
    });
  }

  /**
   * Ends every worker: each is asked to close its database connections and exit (a worker
   * terminated with live better-sqlite3 statements can abort the process, docs/operations.md),
   * and terminated only if it has not exited after `closeTimeoutMs`. Jobs still queued or
   * running are refused.
   */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('import worker pool closed'));
    const all = [...this.idle, ...this.busy.keys(), ...this.ending.keys()];
    this.idle.length = 0;
    await Promise.all(all.map((worker) => this.end(worker)));
    this.stopWatch();
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let worker = this.idle.pop();
      if (!worker) {
        // Every worker is busy (or closing): a spare takes the job rather than letting it wait
        // behind a job that may run until its time limit.
        if (this.started >= this.size + this.options.spareWorkers) return;
        if (this.started >= this.size) this.spareStarts += 1;
        worker = this.spawn();
      }
      this.clearIdleTimer(worker);
      const task = this.queue.shift()!;
      try {
        worker.postMessage(task.job, task.transfer);
      } catch (error) {
        // Not sendable (e.g. an already detached buffer): the worker never saw it.
        this.becameIdle(worker, this.options.idleMs);
        task.reject(error instanceof Error ? error : new Error(String(error)));
        continue;
      }
      this.busy.set(worker, task);
      const running = worker;
      task.timer = setTimeout(() => {
        if (this.busy.get(running) !== task || this.timedOut.has(running)) return;
        this.timedOut.add(running);
        this.endings.timedOut += 1;
        void running.terminate();
      }, task.timeLimitMs);
      task.timer.unref();
      // Referenced only while working: an idle pool never keeps the process alive.
      worker.ref();
      this.startWatch();
    }
  }

  private spawn(): Worker {
    const worker = startWorker(this.options.workerFile, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB } });
    this.started += 1;
    worker.on('message', (reply: WorkerReply) => {
      const task = this.busy.get(worker);
      if (!task || this.timedOut.has(worker)) return;
      clearTimeout(task.timer);
      this.busy.delete(worker);
      worker.unref();
      if (this.busy.size === 0) this.stopWatch();
      // A worker left holding a big job's memory is ended after a short pause rather than kept:
      // that memory goes back to the OS, and the next import starts a fresh worker.
      if (this.ending.has(worker)) {
        // Asked to close while it worked: it exits after this answer.
      } else if (this.closed) void this.end(worker);
      // A spare (more workers alive than the pool's size) ends once no job waits for it.
      else if (this.queue.length === 0 && this.started - this.ending.size > this.size) void this.end(worker);
      else this.becameIdle(worker, (reply.memoryMb ?? 0) > this.options.retireAboveMb ? this.options.bigJobIdleMs : this.options.idleMs);
      task.resolve(reply);
      this.pump();
    });
    let failure: Error | null = null;
    worker.on('error', (error: Error & { code?: string }) => {
      failure = new ImportWorkerCrashed(error.code === 'ERR_WORKER_OUT_OF_MEMORY', error);
    });
    worker.on('exit', () => {
      this.started -= 1;
      this.clearIdleTimer(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      const task = this.busy.get(worker);
      this.busy.delete(worker);
      clearTimeout(task?.timer);
      if (this.busy.size === 0) this.stopWatch();
      const outOfMemory = this.overMemory.delete(worker);
      const late = this.timedOut.delete(worker);
      task?.reject(
        outOfMemory ? new ImportWorkerCrashed(true) : late ? new ImportWorkerTimedOut(task.timeLimitMs) : (failure ?? new ImportWorkerCrashed(false)),
      );
      if (!this.closed) this.pump();
    });
    return worker;
  }

  private becameIdle(worker: Worker, idleMs: number): void {
    this.idle.push(worker);
    const timer = setTimeout(() => {
      const at = this.idle.indexOf(worker);
      if (at >= 0) {
        this.idle.splice(at, 1);
        void this.end(worker);
      }
    }, idleMs);
    timer.unref();
    this.idleTimers.set(worker, timer);
  }

  private clearIdleTimer(worker: Worker): void {
    clearTimeout(this.idleTimers.get(worker));
    this.idleTimers.delete(worker);
  }

  /** Asks one worker to close and exit; terminates it if it does not within the timeout. */
  private end(worker: Worker): Promise<void> {
    const already = this.ending.get(worker);
    if (already) return already;
    this.clearIdleTimer(worker);
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
    const ended = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.endings.terminated += 1;
        void worker.terminate();
      }, this.options.closeTimeoutMs);
      worker.once('exit', () => {
        clearTimeout(timer);
        this.ending.delete(worker);
        resolve();
      });
      worker.ref();
      try {
        worker.postMessage(CLOSE_WORKER);
        this.endings.closed += 1;
      } catch {
        clearTimeout(timer);
        this.endings.terminated += 1;
        void worker.terminate();
      }
    });
    this.ending.set(worker, ended);
    return ended;
  }

  /**
   * The hard memory cap: V8's limits do not count ArrayBuffers or native memory, so while a job
   * runs the process's RSS is sampled, and above the cap every busy worker is terminated (a
   * worker over the cap may be stuck in a loop that would never read a close message). Its job
   * answers "needs more memory than the server allows" (400), and the server goes on.
   */
  private startWatch(): void {
    if (this.watch) return;
    this.watch = setInterval(() => {
      if (process.memoryUsage.rss() <= this.options.rssCapMb * 1024 * 1024) return;
      for (const worker of this.busy.keys()) {
        if (this.overMemory.has(worker)) continue;
        this.overMemory.add(worker);
        this.endings.overMemory += 1;
        void worker.terminate();
      }
    }, WATCH_MS);
    this.watch.unref();
  }

  private stopWatch(): void {
    if (this.watch) clearInterval(this.watch);
    this.watch = null;
  }
}

let shared: ImportWorkerPool | null = null;
let sharedOptions: PoolOptions = {};

/** Tests only: the options the process's pool is made with from now on (the current one ends). */
export async function setImportWorkerOptions(options: PoolOptions): Promise<void> {
  sharedOptions = options;
  await closeImportWorkers();
}

/** The process's pool (IMPORT_WORKERS is per process); made on first use. */
export function importWorkerPool(size: number): ImportWorkerPool {
  if (!shared || shared.size !== size) {
    void shared?.close();
    shared = new ImportWorkerPool(size, sharedOptions);
  }
  return shared;
}

/** Stops the workers (graceful shutdown); the next import starts a new pool. */
export async function closeImportWorkers(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}

/** An error thrown in a worker → what crosses postMessage (Error subclasses lose their class). */
export function toWireError(error: unknown): WireError {
  if (error instanceof ImportInputError) return { kind: 'input', message: error.message };
  if (error instanceof AppError) return { kind: 'app', message: error.message, code: error.code };
  return { kind: 'internal', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}

/** The worker's answer, or its error rethrown as the class the services map to a status. */
export function unwrapReply<T>(reply: WorkerReply): T {
  if (reply.ok) return reply.value as T;
  const { kind, message, code } = reply.error;
  if (kind === 'input') throw new ImportInputError(message);
  if (kind === 'app') throw new AppError(code as AppErrorCode, message);
  throw new Error(`import worker failed: ${message}`);
}
