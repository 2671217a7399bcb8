// Numbers and words of the memory model (DESIGN §16) that the server and the client share.

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
