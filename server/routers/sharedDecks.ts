import { z } from 'zod';
import { deckId } from '../../shared/schemas/decks.js';
import {
  decideSuggestionInput,
  librarySearchInput,
  preferencesInput,
  rejectAllSuggestionsInput,
  setSharingInput,
  shareProgressInput,
  sharedDeckInput,
  suggestCardEditInput,
  suggestNewCardInput,
} from '../../shared/schemas/sharedDecks.js';
import { asAdmin } from '../access.js';
import * as leaderboard from '../services/leaderboard.js';
import * as shared from '../services/sharedDecks.js';
import * as suggestions from '../services/suggestions.js';
import { protectedProcedure, router } from '../trpc.js';

// Shared decks (docs/shared-decks.md): sharing, the library, subscriptions, suggestions, the owner's card
// statistics and the weekly leaderboard. REST: server/rest/sharedDecks.ts, the same services.
export const sharedDecksRouter = router({
  setSharing: protectedProcedure.input(setSharingInput).mutation(({ ctx, input }) => shared.setSharing(ctx, input.deckId, input.visibility)),
  library: protectedProcedure.input(librarySearchInput).query(({ ctx, input }) => shared.library(ctx, input.q)),
  subscribe: protectedProcedure.input(sharedDeckInput).mutation(({ ctx, input }) => shared.subscribe(ctx, input.deckId)),
  copy: protectedProcedure.input(sharedDeckInput).mutation(({ ctx, input }) => shared.copySharedDeck(ctx, input.deckId)),
  setShareProgress: protectedProcedure.input(shareProgressInput).mutation(({ ctx, input }) => shared.setShareProgress(ctx, input.deckId, input.shareProgress)),
  cardStats: protectedProcedure.input(z.object({ deckId })).query(({ ctx, input }) => shared.deckCardStats(ctx, input.deckId)),
  suggestCardEdit: protectedProcedure.input(suggestCardEditInput).mutation(({ ctx, input: { cardId, ...fields } }) => suggestions.suggestCardEdit(ctx, cardId, fields)),
  suggestNewCard: protectedProcedure.input(suggestNewCardInput).mutation(({ ctx, input: { deckId, ...fields } }) => suggestions.suggestNewCard(ctx, deckId, fields)),
  suggestions: protectedProcedure.input(z.object({ deckId })).query(({ ctx, input }) => suggestions.deckSuggestions(ctx, input.deckId)),
  decideSuggestion: protectedProcedure.input(decideSuggestionInput).mutation(({ ctx, input }) => suggestions.decideSuggestion(ctx, input.suggestionId, input.decision)),
  rejectAllSuggestions: protectedProcedure.input(rejectAllSuggestionsInput).mutation(({ ctx, input }) => suggestions.rejectAllSuggestions(ctx, input.deckId, input.sameAuthorAs)),
  leaderboard: protectedProcedure.query(({ ctx }) => leaderboard.getLeaderboard(ctx)),
  setPreferences: protectedProcedure.input(preferencesInput).mutation(({ ctx, input }) => leaderboard.setPreferences(ctx, input)),
  /** Admins can make any deck private (docs/shared-decks.md). */
  adminMakePrivate: protectedProcedure.input(z.object({ deckId })).mutation(async ({ ctx, input }) => shared.adminMakePrivate(await asAdmin(ctx), input.deckId)),
});
