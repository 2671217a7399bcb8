// Numbers and words of the memory model (docs/memory-model.md) that the server and the client share.

/** The optimizer refuses to fit on fewer reviews than this. */
export const MIN_REVIEWS_TO_OPTIMIZE = 400;

export const DESIRED_RETENTION_MIN = 0.7;
export const DESIRED_RETENTION_MAX = 0.97;
export const DESIRED_RETENTION_DEFAULT = 0.9;

export const MEMORY_MODEL_MSG = {
  retentionOutOfRange: 'Desired retention must be between 0.70 and 0.97.',
  optimizeFailed: 'The memory model could not be fitted just now. Please try again later.',
} as const;

/** Why optimizing is not possible yet: how many reviews there are and how many more are needed. */
export function reviewsNeededMessage(reviewCount: number): string {
  const missing = Math.max(0, MIN_REVIEWS_TO_OPTIMIZE - reviewCount);
  return `Optimizing needs at least ${MIN_REVIEWS_TO_OPTIMIZE} reviews. You have ${reviewCount}, so ${missing} more ${missing === 1 ? 'is' : 'are'} needed.`;
}

/**
 * The calibration chart's minimum (issue #29: a fit judged on 7 held-out reviews drew one dot).
 * Each point is the share recalled among at least 40 reviews: at ~90 % recall its standard error
 * is √(0.9·0.1/40) ≈ 4.7 points, about the gaps the chart is there to show, and five points are
 * the fewest that draw a curve rather than a dot or a segment. So: 5 bins × 40 = 200 held-out reviews.
 */
export const CALIBRATION_MIN_PER_BIN = 40;
export const CALIBRATION_MIN_BINS = 5;
export const MIN_HELD_OUT_FOR_CHART = CALIBRATION_MIN_BINS * CALIBRATION_MIN_PER_BIN;

/** Why the profile shows no chart for a fit judged on too few reviews. */
export function noChartMessage(heldOutReviews: number): string {
  const n = heldOutReviews.toLocaleString('en-US');
  return `No chart for this fit: it was checked on only ${n} recent ${heldOutReviews === 1 ? 'review' : 'reviews'}, and a chart of predicted against actual recall needs at least ${MIN_HELD_OUT_FOR_CHART} to mean anything. It appears after a fit with more recent reviews.`;
}

/** One bin of predicted recall: mean prediction, share actually recalled, reviews in it. */
export interface CalibrationBin {
  /** Mean predicted probability of recall in the bin. */
  predicted: number;
  /** Share of those reviews actually recalled. */
  actual: number;
  count: number;
}

/** A fit judged on the later reviews it never saw, personal against default parameters. */
export interface ModelEvaluation {
  defaultLogLoss: number;
  personalLogLoss: number;
  defaultRmse: number;
  personalRmse: number;
  /** Reviews the fit saw and reviews it was judged on. */
  trainReviews: number;
  heldOutReviews: number;
  /** Predicted vs actual recall on the held-out reviews, in bins of predicted recall. */
  bins: { default: CalibrationBin[]; personal: CalibrationBin[] };
}
