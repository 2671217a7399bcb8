// Memory model figures (issue 17). Run alone: node --import tsx bench/memoryModel.ts
//
// 1. Quality over 20 simulated learners (16 whose true FSRS parameters differ from the
//    defaults, 4 drawn from the defaults), 400 cards over 400 days each. The app's procedure
//    runs on the first 300 days exactly as in production (fit on the earlier 75 % of days, judge
//    on the later 25 %, adopt when RMSE(bins) is no worse). Its adoption check has seen those
//    days, so the figures that count are on days 300–400, which nothing has seen: the adopted
//    model vs the defaults, and the split fit vs a refit on all 300 days.
// 2. Speed: the whole optimize call (read the logs from SQLite, fit in the worker, store) for
//    10,000 and 100,000 reviews, with the main thread's longest event-loop block meanwhile.
//    The learners are simulated in a worker too: the simulation's native objects are finalized
//    on the thread that made them, which would otherwise block this one.
import { FSRSBinding, FSRSBindingItem, FSRSBindingReview } from '@open-spaced-repetition/binding';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { fitAndEvaluate, predictionsFor, scorePredictions } from '../server/domain/memoryModel/fit.js';
import { allItems, buildReviewHistories, type CardHistory, type ReviewRecord } from '../server/domain/memoryModel/history.js';
import { DEFAULT_PARAMETERS } from '../server/domain/memoryModel/parameters.js';
import { perturbedParameters, simulateLearner } from '../server/domain/memoryModel/simulate.js';
import { callerFor, makeTestDb, makeUser } from '../server/test/harness.js';
import { seedReviewHistory } from '../server/test/seedReviews.js';

const DAY = 86_400_000;
const START = Date.UTC(2024, 0, 1, 12);
const FIT_DAYS = 300;
const ALL_DAYS = 400;

/** Log loss and RMSE(bins) of `parameters` on every review from `fromDay` on (with its full history). */
function scoreFuture(histories: CardHistory[], fromDay: number, parameters: readonly number[]) {
  const items = allItems(histories).filter((i) => i.history.reviews[i.end].day >= fromDay);
  return scorePredictions(predictionsFor(parameters, items));
}

/** fsrs-rs's own evaluate on the same reviews, as a cross-check (binding 0.5.0 sometimes refuses). */
function bindingScore(histories: CardHistory[], fromDay: number, parameters: readonly number[]) {
  const items = allItems(histories)
    .filter((i) => i.history.reviews[i.end].day >= fromDay)
    .map(({ history, end }) => new FSRSBindingItem(history.reviews.slice(0, end + 1).map((r) => new FSRSBindingReview(r.rating, r.deltaT))));
  try {
    return new FSRSBinding([...parameters]).evaluate(items).rmseBins;
  } catch {
    return NaN;
  }
}

const pct = (after: number, before: number) => `${(((after - before) / before) * 100).toFixed(1)}%`;
const f3 = (n: number) => n.toFixed(3);

async function quality() {
  const rows: { learner: string; differs: boolean; reviews: number; adopted: boolean; dRmse: number; dLog: number; splitRmse: number; refitRmse: number; defRmse: number; bindingDef: number; bindingUsed: number }[] = [];
  for (let i = 0; i < 20; i++) {
    const differs = i < 16;
    const truth = differs ? perturbedParameters(100 + i, 2.5) : [...DEFAULT_PARAMETERS];
    const records = simulateLearner({ parameters: truth, cards: 400, days: ALL_DAYS, seed: 1000 + i, start: START, newPerDay: 2 });
    const all = buildReviewHistories(records, 'UTC').histories;
    const fitDayStart = Math.round(START / DAY);
    const cutoffDay = fitDayStart + FIT_DAYS;
    const seen = buildReviewHistories(records.filter((r) => r.reviewedAt < START + FIT_DAYS * DAY), 'UTC').histories;
    const split = await fitAndEvaluate(seen);
    const refit = await fitAndEvaluate(seen, { refitOnAll: true });
    if (!split.ok || !refit.ok) throw new Error('learner too small');
    const adoptedParameters = split.adopted ? split.parameters : DEFAULT_PARAMETERS;
    const byDefaults = scoreFuture(all, cutoffDay, DEFAULT_PARAMETERS);
    const byAdopted = scoreFuture(all, cutoffDay, adoptedParameters);
    rows.push({
      learner: `${differs ? 'differs' : 'default'} #${i + 1}`,
      differs,
      reviews: seen.reduce((n, h) => n + h.reviews.length, 0),
      adopted: split.adopted,
      defRmse: byDefaults.rmseBins,
      dRmse: (byAdopted.rmseBins - byDefaults.rmseBins) / byDefaults.rmseBins,
      dLog: (byAdopted.logLoss - byDefaults.logLoss) / byDefaults.logLoss,
      splitRmse: scoreFuture(all, cutoffDay, split.parameters).rmseBins,
      refitRmse: scoreFuture(all, cutoffDay, refit.parameters).rmseBins,
      bindingDef: bindingScore(all, cutoffDay, DEFAULT_PARAMETERS),
      bindingUsed: bindingScore(all, cutoffDay, adoptedParameters),
    });
    const r = rows[rows.length - 1];
    console.log(
      `${r.learner.padEnd(11)} reviews ${String(r.reviews).padStart(5)}  adopted ${r.adopted ? 'yes' : 'no '}  ` +
        `future RMSE default ${f3(r.defRmse)} → used ${f3(r.defRmse * (1 + r.dRmse))} (${pct(r.defRmse * (1 + r.dRmse), r.defRmse)}), ` +
        `log loss ${(r.dLog * 100).toFixed(1)}%  | split fit ${f3(r.splitRmse)} vs refit-on-all ${f3(r.refitRmse)}` +
        ` | fsrs-rs evaluate ${f3(r.bindingDef)}→${f3(r.bindingUsed)}` +
        ` | held-out RMSE ${f3(split.evaluation.defaultRmse)}→${f3(split.evaluation.personalRmse)} log loss ${f3(split.evaluation.defaultLogLoss)}→${f3(split.evaluation.personalLogLoss)}`,
    );
  }
  const better = rows.filter((r) => r.dRmse <= 1e-9).length;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const differing = rows.filter((r) => r.differs);
  console.log(`\nbetter or equal RMSE(bins) on unseen days: ${better} of ${rows.length}`);
  console.log(`RMSE(bins) change, all: mean ${(mean(rows.map((r) => r.dRmse)) * 100).toFixed(1)}%, worst ${(Math.max(...rows.map((r) => r.dRmse)) * 100).toFixed(1)}%`);
  console.log(`RMSE(bins) change, true parameters differ: mean ${(mean(differing.map((r) => r.dRmse)) * 100).toFixed(1)}%`);
  console.log(`log loss change, all: mean ${(mean(rows.map((r) => r.dLog)) * 100).toFixed(1)}%, worst ${(Math.max(...rows.map((r) => r.dLog)) * 100).toFixed(1)}%`);
  const refitWins = rows.filter((r) => r.refitRmse < r.splitRmse).length;
  console.log(`refit on all days beats the split fit on unseen days for ${refitWins} of ${rows.length} (mean RMSE ${f3(mean(rows.map((r) => r.refitRmse)))} vs ${f3(mean(rows.map((r) => r.splitRmse)))})`);
}

/** The learner for a speed run, simulated in a worker thread (see memoryModelSimulate.ts). */
async function simulateInWorker(target: number): Promise<ReviewRecord[]> {
  const worker = new Worker(new URL('../server/domain/memoryModel/sourceWorker.mjs', import.meta.url), {
    workerData: { entry: new URL('./memoryModelSimulate.ts', import.meta.url).href, target, start: START },
  });
  const columns = await new Promise<{ cardIds: Float64Array; ratings: Uint8Array; reviewedAt: Float64Array }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  return Array.from(columns.ratings, (rating, i) => ({ cardId: columns.cardIds[i], rating, reviewedAt: columns.reviewedAt[i] }));
}

async function speed(target: number) {
  const records = await simulateInWorker(target);
  const db = await makeTestDb();
  const user = await makeUser(db);
  await seedReviewHistory(db, user.id, records);
  const api = callerFor(db, user, () => new Date(START + 400 * DAY));
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const started = performance.now();
  const model = await api.account.optimizeMemoryModel();
  const seconds = (performance.now() - started) / 1000;
  histogram.disable();
  console.log(
    `${records.length.toLocaleString('en')} reviews: optimize ${seconds.toFixed(2)} s (fit in a worker thread), ` +
      `longest event-loop block ${(histogram.max / 1e6).toFixed(0)} ms, adopted ${model.personal ? 'yes' : 'no'}`,
  );
  await db.destroy();
}

/** `quality` or `speed` as an argument runs only that part. Speed first: quality leaves native garbage behind. */
export async function main(parts = process.argv.slice(2)) {
  const only = parts.filter((p) => p === 'quality' || p === 'speed');
  if (only.length === 0 || only.includes('speed')) {
    console.log('— speed —');
    await speed(10_000);
    await speed(100_000);
  }
  if (only.length === 0 || only.includes('quality')) {
    console.log('\n— quality on unseen days (20 simulated learners) —');
    await quality();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
