// What the profile's 'Your memory model' section says, shaped from the API's model object.
// Pure, so every sentence is table-tested (memoryModelView.test.ts); the component only draws.

import { setupI18n } from '@lingui/core';
import { MIN_HELD_OUT_FOR_CHART, type CalibrationBin, type ModelEvaluation } from '../../../../shared/memoryModel';
import { messages as profileEn, type MessageId as ProfileMessageId } from '../../locales/profile/en';

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

/**
 * The section's words in the reader's language (docs/translating.md): messages of the profile
 * catalog, numbers and dates through Intl. `englishWords` reads the English catalog, so the
 * tests below read the very sentences an English reader sees.
 */
export interface MemoryModelWords {
  t(id: ProfileMessageId, values?: Record<string, string | number>): string;
  number(n: number): string;
  date(iso: string, timeZone?: string): string;
}

const englishI18n = setupI18n({ locale: 'en', messages: { en: profileEn } });
export const englishWords: MemoryModelWords = {
  t: (id, values) => englishI18n._(id, values),
  number: (n) => new Intl.NumberFormat('en-US').format(n),
  date: (iso, timeZone) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone }),
};

/** How much closer the personal model's predictions were, as a whole percentage (never below 0 when adopted). */
export function improvementPercent(evaluation: ModelEvaluation): number {
  if (evaluation.defaultRmse <= 0) return 0;
  return Math.round(((evaluation.defaultRmse - evaluation.personalRmse) / evaluation.defaultRmse) * 100);
}

export function summarizeMemoryModel(model: MemoryModel, timeZone?: string, words: MemoryModelWords = englishWords): MemoryModelSummary {
  const { t } = words;
  const count = words.number;
  const missing = model.minReviews - model.availableReviews;
  const optimizeBlockedBy =
    missing > 0 ? t('profile.memory.blocked', { min: count(model.minReviews), missing: count(missing), have: count(model.availableReviews) }) : null;
  const evaluation = model.evaluation;
  const facts = [
    { label: t('profile.memory.factUsed'), value: model.reviewCount > 0 ? count(model.reviewCount) : '—' },
    { label: t('profile.memory.factFitted'), value: model.optimizedAt ? words.date(model.optimizedAt, timeZone) : t('profile.never') },
    { label: t('profile.memory.factYours'), value: count(model.availableReviews) },
  ];

  if (model.personal && evaluation) {
    const better = improvementPercent(evaluation);
    const n = count(evaluation.heldOutReviews);
    return {
      badge: t('profile.memory.badgeOwn'),
      tone: 'personal',
      headline: t('profile.memory.headlineOwn'),
      comparison: better > 0 ? t('profile.memory.better', { better, n }) : t('profile.memory.same', { n }),
      facts,
      optimizeBlockedBy,
      canReset: true,
    };
  }
  if (evaluation) {
    return {
      badge: t('profile.memory.badgeDefault'),
      tone: 'default',
      headline: t('profile.memory.headlineDefault'),
      comparison: t('profile.memory.kept', { n: count(evaluation.heldOutReviews) }),
      facts,
      optimizeBlockedBy,
      canReset: false,
    };
  }
  return {
    badge: t('profile.memory.badgeDefault'),
    tone: 'default',
    headline: t('profile.memory.headlineDefault'),
    comparison: missing > 0 ? t('profile.memory.onceYouHave', { n: count(model.minReviews) }) : t('profile.memory.canOptimize'),
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
export function calibrationView(evaluation: ModelEvaluation, words: MemoryModelWords = englishWords): CalibrationView {
  const series = calibrationSeries(evaluation);
  if (evaluation.heldOutReviews < MIN_HELD_OUT_FOR_CHART || series.personal.length + series.defaults.length === 0) {
    // shared/memoryModel.ts's noChartMessage in English, word for word (e2e/adminAccess.e2e.ts reads it).
    return { kind: 'none', reason: words.t('profile.memory.noChart', { n: evaluation.heldOutReviews, min: MIN_HELD_OUT_FOR_CHART }) };
  }
  return { kind: 'chart', series };
}
