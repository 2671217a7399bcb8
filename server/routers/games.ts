import { generateGameInput } from '../../shared/schemas/games.js';
import * as games from '../services/games.js';
import { protectedProcedure, router } from '../trpc.js';

export const gamesRouter = router({
  // A mutation like its REST twin (POST): every call draws a new random round, nothing to cache.
  generate: protectedProcedure.input(generateGameInput).mutation(({ ctx, input }) => games.generateCasualGame(ctx, input)),
});
