import type { Db } from '../db.js';
import { localDay } from '../domain/days.js';
import type { ReviewRecord } from '../domain/memoryModel/history.js';

/**
 * Writes a simulated review log into a user's account: one deck holding a card per simulated
 * card id, and a review log row per record. Used by server tests, the bench and the browser
 * test's seed (which opens the e2e database file directly).
 */
export async function seedReviewHistory(
  db: Db,
  userId: number,
  records: readonly ReviewRecord[],
  opts: { timeZone?: string; deckName?: string; gameType?: string } = {},
): Promise<{ deckId: number; reviewCount: number }> {
  const timeZone = opts.timeZone ?? 'UTC';
  const created = records.length ? Math.min(...records.map((r) => r.reviewedAt)) : Date.now();
  const deck = await db
    .insertInto('decks')
    .values({ user_id: userId, name: opts.deckName ?? 'Simulated history', description: null, source: 'manual', created_at: created, updated_at: created })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cardIds = new Map<number, number>();
  for (const record of records) {
    if (record.cardId === null || cardIds.has(record.cardId)) continue;
    const card = await db
      .insertInto('cards')
      .values({ deck_id: deck.id, term: `Card ${record.cardId}`, definition: `Answer ${record.cardId}`, created_at: created, updated_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    cardIds.set(record.cardId, card.id);
  }
  const CHUNK = 500;
  for (let i = 0; i < records.length; i += CHUNK) {
    await db
      .insertInto('review_logs')
      .values(
        records.slice(i, i + CHUNK).map((r) => ({
          user_id: userId,
          deck_id: deck.id,
          card_id: r.cardId === null ? null : cardIds.get(r.cardId)!,
          session_id: `seed-${localDay(r.reviewedAt, timeZone)}`,
          rating: r.rating,
          is_correct: r.rating > 1 ? (1 as const) : (0 as const),
          game_type: opts.gameType ?? 'flashcards',
          answer_time_ms: 4000,
          used_hint: 0 as const,
          reviewed_at: r.reviewedAt,
          local_day: localDay(r.reviewedAt, timeZone),
        })),
      )
      .execute();
  }
  return { deckId: deck.id, reviewCount: records.length };
}
