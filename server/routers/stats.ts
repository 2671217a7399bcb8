import { deckStatsInput } from '../../shared/schemas/sessions.js';
import * as stats from '../services/stats.js';
import { protectedProcedure, router } from '../trpc.js';

export const statsRouter = router({
  reviewStats: protectedProcedure.input(deckStatsInput).query(({ ctx, input }) => stats.reviewStats(ctx, input.deckId)),
  learningJourney: protectedProcedure.input(deckStatsInput).query(({ ctx, input }) => stats.learningJourney(ctx, input.deckId)),
  pacing: protectedProcedure.input(deckStatsInput).query(({ ctx, input }) => stats.pacing(ctx, input.deckId)),
  history: protectedProcedure.input(deckStatsInput).query(({ ctx, input }) => stats.history(ctx, input.deckId)),
  availableSmartGames: protectedProcedure
    .input(deckStatsInput)
    .query(({ ctx, input }) => stats.availableSmartGames(ctx, input.deckId)),
});
