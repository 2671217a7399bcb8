import type { GameData } from '../../../shared/games';
import { markAnswered, newCardsAmong, packNewAllowance, playFromPack, type OfflinePack } from '../../../shared/offlinePack';
import type { StartSessionInput } from '../../../shared/schemas/sessions';
import { studyStorage } from '../features/study/storage';
import { httpStatusOf } from '../lib/trpc';
import { isOnline } from './network';
import { loadPack } from './packs';

export const NO_OFFLINE_PACK = 'This deck has no offline copy yet. Open it once while online to study it offline.';

/**
 * Starts a Smart Session: the server's sessions.start online; with no network (or a request that
 * never reached the server) the deck's offline pack, with the same card choice and the same
 * generators in the browser. Nothing is registered on the server for a session: its chunks are
 * submitted later under the client's own session ids (sessions.submit is idempotent on them).
 */
export async function startSmartSession(
  userId: number,
  input: StartSessionInput,
  startOnline: (input: StartSessionInput) => Promise<{ gameData: GameData; practiceCardIds?: number[] }>,
): Promise<{ gameData: GameData; practiceCardIds?: number[] }> {
  if (isOnline()) {
    try {
      return await startOnline(input);
    } catch (error) {
      // The server answered (a 4xx/5xx): that is the answer. No answer at all: try the pack.
      if (httpStatusOf(error) !== undefined) throw error;
      const pack = await loadPack(userId, input.deckId);
      if (!pack) throw error;
      return fromPack(pack, userId, input);
    }
  }
  const pack = await loadPack(userId, input.deckId);
  if (!pack) throw new Error(NO_OFFLINE_PACK);
  return fromPack(pack, userId, input);
}

/** The deck's answers still waiting in the sync queue (answered offline, or not yet sent). */
function pendingIds(pack: OfflinePack, userId: number): number[] {
  return studyStorage()
    .getQueue()
    .filter((entry) => entry.userId === userId && entry.deckId === pack.deckId)
    .flatMap((entry) => entry.results.map((r) => r.cardId));
}

/**
 * An offline Smart Session from the pack: cards answered offline and still queued are not due
 * again (shared markAnswered), and the daily new-card limit holds as online (issue 29.3): the new
 * cards among those queued answers use today's allowance. Their notes' other cards are buried
 * (bury siblings, docs/study-sessions.md).
 */
export function offlineSessionInput(pack: OfflinePack, userId: number, now: number): { pack: OfflinePack; newAllowance: number; answeredIds: number[] } {
  const pending = pendingIds(pack, userId);
  return { pack: markAnswered(pack, pending, now), newAllowance: packNewAllowance(pack, newCardsAmong(pack, pending), now), answeredIds: [...new Set(pending)] };
}

function fromPack(stored: OfflinePack, userId: number, input: StartSessionInput) {
  const now = Date.now();
  const { pack, newAllowance, answeredIds } = offlineSessionInput(stored, userId, now);
  // The modal's direction, else the deck's remembered one in the pack (docs/study-options.md), as online.
  // A light day's board is filled with practice cards, named as sessions.start names them.
  const played = playFromPack(
    pack,
    { gameType: input.gameType, goal: input.goal, isMobile: input.constraintProfile.isMobile, newAllowance, answeredIds, ...(input.direction ? { direction: input.direction } : {}) },
    now,
  );
  if ('error' in played) throw new Error(played.error);
  return played.practiceCardIds.length ? played : { gameData: played.gameData };
}
