import { browseActionInput, browseSearchInput } from '../../shared/schemas/browse.js';
import * as browse from '../services/browse.js';
import { protectedProcedure, router } from '../trpc.js';

// The card browser (docs/browse.md): search the user's own cards across decks; bulk actions.
export const browseRouter = router({
  search: protectedProcedure.input(browseSearchInput).query(({ ctx, input }) => browse.searchCards(ctx, input)),
  act: protectedProcedure.input(browseActionInput).mutation(({ ctx, input }) => browse.applyAction(ctx, input)),
});
