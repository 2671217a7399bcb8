import { trpc } from '../../lib/trpc';

/**
 * Casual game generation. A mutation, not a query: every call draws a new random round, and
 * Play Again must draw another one rather than serve a cached round.
 */
export function useGenerateGame() {
  return trpc.games.generate.useMutation();
}

