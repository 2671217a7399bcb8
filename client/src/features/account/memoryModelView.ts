// What the profile's 'Your memory model' section says, shaped from the API's model object.
// Pure, so every sentence is table-tested (memoryModelView.test.ts); the component only draws.

import { MIN_HELD_OUT_FOR_CHART, noChartMessage, type CalibrationBin, type ModelEvaluation } from '../../../../shared/memoryModel';

export type { CalibrationBin, ModelEvaluation };

export interface MemoryModel {
  personal: boolean;
  reviewCount: number;
  optimizedAt: string | null;
  evaluation: ModelEvaluation | null;
  availableReviews: number;
  minReviews: number;
}

export interface MemoryModelSummary {
  /** Which model schedules the reviews, in a few words. */
  badge: string;
  tone: 'personal' | 'default';
  headline: string;
  /** How the last fit compared with the defaults, or null before any fit. */
  comparison: string | null;
  facts: { label: string; value: string }[];
  /** Why 'Optimize now' is disabled, or null when it can run. */
  optimizeBlockedBy: string | null;
  canReset: boolean;
}

const count = (n: number) => n.toLocaleString('en-US');

/** How much closer the personal model's predictions were, as a whole percentage (never below 0 when adopted). */
export function improvementPercent(evaluation: ModelEvaluation): number {
  if (evaluation.defaultRmse <= 0) return 0;
  return Math.round(((evaluation.defaultRmse - evaluation.personalRmse) / evaluation.defaultRmse) * 100);
}

export function formatFittedAt(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
}

export function summarizeMemoryModel(model: MemoryModel, timeZone?: string): MemoryModelSummary {
  const missing = model.minReviews - model.availableReviews;
  const optimizeBlockedBy =
    missing > 0 ? `You need ${count(model.minReviews)} reviews to optimize; ${count(missing)} more to go (you have ${count(model.availableReviews)}).` : null;
  const evaluation = model.evaluation;
  const facts = [
    { label: 'Reviews used', value: model.reviewCount > 0 ? count(model.reviewCount) : '—' },
    { label: 'Last fitted', value: model.optimizedAt ? formatFittedAt(model.optimizedAt, timeZone) : 'Never' },
    { label: 'Your reviews', value: count(model.availableReviews) },
  ];

  if (model.personal && evaluation) {
    const better = improvementPercent(evaluation);
    return {
      badge: 'Your own model',
      tone: 'personal',
      headline: 'Cardcade schedules your reviews with a memory model fitted to you.',
      comparison:
        better > 0
          ? `It predicts what you remember ${better}% more accurately than the default model, measured on your ${count(evaluation.heldOutReviews)} most recent reviews, which it was not fitted on.`
          : `It predicts what you remember as accurately as the default model on your ${count(evaluation.heldOutReviews)} most recent reviews, which it was not fitted on.`,
      facts,
      optimizeBlockedBy,
      canReset: true,
    };
  }
  if (evaluation) {
    return {
      badge: 'Default model',
      tone: 'default',
      headline: 'Cardcade schedules your reviews with the default memory model, fitted to many learners.',
      comparison: `The model fitted to you did not predict your ${count(evaluation.heldOutReviews)} most recent reviews better than the default, so the default stays. Cardcade tries again after 1,000 more reviews.`,
      facts,
      optimizeBlockedBy,
      canReset: false,
    };
  }
  return {
    badge: 'Default model',
    tone: 'default',
    headline: 'Cardcade schedules your reviews with the default memory model, fitted to many learners.',
    comparison:
      missing > 0
        ? `Once you have ${count(model.minReviews)} reviews, Cardcade can fit a model to your own memory and keep it if it predicts you better.`
        : 'Optimize to fit a model to your own memory. Cardcade keeps it only if it predicts your recent reviews better than the default.',
    facts,
    optimizeBlockedBy,
    canReset: false,
  };
}

export interface CalibrationPoint {
  predicted: number;
  actual: number;
  count: number;
}

/**
 * Chart series in percent: predicted vs actual recall per bin, for the model fitted to the
 * user and for the defaults. Bins with very few reviews are noise and are left out.
 */
export function calibrationSeries(evaluation: ModelEvaluation, minCount = 5) {
  const toPoints = (bins: CalibrationBin[]): CalibrationPoint[] =>
    bins
      .filter((b) => b.count >= minCount)
      .map((b) => ({ predicted: Math.round(b.predicted * 1000) / 10, actual: Math.round(b.actual * 1000) / 10, count: b.count }))
      .sort((a, b) => a.predicted - b.predicted);
  const personal = toPoints(evaluation.bins.personal);
  const defaults = toPoints(evaluation.bins.default);
  const all = [...personal, ...defaults].flatMap((p) => [p.predicted, p.actual]);
  // At least 70–100 %, so the diagonal has room and a model stuck at one value is not on the edge.
  const low = all.length ? Math.max(0, Math.min(70, Math.floor(Math.min(...all) / 10) * 10)) : 70;
  return { personal, defaults, domain: [low, 100] as [number, number] };
}

export type CalibrationView = { kind: 'chart'; series: ReturnType<typeof calibrationSeries> } | { kind: 'none'; reason: string };

/**
 * The chart, or the sentence saying why there is none: a fit judged on fewer than
 * MIN_HELD_OUT_FOR_CHART held-out reviews (also one stored before that rule, with its single bin)
 * has no chart that means anything.
 */
export function calibrationView(evaluation: ModelEvaluation): CalibrationView {
  const series = calibrationSeries(evaluation);
  if (evaluation.heldOutReviews < MIN_HELD_OUT_FOR_CHART || series.personal.length + series.defaults.length === 0) {
    return { kind: 'none', reason: noChartMessage(evaluation.heldOutReviews) };
  }
  return { kind: 'chart', series };
}
