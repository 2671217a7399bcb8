import type { Db } from '../db.js';

// A user's memory model row (docs/memory-model.md) and the review logs the optimizer reads. No row means
// the defaults and no fit yet.

export interface MemoryModelRow {
  parameters: string;
  personal: number;
  optimized_at: number | null;
  review_count: number;
  evaluation: string | null;
  reviews_at_last_fit: number;
  /** Last write: a fit, an attempt, or going back to the defaults. */
  updated_at: number;
}

export function findMemoryModel(db: Db, userId: number): Promise<MemoryModelRow | undefined> {
  return db
    .selectFrom('memory_models')
    .select(['parameters', 'personal', 'optimized_at', 'review_count', 'evaluation', 'reviews_at_last_fit', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export interface MemoryModelWrite {
  parameters: readonly number[];
  personal: boolean;
  optimizedAt: number | null;
  reviewCount: number;
  evaluation: unknown;
  reviewsAtLastFit: number;
  now: number;
}

export async function saveMemoryModel(db: Db, userId: number, model: MemoryModelWrite): Promise<void> {
  const values = {
    parameters: JSON.stringify(model.parameters),
    personal: model.personal ? (1 as const) : (0 as const),
    optimized_at: model.optimizedAt,
    review_count: model.reviewCount,
    evaluation: model.evaluation == null ? null : JSON.stringify(model.evaluation),
    reviews_at_last_fit: model.reviewsAtLastFit,
    updated_at: model.now,
  };
  await db
    .insertInto('memory_models')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** Every counted answer of the user, Anki history included (logs of deleted cards too: the history builder decides). */
export async function countReviewLogs(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('review_logs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the user's review logs by id, for reading a long history without one long block. */
export function reviewLogPage(db: Db, userId: number, afterId: number, limit: number) {
  return reviewLogPageQuery(db, userId, afterId, limit).execute();
}

/** Keyset on review_logs (user_id, id) (migration 0014): a range of the index, never a sort. */
export function reviewLogPageQuery(db: Db, userId: number, afterId: number, limit: number) {
  return db.selectFrom('review_logs').select(['id', 'card_id', 'rating', 'reviewed_at']).where('user_id', '=', userId).where('id', '>', afterId).orderBy('id').limit(limit);
}
