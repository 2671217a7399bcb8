// The daily new-card limit (docs/study-options.md, issue 29.2/29.3), pure and zod-free: the server's
// sessions.start and deck counts and the browser's offline Smart Session apply the same rule.

/** 'Study 10 more new cards today' raises today's limit of one deck by this many. */
export const EXTRA_NEW_CARDS_STEP = 10;
/** Today's raise never takes the limit beyond this (as the per-day setting's own maximum). */
export const MAX_NEW_CARDS_TODAY = 9999;

/**
 * Today's limit: the deck's new cards per day, changed by today's adjustment when it was made
 * today (the Smart Session modal sets today's limit; 'Study 10 more' raises it). The adjustment
 * is stored as a difference, so editing the per-day setting later the same day moves both.
 */
export function newCardLimitToday(perDay: number, extra: number, extraDay: string | null | undefined, today: string): number {
  return Math.min(MAX_NEW_CARDS_TODAY, Math.max(0, perDay + (extraDay === today ? extra : 0)));
}

/** New cards still allowed today: today's limit less those introduced, never below zero. */
export function newCardsLeftToday(limit: number, introducedToday: number): number {
  return Math.max(0, limit - introducedToday);
}

/**
 * The cards a session may consider, in the given order: every card that is not new, and only the
 * first `allowance` new ones (the rest wait for another day).
 */
export function withinNewCardAllowance<T extends { isNew?: boolean }>(ordered: readonly T[], allowance: number): T[] {
  let left = allowance;
  return ordered.filter((c) => !c.isNew || left-- > 0);
}
