// The optimizer's input (docs/memory-model.md): one review history per card in time order, each review
// with `deltaT`, the whole calendar days since the card's previous review in the user's time
// zone. Pure, so the rules below are table-tested (history.test.ts) and run inside the worker.
//
// Rules (docs/memory-model.md):
// - Every counted answer is a review, whatever the game, Anki history (game type `anki`) included.
// - A rating outside 1–4 is a reset (Anki's "Forget"/manual rows arrive as ease 0): the card's
//   history starts again after it, as fsrs-rs does, because earlier reviews no longer describe
//   the memory the schedule follows.
// - Logs whose card was deleted (card id null) cannot be joined into one card's history and are
//   left out; deleting a deck deletes its logs.
// - A review whose local day is earlier than the previous one (the user flew west) counts as the
//   same day (deltaT 0), never negative.

export interface ReviewRecord {
  cardId: number | null;
  /** 1 Again, 2 Hard, 3 Good, 4 Easy; anything else is a reset. */
  rating: number;
  /** Epoch ms. */
  reviewedAt: number;
}

export interface HistoryReview {
  rating: number;
  /** Whole days since the previous review of this card (0 for the first and for same-day reviews). */
  deltaT: number;
  /** The local calendar day as a day number (days since 1970-01-01 in the user's zone). */
  day: number;
}

export interface CardHistory {
  cardId: number;
  reviews: HistoryReview[];
}

export interface HistoryBuild {
  histories: CardHistory[];
  /** Reviews kept in the histories. */
  reviewCount: number;
  /** Logs left out: deleted cards, and reviews before a reset (the reset rows themselves too). */
  skippedDeletedCard: number;
  skippedBeforeReset: number;
}

const DAY_MS = 86_400_000;
/** Every UTC offset in use is a multiple of 15 minutes, so one local day per 15-minute slot. */
const SLOT_MS = 15 * 60_000;

/** A function from an instant to its local day number in `timeZone`, memoised per 15-minute slot. */
export function dayNumberIn(timeZone: string): (instant: number) => number {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
  }
  const slots = new Map<number, number>();
  return (instant) => {
    const slot = Math.floor(instant / SLOT_MS);
    let day = slots.get(slot);
    if (day === undefined) {
      const parts = formatter.formatToParts(new Date(slot * SLOT_MS));
      const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      day = Math.round(Date.UTC(get('year'), get('month') - 1, get('day')) / DAY_MS);
      slots.set(slot, day);
    }
    return day;
  };
}

export function isGrade(rating: number): boolean {
  return rating === 1 || rating === 2 || rating === 3 || rating === 4;
}

/** Groups review logs into per-card histories (any input order; ties keep input order). */
export function buildReviewHistories(records: readonly ReviewRecord[], timeZone: string): HistoryBuild {
  const dayOf = dayNumberIn(timeZone);
  const byCard = new Map<number, { record: ReviewRecord; index: number }[]>();
  let skippedDeletedCard = 0;
  records.forEach((record, index) => {
    if (record.cardId === null) {
      skippedDeletedCard += 1;
      return;
    }
    let list = byCard.get(record.cardId);
    if (!list) byCard.set(record.cardId, (list = []));
    list.push({ record, index });
  });

  const histories: CardHistory[] = [];
  let reviewCount = 0;
  let skippedBeforeReset = 0;
  for (const [cardId, list] of byCard) {
    list.sort((a, b) => a.record.reviewedAt - b.record.reviewedAt || a.index - b.index);
    let reviews: HistoryReview[] = [];
    for (const { record } of list) {
      if (!isGrade(record.rating)) {
        skippedBeforeReset += reviews.length + 1;
        reviews = [];
        continue;
      }
      const day = dayOf(record.reviewedAt);
      const previous = reviews[reviews.length - 1];
      reviews.push({ rating: record.rating, day, deltaT: previous ? Math.max(0, day - previous.day) : 0 });
    }
    if (reviews.length > 0) {
      histories.push({ cardId, reviews });
      reviewCount += reviews.length;
    }
  }
  histories.sort((a, b) => a.reviews[0].day - b.reviews[0].day || a.cardId - b.cardId);
  return { histories, reviewCount, skippedDeletedCard, skippedBeforeReset };
}

/** One review to predict: the card's history up to and including review `end` (exclusive bound end+1). */
export interface PredictionItem {
  history: CardHistory;
  /** Index of the predicted review in history.reviews (≥ 1). */
  end: number;
}

export interface TimeSplit {
  /** Day number from which reviews are held out. */
  cutoffDay: number;
  train: PredictionItem[];
  test: PredictionItem[];
}

/**
 * Splits by time: reviews on the first `trainFraction` of the days between the first and the last
 * review train the model, later ones test it. A test item still sees the card's earlier reviews
 * as its history (that is what the scheduler would know), but never trains on the reviews it
 * predicts. Only reviews at least a day after the previous one are predicted: the forgetting
 * curve is a model of days, and same-day steps only feed the history.
 */
export function splitByTime(histories: readonly CardHistory[], trainFraction: number): TimeSplit {
  let first = Infinity;
  let last = -Infinity;
  for (const h of histories) {
    first = Math.min(first, h.reviews[0].day);
    last = Math.max(last, h.reviews[h.reviews.length - 1].day);
  }
  const cutoffDay = Number.isFinite(first) ? first + Math.max(1, Math.ceil((last - first) * trainFraction)) : 0;
  const train: PredictionItem[] = [];
  const test: PredictionItem[] = [];
  for (const history of histories) {
    history.reviews.forEach((review, end) => {
      if (end === 0 || review.deltaT === 0) return;
      (review.day < cutoffDay ? train : test).push({ history, end });
    });
  }
  return { cutoffDay, train, test };
}

/** Every predictable review (for a fit on all reviews). */
export function allItems(histories: readonly CardHistory[]): PredictionItem[] {
  const items: PredictionItem[] = [];
  for (const history of histories) {
    history.reviews.forEach((review, end) => {
      if (end > 0 && review.deltaT > 0) items.push({ history, end });
    });
  }
  return items;
}

/**
 * At most `maxReviews` reviews for the fit, as whole card histories: the cards reviewed most
 * recently first (their last review), each with all its reviews, so no history is cut in the
 * middle (a cut history would start with a wrong first review). Fitting 1.4 million reviews took
 * 4 GB in fsrs-rs (issue 31); the most recent 100,000 describe the learner as they are now.
 * Keeps buildReviewHistories' order.
 */
export function mostRecentHistories(histories: readonly CardHistory[], maxReviews: number): CardHistory[] {
  let total = 0;
  for (const h of histories) total += h.reviews.length;
  if (total <= maxReviews) return [...histories];
  const lastDay = (h: CardHistory) => h.reviews[h.reviews.length - 1].day;
  const byRecent = [...histories].sort((a, b) => lastDay(b) - lastDay(a) || b.cardId - a.cardId);
  const kept = new Set<CardHistory>();
  let count = 0;
  for (const h of byRecent) {
    if (count + h.reviews.length > maxReviews) continue;
    kept.add(h);
    count += h.reviews.length;
  }
  return histories.filter((h) => kept.has(h));
}

/** The review logs as columns (the worker's input): card id −1 for a deleted card. */
export interface ReviewColumns {
  cardIds: ArrayLike<number>;
  ratings: ArrayLike<number>;
  reviewedAt: ArrayLike<number>;
}

/**
 * The cards `mostRecentHistories` would keep, chosen from the columns before any history is built
 * (issue 31): building all 1.4 million reviews' histories to keep 100,000 took the fit's worker
 * to ~1 GB. Per card, only what the choice needs: how many reviews its history keeps (those after
 * its last reset, in the builder's order: time, then input order) and the day of the last one.
 * Null when every history fits. Histories built from just these cards' logs are the ones
 * `mostRecentHistories(buildReviewHistories(all).histories, maxReviews)` answers (tests pin it).
 */
export function recentCards(columns: ReviewColumns, timeZone: string, maxReviews: number): Set<number> | null {
  const { cardIds, ratings, reviewedAt } = columns;
  const n = cardIds.length;
  // Each card's last reset: the latest by time, a later row winning a tie (the builder's order).
  const lastReset = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const cardId = cardIds[i];
    if (cardId < 0 || isGrade(ratings[i])) continue;
    const previous = lastReset.get(cardId);
    if (previous === undefined || reviewedAt[i] >= reviewedAt[previous]) lastReset.set(cardId, i);
  }
  const counts = new Map<number, { reviews: number; lastAt: number }>();
  let total = 0;
  for (let i = 0; i < n; i++) {
    const cardId = cardIds[i];
    if (cardId < 0 || !isGrade(ratings[i])) continue;
    const reset = lastReset.get(cardId);
    if (reset !== undefined && (reviewedAt[i] < reviewedAt[reset] || (reviewedAt[i] === reviewedAt[reset] && i < reset))) continue;
    let card = counts.get(cardId);
    if (!card) counts.set(cardId, (card = { reviews: 0, lastAt: -Infinity }));
    card.reviews += 1;
    card.lastAt = Math.max(card.lastAt, reviewedAt[i]);
    total += 1;
  }
  if (total <= maxReviews) return null;
  const dayOf = dayNumberIn(timeZone);
  const byRecent = [...counts].map(([cardId, card]) => ({ cardId, reviews: card.reviews, lastDay: dayOf(card.lastAt) }));
  byRecent.sort((a, b) => b.lastDay - a.lastDay || b.cardId - a.cardId);
  const kept = new Set<number>();
  let count = 0;
  for (const card of byRecent) {
    if (count + card.reviews > maxReviews) continue;
    kept.add(card.cardId);
    count += card.reviews;
  }
  return kept;
}
