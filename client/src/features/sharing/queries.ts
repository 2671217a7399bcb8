import { trpc } from '../../lib/trpc';

/** The Shared Decks library for a search (DESIGN §20). */
export const useLibrary = (q: string) => trpc.sharedDecks.library.useQuery({ q: q.trim() || undefined });

export const useLeaderboard = () => trpc.sharedDecks.leaderboard.useQuery();
