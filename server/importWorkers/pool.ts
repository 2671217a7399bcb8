import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { ImportInputError } from '../domain/import/errors.js';
import { AppError, type AppErrorCode } from '../errors.js';
import { FROM_SOURCE, SERVER_DIR } from '../serverDir.js';

// DESIGN §9: import parsing (and the confirm's write to a file database) runs in worker threads,
// a pool of IMPORT_WORKERS, so no upload holds the server's event loop. Jobs queue when every
// worker is busy. The worker is TypeScript under tsx (dev, tests) and compiled JavaScript in
// production (dist/server/importWorkers/worker.js, left out of the start-up bundle). Found from
// the server folder: inside that bundle this module has the bundle's URL.

const WORKER_FILE = new URL(FROM_SOURCE ? 'importWorkers/worker.ts' : 'importWorkers/worker.js', SERVER_DIR);

/**
 * From source, Node 20 ignores `--import tsx` in a worker's execArgv (loader hooks are not
 * inherited by workers before Node 22), so a tiny CommonJS bootstrap loads the TypeScript
 * worker through tsx's own API instead.
 */
function startWorker(options: WorkerOptions): Worker {
  if (!FROM_SOURCE) return new Worker(WORKER_FILE, options);
  // The package's ESM entry sits next to the CommonJS one that require.resolve finds.
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(WORKER_FILE.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(bootstrap, { ...options, eval: true });
}
// A hostile file that still makes a worker run out of memory kills that worker, not the server.
const WORKER_HEAP_MB = 2048;

/** A worker died mid-job (out of memory, or a crash in native code). */
export class ImportWorkerCrashed extends Error {
  constructor(
    readonly outOfMemory: boolean,
    cause?: Error,
  ) {
    super(outOfMemory ? 'import worker ran out of memory' : `import worker exited${cause ? `: ${cause.message}` : ''}`, { cause });
  }
}

/** What a worker answers: a value, or an error in a form that survives postMessage. */
export type WorkerReply = { ok: true; value: unknown } | { ok: false; error: WireError };
export interface WireError {
  kind: 'input' | 'app' | 'internal';
  message: string;
  code?: string;
}

interface Task {
  job: unknown;
  transfer: ArrayBuffer[];
  resolve: (reply: WorkerReply) => void;
  reject: (error: Error) => void;
}

export class ImportWorkerPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Task>();
  private readonly queue: Task[] = [];
  private started = 0;
  private closed = false;

  constructor(readonly size: number) {}

  /** Runs one job on the next free worker; `transfer` buffers move instead of being copied. */
  run(job: unknown, transfer: ArrayBuffer[] = []): Promise<WorkerReply> {
    if (this.closed) return Promise.reject(new Error('import worker pool closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ job, transfer, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    await Promise.all(all.map((worker) => worker.terminate()));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let worker = this.idle.pop();
      if (!worker) {
        if (this.started >= this.size) return;
        worker = this.spawn();
      }
      const task = this.queue.shift()!;
      try {
        worker.postMessage(task.job, task.transfer);
      } catch (error) {
        // Not sendable (e.g. an already detached buffer): the worker never saw it.
        this.idle.push(worker);
        task.reject(error instanceof Error ? error : new Error(String(error)));
        continue;
      }
      this.busy.set(worker, task);
      // Referenced only while working: an idle pool never keeps the process alive.
      worker.ref();
    }
  }

  private spawn(): Worker {
    const worker = startWorker({ resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    this.started += 1;
    worker.on('message', (reply: WorkerReply) => {
      const task = this.busy.get(worker);
      this.busy.delete(worker);
      worker.unref();
      this.idle.push(worker);
      task?.resolve(reply);
      this.pump();
    });
    let failure: Error | null = null;
    worker.on('error', (error: Error & { code?: string }) => {
      failure = new ImportWorkerCrashed(error.code === 'ERR_WORKER_OUT_OF_MEMORY', error);
    });
    worker.on('exit', () => {
      this.started -= 1;
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      const task = this.busy.get(worker);
      this.busy.delete(worker);
      task?.reject(failure ?? new ImportWorkerCrashed(false));
      if (!this.closed) this.pump();
    });
    return worker;
  }
}

let shared: ImportWorkerPool | null = null;

/** The process's pool (IMPORT_WORKERS is per process); made on first use. */
export function importWorkerPool(size: number): ImportWorkerPool {
  if (!shared || shared.size !== size) {
    void shared?.close();
    shared = new ImportWorkerPool(size);
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
