import type { Db } from '../db.js';

// One row per uploaded chunk; (user_id, id) is the idempotency key of sessions.submit.

export function findStudySession(db: Db, userId: number, sessionId: string) {
  return db
    .selectFrom('study_sessions')
    .select(['id', 'applied', 'skipped'])
    .where('user_id', '=', userId)
    .where('id', '=', sessionId)
    .executeTakeFirst();
}

export async function insertStudySession(
  db: Db,
  row: { id: string; userId: number; deckId: number; gameType: string | null; applied: number; skipped: number; now: number },
): Promise<void> {
  await db
    .insertInto('study_sessions')
    .values({
      id: row.id,
      user_id: row.userId,
      deck_id: row.deckId,
      game_type: row.gameType,
      applied: row.applied,
      skipped: row.skipped,
      submitted_at: row.now,
    })
    .execute();
}
