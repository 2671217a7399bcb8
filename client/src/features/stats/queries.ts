// Query hooks of the deck dashboards. Components never build keys: they call these hooks, and
// whoever changes study data calls invalidateDeckStats.
import { trpc } from '../../lib/trpc';
import { httpStatusOf } from '../../lib/trpc';

type Utils = ReturnType<typeof trpc.useUtils>;

export function useReviewStats(deckId: number) {
  return trpc.stats.reviewStats.useQuery({ deckId }, { retry: false });
}

export function useLearningJourney(deckId: number) {
  return trpc.stats.learningJourney.useQuery({ deckId });
}

/** Off without an exam date: the server would answer 404 and no meter is shown anyway. */
export function usePacing(deckId: number, enabled: boolean) {
  return trpc.stats.pacing.useQuery({ deckId }, { enabled, retry: false });
}

export function useHistory(deckId: number) {
  return trpc.stats.history.useQuery({ deckId });
}

export function useAvailableSmartGames(deckId: number, enabled = true) {
  return trpc.stats.availableSmartGames.useQuery({ deckId }, { enabled });
}

/** 404 from the pacing call means "no exam date or exam past": no widget, no error (docs/product.md: calls). */
export const isNotFound = (error: unknown) => httpStatusOf(error) === 404;

/**
 * Refetch everything a study session changes: the deck's dashboards, its due counts in the deck
 * list and detail, and the streaks on the user. Call after a session's results are uploaded.
 */
export function invalidateDeckStats(utils: Utils, deckId: number): Promise<unknown> {
  return Promise.all([
    utils.stats.reviewStats.invalidate({ deckId }),
    utils.stats.learningJourney.invalidate({ deckId }),
    utils.stats.pacing.invalidate({ deckId }),
    utils.stats.history.invalidate({ deckId }),
    utils.stats.availableSmartGames.invalidate({ deckId }),
    utils.decks.invalidate(),
    utils.auth.me.invalidate(),
  ]);
}
