import { trpc } from '../../lib/trpc';

/** The Shared Decks library for a search (docs/shared-decks.md). */
export const useLibrary = (q: string) => trpc.sharedDecks.library.useQuery({ q: q.trim() || undefined });

export const useLeaderboard = () => trpc.sharedDecks.leaderboard.useQuery();

/** The owner's pending queue, or a subscriber's own suggestions with their outcomes (the server decides which). */
export const useDeckSuggestions = (deckId: number) => trpc.sharedDecks.suggestions.useQuery({ deckId });

/** The owner's card statistics from subscribers who share their progress. */
export const useCardStats = (deckId: number) => trpc.sharedDecks.cardStats.useQuery({ deckId });
