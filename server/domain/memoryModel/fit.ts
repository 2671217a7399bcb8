// Fitting and judging a learner's FSRS parameters with fsrs-rs (through the native binding).
// Heavy: seconds for 100,000 reviews, so the app runs it in a worker thread (worker.ts); tests
// and the bench may call it directly.
import { computeParameters, FSRSBinding, FSRSBindingItem, FSRSBindingReview } from '@open-spaced-repetition/binding';
import { allItems, splitByTime, type CardHistory, type PredictionItem } from './history.js';
import { DEFAULT_PARAMETERS, parseParameters, retrievability } from './parameters.js';
import { CALIBRATION_MIN_BINS, CALIBRATION_MIN_PER_BIN, type CalibrationBin, type ModelEvaluation } from '../../../shared/memoryModel.js';

/** Share of the days (oldest first) the fit sees; the later ones are held out to judge it. */
export const TRAIN_FRACTION = 0.75;

export type { CalibrationBin };
/** The server's name for the shared evaluation shape. */
export type Evaluation = ModelEvaluation;

export type FitResult =
  | { ok: true; adopted: boolean; parameters: number[]; evaluation: Evaluation }
  /** Too little data on one side of the split to fit or to judge: nothing is changed. */
  | { ok: false; reason: string };

export interface FitOptions {
  trainFraction?: number;
  /** Refit on every review once the split fit has proved itself (see docs/memory-model.md). */
  refitOnAll?: boolean;
}

/**
 * fsrs-rs items: one per predicted review, holding the card's history up to it. The review
 * objects are made once per history and shared by its items (a 14-review history has 13 items
 * of up to 14 reviews: made per item, 100,000 reviews became ~700,000 native objects).
 */
function toBindingItems(items: readonly PredictionItem[]): FSRSBindingItem[] {
  const made = new Map<CardHistory, FSRSBindingReview[]>();
  return items.map(({ history, end }) => {
    let reviews = made.get(history);
    if (!reviews) made.set(history, (reviews = history.reviews.map((review) => new FSRSBindingReview(review.rating, review.deltaT))));
    return new FSRSBindingItem(reviews.slice(0, end + 1));
  });
}

async function fitParameters(items: PredictionItem[]): Promise<number[]> {
  const fitted = await computeParameters(toBindingItems(items), { enableShortTerm: true });
  const parameters = parseParameters(fitted);
  if (!parameters) throw new Error(`The optimizer returned ${fitted.length} parameters`);
  return parameters;
}

/**
 * Predicted recall of every held-out review under `parameters`, walking each card's history once
 * (memory states through fsrs-rs's own `nextStates`, so they match what the fit assumed).
 */
export interface Prediction {
  predicted: number;
  recalled: boolean;
  /** fsrs-rs's RMSE(bins) cell: interval, reviews so far and lapses so far, each on a log scale. */
  bin: string;
}

export function predictionsFor(parameters: readonly number[], test: PredictionItem[]): Prediction[] {
  const model = new FSRSBinding([...parameters]);
  const wanted = new Map<CardHistory, Set<number>>();
  for (const item of test) {
    let ends = wanted.get(item.history);
    if (!ends) wanted.set(item.history, (ends = new Set()));
    ends.add(item.end);
  }
  const out: Prediction[] = [];
  for (const [history, ends] of wanted) {
    const last = Math.max(...ends);
    let state = null as ReturnType<FSRSBinding['nextStates']>['good']['memory'] | null;
    let lapses = 0;
    for (let i = 0; i <= last; i++) {
      const review = history.reviews[i];
      if (ends.has(i) && state) {
        out.push({ predicted: retrievability(parameters, review.deltaT, state.stability), recalled: review.rating > 1, bin: rmseBin(review.deltaT, i, lapses) });
      }
      if (review.rating === 1) lapses += 1;
      const next = model.nextStates(state, 0.9, review.deltaT);
      // Only the answer's own state: each getter makes native objects that only a GC frees, and
      // taking all four grew the worker by ~140 MB per 100,000 reviews walked (issue 31).
      state = (review.rating === 1 ? next.again : review.rating === 2 ? next.hard : review.rating === 3 ? next.good : next.easy).memory;
    }
  }
  return out;
}

/** fsrs-rs's `r_matrix_index`: log-spaced bins of the interval, the history length and the lapses. */
export function rmseBin(deltaT: number, reviewsBefore: number, lapses: number): string {
  const logBin = (x: number, base: number, scale: number) => Math.round(scale * Math.pow(base, Math.floor(Math.log(x) / Math.log(base))) * 100);
  return `${logBin(deltaT, 3.62, 2.48)}:${logBin(reviewsBefore, 1.89, 1.99)}:${lapses === 0 ? 0 : logBin(lapses, 1.73, 1.65)}`;
}

/**
 * Log loss and RMSE(bins) as fsrs-rs defines them (RMSE over cells of similar reviews, each cell
 * weighted by its size), computed here from the predictions: binding 0.5.0's `evaluate` answers
 * NotEnoughData for some valid held-out sets, which would leave a learner without an evaluation.
 */
export function scorePredictions(predictions: readonly Prediction[]): { logLoss: number; rmseBins: number } {
  let logLoss = 0;
  const cells = new Map<string, { predicted: number; actual: number; count: number }>();
  for (const { predicted, recalled, bin } of predictions) {
    const p = Math.min(1 - 1e-4, Math.max(1e-4, predicted));
    logLoss -= recalled ? Math.log(p) : Math.log(1 - p);
    let cell = cells.get(bin);
    if (!cell) cells.set(bin, (cell = { predicted: 0, actual: 0, count: 0 }));
    cell.predicted += predicted;
    cell.actual += recalled ? 1 : 0;
    cell.count += 1;
  }
  let squared = 0;
  for (const cell of cells.values()) squared += cell.count * ((cell.predicted - cell.actual) / cell.count) ** 2;
  const n = predictions.length;
  return { logLoss: n ? logLoss / n : 0, rmseBins: n ? Math.sqrt(squared / n) : 0 };
}

/**
 * Predicted vs actual recall for the profile's chart: reviews sorted by predicted recall and cut
 * into up to `maxBins` groups of equal size (at least `minPerBin` each). Equal-count bins, because
 * most predictions sit between 80 and 100 % and fixed-width bins would leave one or two points.
 * Fewer reviews than `minBins` full bins give no bins at all: the profile then says why there is
 * no chart (shared/memoryModel.ts, MIN_HELD_OUT_FOR_CHART) instead of drawing a dot.
 */
export function calibrationBins(
  predictions: readonly Prediction[],
  maxBins = 8,
  minPerBin = CALIBRATION_MIN_PER_BIN,
  minBins = CALIBRATION_MIN_BINS,
): CalibrationBin[] {
  const sorted = [...predictions].sort((a, b) => a.predicted - b.predicted);
  if (Math.floor(sorted.length / minPerBin) < minBins) return [];
  const binCount = Math.min(maxBins, Math.floor(sorted.length / minPerBin));
  const bins: CalibrationBin[] = [];
  for (let b = 0; b < binCount; b++) {
    const slice = sorted.slice(Math.floor((b * sorted.length) / binCount), Math.floor(((b + 1) * sorted.length) / binCount));
    if (slice.length === 0) continue;
    const predicted = slice.reduce((sum, p) => sum + p.predicted, 0) / slice.length;
    const actual = slice.filter((p) => p.recalled).length / slice.length;
    bins.push({ predicted: round4(predicted), actual: round4(actual), count: slice.length });
  }
  return bins;
}

const NOT_ENOUGH = 'Not enough reviews on different days yet to fit and check a memory model.';

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * Fits on the earlier reviews, judges the fit against the defaults on the later ones, and adopts
 * it only when its RMSE(bins) on them is at least as good (docs/memory-model.md).
 */
export async function fitAndEvaluate(histories: readonly CardHistory[], options: FitOptions = {}): Promise<FitResult> {
  const { train, test } = splitByTime(histories, options.trainFraction ?? TRAIN_FRACTION);
  if (train.length < 2 || test.length < 2) {
    return { ok: false, reason: NOT_ENOUGH };
  }
  let split: number[];
  try {
    split = await fitParameters(train);
  } catch (error) {
    // fsrs-rs filters items on its own (outliers, too-short histories) and then may find none.
    if (error instanceof Error && /NotEnoughData/.test(error.message)) return { ok: false, reason: NOT_ENOUGH };
    throw error;
  }
  const defaultPredictions = predictionsFor(DEFAULT_PARAMETERS, test);
  const personalPredictions = predictionsFor(split, test);
  const byDefaults = scorePredictions(defaultPredictions);
  const bySplitFit = scorePredictions(personalPredictions);
  const adopted = bySplitFit.rmseBins <= byDefaults.rmseBins;
  const evaluation: Evaluation = {
    defaultLogLoss: byDefaults.logLoss,
    personalLogLoss: bySplitFit.logLoss,
    defaultRmse: byDefaults.rmseBins,
    personalRmse: bySplitFit.rmseBins,
    trainReviews: train.length,
    heldOutReviews: test.length,
    bins: { default: calibrationBins(defaultPredictions), personal: calibrationBins(personalPredictions) },
  };
  const parameters = adopted && options.refitOnAll ? await fitParameters(allItems(histories)) : split;
  return { ok: true, adopted, parameters, evaluation };
}
