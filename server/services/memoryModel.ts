// A memory model of one's own (docs/memory-model.md): the user's FSRS parameters, fitted by fsrs-rs on
// their own review history in a worker thread, adopted only when they predict held-out reviews
// at least as well as the defaults. On demand, automatically after every 1,000 new reviews (at
// most once a day, off the request path), and undoable.
import type { SessionUser } from '../session.js';
import type { Db } from '../db.js';
import { collectSoon } from '../idleCollect.js';
import { AppError, badRequest } from '../errors.js';
import { MEMORY_MODEL_MSG, MIN_REVIEWS_TO_OPTIMIZE, reviewsNeededMessage } from '../../shared/memoryModel.js';
import type { Evaluation } from '../domain/memoryModel/fit.js';
import { FitCancelled, optimizeInWorker, type OptimizerOutput } from '../domain/memoryModel/optimizeInWorker.js';
import { nextTurn } from '../db/paging.js';
import { LONG_JOB_MSG } from '../../shared/messages.js';
import {
  AUTO_OPTIMIZE_EVERY_REVIEWS,
  DEFAULT_PARAMETERS,
  MIN_AUTO_INTERVAL_MS,
  OPTIMIZE_COOLDOWN_MS,
  parseParameters,
} from '../domain/memoryModel/parameters.js';
import { countReviewLogs, findMemoryModel, reviewLogPage, saveMemoryModel, type MemoryModelRow } from '../repos/memoryModels.js';

/**
 * What these procedures read of a logged-in call's context (server/context.ts). Written out here,
 * not imported: the context holds the app's services, which hold MemoryModelJobs below, and an
 * import back would close a circle.
 */
type AuthedContext = { db: Db; user: SessionUser; now: () => Date; services: { memoryModel: MemoryModelJobs } };

export interface MemoryModelView {
  parameters: number[];
  /** Whether the scheduler uses the user's own parameters. */
  personal: boolean;
  /** Reviews the last fit used (0 before any). */
  reviewCount: number;
  optimizedAt: string | null;
  /** The last fit's held-out evaluation, or null (never fitted, or back to defaults since). */
  evaluation: Evaluation | null;
  /** Counted answers the user has now, and how many a fit needs (for the profile's button). */
  availableReviews: number;
  minReviews: number;
}

function toView(row: MemoryModelRow | undefined, availableReviews: number): MemoryModelView {
  const own = row?.personal === 1 ? parseParameters(JSON.parse(row.parameters)) : null;
  return {
    parameters: own ?? [...DEFAULT_PARAMETERS],
    personal: own !== null,
    reviewCount: row ? Number(row.review_count) : 0,
    optimizedAt: row?.optimized_at == null ? null : new Date(Number(row.optimized_at)).toISOString(),
    evaluation: row?.evaluation ? (JSON.parse(row.evaluation) as Evaluation) : null,
    availableReviews,
    minReviews: MIN_REVIEWS_TO_OPTIMIZE,
  };
}

export async function getMemoryModel(ctx: AuthedContext): Promise<MemoryModelView> {
  const [row, available] = await Promise.all([findMemoryModel(ctx.db, ctx.user.id), countReviewLogs(ctx.db, ctx.user.id)]);
  return toView(row, available);
}

/** The parameters the scheduler should use for this user: their own when adopted, else undefined (defaults). */
export async function schedulingParameters(db: Db, userId: number): Promise<readonly number[] | undefined> {
  const row = await findMemoryModel(db, userId);
  if (!row || row.personal !== 1) return undefined;
  return parseParameters(JSON.parse(row.parameters)) ?? undefined;
}

/**
 * Fits now and answers the new model; fewer than 400 reviews → 400 with how many more are needed.
 * One at a time per person (a second while one is queued or running → 429), and not again within
 * OPTIMIZE_COOLDOWN_MS of the last one finishing (429 saying when).
 */
export async function optimizeMemoryModel(ctx: AuthedContext): Promise<MemoryModelView> {
  const jobs = ctx.services.memoryModel;
  if (jobs.isRunning(ctx.user.id)) throw new AppError('TOO_MANY_REQUESTS', LONG_JOB_MSG.optimizeRunning);
  const finished = jobs.finishedAt.get(ctx.user.id);
  const wait = finished === undefined ? 0 : finished + OPTIMIZE_COOLDOWN_MS - ctx.now().getTime();
  if (wait > 0) throw new AppError('TOO_MANY_REQUESTS', LONG_JOB_MSG.optimizeCooldown(Math.ceil(wait / 60_000)));
  const available = await countReviewLogs(ctx.db, ctx.user.id);
  if (available < MIN_REVIEWS_TO_OPTIMIZE) throw badRequest(reviewsNeededMessage(available));
  // Two requests at once both passed the first check; the one that counted second loses here.
  if (jobs.isRunning(ctx.user.id)) throw new AppError('TOO_MANY_REQUESTS', LONG_JOB_MSG.optimizeRunning);
  try {
    await jobs.run(ctx.db, ctx.user, ctx.now, 'manual');
  } finally {
    jobs.finishedAt.set(ctx.user.id, ctx.now().getTime());
  }
  return getMemoryModel(ctx);
}

/** Back to the defaults. Automatic fits count their 1,000 new reviews from here. */
export async function resetMemoryModel(ctx: AuthedContext): Promise<MemoryModelView> {
  const [row, available] = await Promise.all([findMemoryModel(ctx.db, ctx.user.id), countReviewLogs(ctx.db, ctx.user.id)]);
  await saveMemoryModel(ctx.db, ctx.user.id, {
    parameters: DEFAULT_PARAMETERS,
    personal: false,
    optimizedAt: null,
    reviewCount: 0,
    evaluation: null,
    reviewsAtLastFit: Math.max(available, row ? Number(row.reviews_at_last_fit) : 0),
    now: ctx.now().getTime(),
  });
  return getMemoryModel(ctx);
}

/**
 * Called after answers are saved (sessions.submit): starts a fit in the background when 1,000
 * reviews have come in since the last one and the last attempt is a day old. Never throws and
 * never delays the caller beyond starting two small queries. It waits in the same queue as
 * optimizes, is skipped while the person's own fit runs, and shutdown awaits or cancels it.
 */
export function afterReviewsSaved(ctx: AuthedContext): void {
  ctx.services.memoryModel.checkAfterReviews(ctx.db, ctx.user, ctx.now);
}

/**
 * The app's fits (docs/memory-model.md, "Long jobs"): one per person at a time, and one at a
 * time in the app (a FIFO queue; the server runs one app): fsrs-rs uses a core, and the rest of
 * the server needs the other. Made by createAppServices (server/appServices.ts), so that closing
 * an app (shutdown, a test's teardown) cancels only its own fits.
 */
export class MemoryModelJobs {
  /** Queued or running fit per user. */
  private readonly running = new Map<number, Promise<void>>();
  /** Automatic checks still reading before they queue a fit. */
  private readonly checks = new Set<Promise<void>>();
  /** Aborted by stop(): queued fits never start, a running one stops its worker. */
  private abort = new AbortController();
  private closing = false;
  /** Each fit starts when the one before it has settled. */
  private queue: Promise<unknown> = Promise.resolve();
  /** When each user's last manual optimize finished (the cooldown), on the request clock. */
  readonly finishedAt = new Map<number, number>();

  isRunning(userId: number): boolean {
    return this.running.has(userId);
  }

  /** afterReviewsSaved's work: reads whether a fit is due and queues it, in the background. */
  checkAfterReviews(db: Db, user: SessionUser, now: () => Date): void {
    if (this.closing || this.running.has(user.id)) return;
    const check = (async () => {
      const [row, available] = await Promise.all([findMemoryModel(db, user.id), countReviewLogs(db, user.id)]);
      if (available < MIN_REVIEWS_TO_OPTIMIZE) return;
      if (available - (row ? Number(row.reviews_at_last_fit) : 0) < AUTO_OPTIMIZE_EVERY_REVIEWS) return;
      if (row && now().getTime() - Number(row.updated_at) < MIN_AUTO_INTERVAL_MS) return;
      if (this.closing || this.running.has(user.id)) return;
      await this.run(db, user, now, 'automatic');
    })().catch((error: unknown) => {
      if (error instanceof FitCancelled) return;
      console.error('Automatic memory model fit failed:', error instanceof Error ? error.message : error);
    });
    this.checks.add(check);
    void check.finally(() => this.checks.delete(check));
  }

  /** Queues a fit for this user (or answers the one already queued or running). */
  run(db: Db, user: SessionUser, now: () => Date, trigger: 'manual' | 'automatic'): Promise<void> {
    if (this.closing) return Promise.reject(new FitCancelled());
    const existing = this.running.get(user.id);
    if (existing) return existing;
    const signal = this.abort.signal;
    const job = this.queue.then(() => {
      if (signal.aborted) throw new FitCancelled();
      return fitAndStore(db, user, now, trigger, signal);
    });
    this.queue = job.catch(() => undefined);
    const tracked = job.finally(() => this.running.delete(user.id));
    this.running.set(user.id, tracked);
    return tracked;
  }

  /** Resolves when no fit or automatic check is running (tests await them). */
  async settled(): Promise<void> {
    for (;;) {
      const pending = [...this.checks, ...this.running.values()];
      if (pending.length === 0) return;
      await Promise.allSettled(pending);
    }
  }

  /**
   * Before the database closes (the app's onClose, server/app.ts): no new fit starts, queued ones
   * are dropped, a running one has its worker terminated and its reads stopped, and this resolves
   * once none of them can touch the database any more. Idempotent. The cooldowns are kept, and a
   * database that stays open (a test's, shared by a later app) has its fits start afresh.
   */
  async stop(): Promise<void> {
    this.closing = true;
    this.abort.abort();
    await this.settled();
    this.abort = new AbortController();
    this.closing = false;
  }
}

/** Reads the logs in pages (no long block of the event loop), fits in a worker, stores the outcome. */
async function fitAndStore(db: Db, user: SessionUser, now: () => Date, trigger: 'manual' | 'automatic', signal: AbortSignal): Promise<void> {
  try {
    await readFitAndStore(db, user, now, trigger, signal);
  } finally {
    // The review columns the fit read go back soon (idleCollect.ts).
    collectSoon();
  }
}

async function readFitAndStore(db: Db, user: SessionUser, now: () => Date, trigger: 'manual' | 'automatic', signal: AbortSignal): Promise<void> {
  // Keyset pages on review_logs (user_id, id) (migration 0014), each after a real turn of the
  // event loop: better-sqlite3 reads are synchronous, so awaiting them alone never yields.
  const PAGE = 5_000;
  // Straight into typed columns (moved to the worker, not copied): 1.4M logs as three number
  // arrays and then their typed copies were ~100 MB on the main thread.
  // Grown by doubling: counting the logs first would be one more synchronous scan of them.
  const columns = new ReviewColumnsBuilder(65_536);
  for (let afterId = 0; ; ) {
    await nextTurn();
    if (signal.aborted) throw new FitCancelled();
    const page = await reviewLogPage(db, user.id, afterId, PAGE);
    for (const log of page) columns.push(log.card_id ?? -1, log.rating, Number(log.reviewed_at));
    if (page.length < PAGE) break;
    afterId = page[page.length - 1].id;
  }
  const { cardIds, ratings, reviewedAt } = columns.done();
  // The columns' buffers are moved to the worker (detached here): the count is kept apart.
  const logCount = columns.length;
  let output: OptimizerOutput;
  try {
    output = await optimizeInWorker(
      {
        cardIds,
        ratings,
        reviewedAt,
        timeZone: user.timeZone,
      },
      signal,
    );
  } catch (error) {
    if (trigger === 'automatic' || error instanceof FitCancelled) throw error;
    console.error('Memory model fit failed:', error instanceof Error ? error.message : error);
    throw new AppError('BAD_REQUEST', MEMORY_MODEL_MSG.optimizeFailed);
  }
  if (signal.aborted) throw new FitCancelled();
  const previous = await findMemoryModel(db, user.id);
  const { result } = output;
  const at = now().getTime();
  if (!result.ok) {
    // Remember the attempt so the automatic trigger waits for more reviews; keep the model.
    await saveMemoryModel(db, user.id, {
      parameters: previous ? (parseParameters(JSON.parse(previous.parameters)) ?? DEFAULT_PARAMETERS) : DEFAULT_PARAMETERS,
      personal: previous?.personal === 1,
      optimizedAt: previous?.optimized_at ?? null,
      reviewCount: previous ? Number(previous.review_count) : 0,
      evaluation: previous?.evaluation ? JSON.parse(previous.evaluation) : null,
      reviewsAtLastFit: logCount,
      now: at,
    });
    if (trigger === 'manual') throw badRequest(result.reason);
    return;
  }
  await saveMemoryModel(db, user.id, {
    parameters: result.adopted ? result.parameters : DEFAULT_PARAMETERS,
    personal: result.adopted,
    optimizedAt: at,
    reviewCount: output.reviewCount,
    evaluation: result.evaluation,
    reviewsAtLastFit: logCount,
    now: at,
  });
}

/** Typed columns that grow as the logs are read. */
class ReviewColumnsBuilder {
  cardIds: Float64Array;
  ratings: Uint8Array;
  reviewedAt: Float64Array;
  length = 0;

  constructor(size: number) {
    this.cardIds = new Float64Array(size);
    this.ratings = new Uint8Array(size);
    this.reviewedAt = new Float64Array(size);
  }

  push(cardId: number, rating: number, reviewedAt: number) {
    if (this.length === this.cardIds.length) {
      const grow = <T extends Float64Array | Uint8Array>(array: T, make: (n: number) => T) => {
        const next = make(array.length * 2);
        next.set(array);
        return next;
      };
      this.cardIds = grow(this.cardIds, (n) => new Float64Array(n));
      this.ratings = grow(this.ratings, (n) => new Uint8Array(n));
      this.reviewedAt = grow(this.reviewedAt, (n) => new Float64Array(n));
    }
    this.cardIds[this.length] = cardId;
    this.ratings[this.length] = rating;
    this.reviewedAt[this.length] = reviewedAt;
    this.length += 1;
  }

  /** Exactly `length` long (the buffers are moved to the worker whole). */
  done() {
    const fit = <T extends Float64Array | Uint8Array>(array: T) => (array.length === this.length ? array : (array.slice(0, this.length) as T));
    return { cardIds: fit(this.cardIds), ratings: fit(this.ratings), reviewedAt: fit(this.reviewedAt) };
  }
}
