// The workload planner (docs/workload.md): the simulator and "Help me decide" over the learner's
// own deck, parameters and answer times, run in a worker thread; the deck's load balancing and
// Easy Days, and the due-day loads a submit balances against.
import { State } from 'ts-fsrs';
import type { AuthedContext } from '../access.js';
import type { Db } from '../db.js';
import { AppError, notFound } from '../errors.js';
import { MSG, WORKLOAD_MSG } from '../../shared/messages.js';
import type { RetentionView, SimulateBody, SimulationView, WorkloadOptions } from '../../shared/schemas/workload.js';
import { EASY_DAY_VALUES } from '../../shared/schemas/workload.js';
import { DEFAULT_PARAMETERS } from '../domain/memoryModel/parameters.js';
import type { CardSchedule, GameAnswer, Scheduler } from '../domain/scheduler.js';
import { EASY_DAYS_NORMAL, type BalanceDays } from '../domain/workload/balance.js';
import { dayOffset, localDayStart } from '../domain/workload/calendar.js';
import { answerProfileOf } from '../domain/workload/profile.js';
import { simulateInWorker, sweepRetentionInWorker } from '../domain/workload/runInWorker.js';
import type { SimCard, SimulationInput } from '../domain/workload/simulate.js';
import { deckMemoryStates, recentProfileLogs, reviewLoads, saveWorkloadOptions, simulatedDeck, workloadOptions } from '../repos/workload.js';
import { schedulingParameters } from './memoryModel.js';

/** The answers the answer profile reads (docs/workload.md). */
const PROFILE_LOGS = 5_000;

const LETTER = { normal: 'n', reduced: 'r', minimum: 'm' } as const;
const toLetters = (days: WorkloadOptions['easyDays']) => days.map((d) => LETTER[d]).join('');
const fromLetters = (letters: string): WorkloadOptions['easyDays'] =>
  [...letters].map((l) => EASY_DAY_VALUES.find((v) => LETTER[v] === l) ?? 'normal');

async function studiedDeckOrNotFound(ctx: AuthedContext, deckId: number) {
  const deck = await simulatedDeck(ctx.db, ctx.user.id, deckId);
  if (!deck) throw notFound(MSG.deckNotFound);
  return deck;
}

export async function getWorkloadOptions(ctx: AuthedContext, deckId: number): Promise<WorkloadOptions> {
  await studiedDeckOrNotFound(ctx, deckId);
  const row = await workloadOptions(ctx.db, ctx.user.id, deckId);
  return { loadBalancing: row.loadBalancing, easyDays: fromLetters(row.easyDays) };
}

/** The learner's own options of a deck they own or subscribe to. */
export async function setWorkloadOptions(ctx: AuthedContext, deckId: number, options: WorkloadOptions): Promise<WorkloadOptions> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await simulatedDeck(trx, ctx.user.id, deckId))) throw notFound(MSG.deckNotFound);
    await saveWorkloadOptions(trx, ctx.user.id, deckId, { loadBalancing: options.loadBalancing, easyDays: toLetters(options.easyDays) }, ctx.now().getTime());
  });
  return getWorkloadOptions(ctx, deckId);
}

/** Everything the simulator needs of the learner and the deck, as of now. */
async function simulationBase(
  ctx: AuthedContext,
  deckId: number,
  days: number,
  newPerDay: number | 'deck',
): Promise<Omit<SimulationInput, 'desiredRetention'> & { retention: number }> {
  const deck = await studiedDeckOrNotFound(ctx, deckId);
  const [parameters, states, options, logs] = await Promise.all([
    schedulingParameters(ctx.db, ctx.user.id),
    deckMemoryStates(ctx.db, ctx.user.id, deckId),
    workloadOptions(ctx.db, ctx.user.id, deckId),
    recentProfileLogs(ctx.db, ctx.user.id, PROFILE_LOGS),
  ]);
  const { start, weekday } = localDayStart(ctx.now().getTime(), ctx.user.timeZone);
  const cards: SimCard[] = [];
  let newCards = 0;
  for (const card of states) {
    if (card.state === State.New || card.stability <= 0) {
      newCards += 1;
      continue;
    }
    cards.push({
      stability: card.stability,
      difficulty: card.difficulty,
      lastDay: card.lastReview === null ? 0 : Math.min(0, dayOffset(start, card.lastReview)),
      dueDay: Math.max(0, dayOffset(start, card.due)),
    });
  }
  return {
    retention: deck.retention,
    parameters: parameters ?? DEFAULT_PARAMETERS,
    days,
    newPerDay: newPerDay === 'deck' ? deck.newCardsPerDay : newPerDay,
    newCards,
    cards,
    profile: answerProfileOf(logs),
    spread: options.loadBalancing ? 'balance' : 'fuzz',
    easyDays: options.easyDays,
    weekday0: weekday,
    // The same deck gives the same answer until its cards change.
    seed: deckId,
  };
}

const simulationFailed = (error: unknown) => {
  if (error instanceof AppError) throw error;
  // A 500: the worker failed, not the request.
  throw new Error(WORKLOAD_MSG.simulationFailed, { cause: error });
};

// One simulation per learner at a time (docs/workload.md: no one fills the shared worker's queue):
// a second request while the first runs answers 429. In-process, like the worker itself.
const simulating = new Set<number>();
async function oneAtATime<T>(ctx: AuthedContext, work: () => Promise<T>): Promise<T> {
  if (simulating.has(ctx.user.id)) throw new AppError('TOO_MANY_REQUESTS', WORKLOAD_MSG.simulationRunning);
  simulating.add(ctx.user.id);
  try {
    return await work();
  } finally {
    simulating.delete(ctx.user.id);
  }
}

export function simulate(ctx: AuthedContext, deckId: number, input: SimulateBody): Promise<SimulationView> {
  return oneAtATime(ctx, async () => {
    const { retention, ...base } = await simulationBase(ctx, deckId, input.days, input.newPerDay);
    return simulateInWorker({ ...base, maxReviewsPerDay: input.maxReviewsPerDay, desiredRetention: input.desiredRetention ?? retention }).catch(simulationFailed);
  });
}

/** "Help me decide": the deck's own new cards per day, over `days`. */
export function simulateRetention(ctx: AuthedContext, deckId: number, days: number): Promise<RetentionView> {
  return oneAtATime(ctx, async () => {
    const { retention: _ignored, ...base } = await simulationBase(ctx, deckId, days, 'deck');
    return sweepRetentionInWorker(base).catch(simulationFailed);
  });
}

/** The simulated cost of a pace: mean reviews and minutes a day over `days` at `newPerDay`. */
export async function paceCost(ctx: AuthedContext, deckId: number, days: number, newPerDay: number): Promise<{ reviewsPerDay: number; minutesPerDay: number; peakReviews: number }> {
  const { retention, ...base } = await simulationBase(ctx, deckId, days, newPerDay);
  const result = await simulateInWorker({ ...base, desiredRetention: retention }).catch(simulationFailed);
  const span = Math.max(1, result.days.length);
  const minutes = result.days.reduce((sum, d) => sum + d.minutes, 0);
  return {
    reviewsPerDay: Math.round(result.totalReviews / span),
    minutesPerDay: Math.round(minutes / span),
    peakReviews: result.days.reduce((max, d) => Math.max(max, d.reviews), 0),
  };
}

/**
 * The due-day loads one submit balances against (docs/workload.md), or undefined when the deck has
 * balancing off and no Easy Days. A first pass schedules the answers with every day empty to learn
 * which days they may land on; one query then counts the reviews already due on those days.
 */
export async function balanceForSubmit(
  db: Db,
  ctx: AuthedContext,
  deckId: number,
  scheduler: Scheduler,
  answers: readonly { cardId: number; answer: GameAnswer }[],
  schedules: ReadonlyMap<number, CardSchedule>,
  now: Date,
): Promise<{ days: BalanceDays; placed(due: number): void } | undefined> {
  // Balancing works inside the fuzz range: with fuzz off (tests, FSRS_FUZZ=0) due days stay FSRS's own.
  if (!ctx.config.fsrsFuzz) return undefined;
  const options = await workloadOptions(db, ctx.user.id, deckId);
  if (!options.loadBalancing && options.easyDays === EASY_DAYS_NORMAL) return undefined;
  const { start, weekday } = localDayStart(now.getTime(), ctx.user.timeZone);
  const today = dayOffset(start, now.getTime());
  let lo = Infinity;
  let hi = -Infinity;
  const probe: BalanceDays = {
    balance: options.loadBalancing,
    easyDays: options.easyDays,
    weekdayOf: (offset) => (weekday + offset) % 7,
    loadOn: (offset) => {
      lo = Math.min(lo, offset);
      hi = Math.max(hi, offset);
      return 0;
    },
  };
  const dry = new Map(schedules);
  for (const { cardId, answer } of answers) {
    const schedule = dry.get(cardId);
    if (schedule) dry.set(cardId, scheduler.review(schedule, answer, now, probe).schedule);
  }
  const loads = options.loadBalancing && lo <= hi ? await reviewLoads(db, ctx.user.id, deckId, start, today + lo, today + hi) : new Map<number, number>();
  return {
    days: { ...probe, loadOn: (offset) => loads.get(today + offset) ?? 0 },
    placed(due) {
      const day = dayOffset(start, due);
      loads.set(day, (loads.get(day) ?? 0) + 1);
    },
  };
}

