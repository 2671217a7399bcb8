// The weekly leaderboard's queries (docs/shared-decks.md): counted answers since a week's start
// of learners who opted in, and a user's own opt-in and display name.
import { sql } from 'kysely';
import type { Db } from '../db.js';
import { displayNameSql } from './decks.js';

/** Learners who opted in, by their answers since `since`, most first (ties by id), at most `limit`. */
export function weeklyAnswerCounts(db: Db, since: number, limit: number) {
  return db
    .selectFrom('review_logs as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['u.id', displayNameSql('u').as('display_name'), sql<number>`count(*)`.as('answers')])
    .where('u.show_on_leaderboard', '=', 1)
    .where('r.reviewed_at', '>=', since)
    .groupBy(['u.id', 'u.display_name'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

/** The user's opt-in and the name others see ('Learner N' when they chose none). */
export function leaderboardSettings(db: Db, userId: number) {
  return db.selectFrom('users as u').select(['u.show_on_leaderboard', displayNameSql('u').as('display_name')]).where('u.id', '=', userId).executeTakeFirstOrThrow();
}

/** True when another user already shows this name (any case). */
export async function displayNameTaken(db: Db, name: string, exceptUserId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where(sql`lower(display_name)`, '=', name.toLowerCase()).where('id', '!=', exceptUserId).executeTakeFirst();
  return row !== undefined;
}

export async function updateLeaderboardPreferences(db: Db, userId: number, changes: { show_on_leaderboard?: 0 | 1; display_name?: string | null }): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}
