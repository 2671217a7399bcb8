import { z } from 'zod';
import { createDeckInput, deckId, setExamDateInput, setNewCardsTodayInput, updateDeckInput } from '../../shared/schemas/decks.js';
import * as decks from '../services/decks.js';
import { tagName } from '../../shared/schemas/notes.js';
import { protectedProcedure, router } from '../trpc.js';

const byDeck = z.object({ deckId });

export const decksRouter = router({
  list: protectedProcedure.query(({ ctx }) => decks.listUserDecks(ctx)),
  // `tag`: only the cards whose note has it (docs/notes.md).
  get: protectedProcedure.input(byDeck.extend({ tag: tagName.optional() })).query(({ ctx, input }) => decks.getDeck(ctx, input.deckId, input.tag)),
  create: protectedProcedure.input(createDeckInput).mutation(({ ctx, input }) => decks.createDeck(ctx, input)),
  update: protectedProcedure
    .input(updateDeckInput)
    .mutation(({ ctx, input: { deckId, ...info } }) => decks.updateDeckInfo(ctx, deckId, info)),
  setExamDate: protectedProcedure
    .input(setExamDateInput)
    .mutation(({ ctx, input }) => decks.setExamDate(ctx, input.deckId, input.examDate)),
  /** Today's new-card limit (issue 29.2): the Smart Session modal and 'Study 10 more new cards today'. */
  setNewCardsToday: protectedProcedure
    .input(setNewCardsTodayInput)
    .mutation(({ ctx, input }) => decks.setNewCardsToday(ctx, input.deckId, input.limit)),
  delete: protectedProcedure.input(byDeck).mutation(({ ctx, input }) => decks.deleteDeck(ctx, input.deckId)),
});
