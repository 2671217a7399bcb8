import { z } from 'zod';
import { cardId, createCardInput, updateCardInput } from '../../shared/schemas/decks.js';
import * as cards from '../services/cards.js';
import { protectedProcedure, router } from '../trpc.js';

export const cardsRouter = router({
  create: protectedProcedure
    .input(createCardInput)
    .mutation(({ ctx, input: { deckId, ...fields } }) => cards.createCard(ctx, deckId, fields)),
  update: protectedProcedure
    .input(updateCardInput)
    .mutation(({ ctx, input: { cardId, ...fields } }) => cards.updateCard(ctx, cardId, fields)),
  delete: protectedProcedure.input(z.object({ cardId })).mutation(({ ctx, input }) => cards.deleteCard(ctx, input.cardId)),
});
