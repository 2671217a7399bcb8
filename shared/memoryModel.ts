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
