import { deckStatsInput } from '../../shared/schemas/sessions.js';
import * as offline from '../services/offline.js';
import { protectedProcedure, router } from '../trpc.js';

export const offlineRouter = router({
  /** A deck's offline pack (docs/offline.md): the due cards and the next to fall due, with media URLs. */
  pack: protectedProcedure.input(deckStatsInput).query(({ ctx, input }) => offline.offlinePack(ctx, input.deckId)),
});
