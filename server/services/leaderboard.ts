// The weekly leaderboard (docs/shared-decks.md): this week's counted answers of learners who opted in,
// by display name, never e-mail. Weeks start Monday 00:00 UTC and every season starts from zero:
// nothing carries over and no streak is shown, so a missed week costs nothing.
import type { AuthedContext } from '../access.js';
import { badRequest } from '../errors.js';
import { SHARING_MSG } from '../../shared/messages.js';
import type { Leaderboard, PreferencesInput } from '../../shared/schemas/sharedDecks.js';
import { displayNameTaken, leaderboardSettings, updateLeaderboardPreferences, weeklyAnswerCounts } from '../repos/leaderboard.js';

/** Learners shown at most. */
const BOARD_SIZE = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week holding `now`. */
export function weekStartUtc(now: number): number {
  const day = Math.floor(now / DAY_MS);
  // 1970-01-01 was a Thursday: (day + 3) mod 7 is 0 on Mondays.
  return (day - ((day + 3) % 7)) * DAY_MS;
}

/** Ranks with ties: equal answers share a rank (1, 2, 2, 4). */
export function rankEntries<T extends { answers: number }>(rows: readonly T[]): (T & { rank: number })[] {
  return rows.map((row) => ({ ...row, rank: rows.findIndex((other) => other.answers === row.answers) + 1 }));
}

export async function getLeaderboard(ctx: AuthedContext): Promise<Leaderboard> {
  const start = weekStartUtc(ctx.now().getTime());
  const rows = await weeklyAnswerCounts(ctx.db, start, BOARD_SIZE);
  const me = await leaderboardSettings(ctx.db, ctx.user.id);
  const ranked = rankEntries(rows.map((row) => ({ id: row.id, displayName: row.display_name, answers: Number(row.answers) })));
  return {
    entries: ranked.map(({ id, rank, displayName, answers }) => ({ rank, displayName, answers, you: id === ctx.user.id })),
    weekStart: new Date(start).toISOString(),
    showOnLeaderboard: me.show_on_leaderboard === 1,
    displayName: me.display_name,
  };
}

/** `PUT /api/account/preferences`: the leaderboard opt-in and the name other learners see. */
export async function setPreferences(ctx: AuthedContext, input: PreferencesInput): Promise<Leaderboard> {
  const changes: { show_on_leaderboard?: 0 | 1; display_name?: string | null } = {};
  if (input.showOnLeaderboard !== undefined) changes.show_on_leaderboard = input.showOnLeaderboard ? 1 : 0;
  if (input.displayName !== undefined) {
    // Normalised and checked by its schema (shared/displayName.ts): 'Learner 12' and the roles are refused there.
    const name = input.displayName;
    if (name !== null) {
      if (await displayNameTaken(ctx.db, name, ctx.user.id)) throw badRequest(SHARING_MSG.displayNameTaken, [{ msg: SHARING_MSG.displayNameTaken, path: 'displayName' }]);
    }
    changes.display_name = name;
  }
  await updateLeaderboardPreferences(ctx.db, ctx.user.id, changes);
  return getLeaderboard(ctx);
}
