import { z } from 'zod';
import { cardId, createCardInput, updateCardInput } from '../../shared/schemas/decks.js';
import { createClozeCardInput, updateClozeCardInput } from '../../shared/schemas/cloze.js';
import * as cards from '../services/cards.js';
import * as clozeCards from '../services/clozeCards.js';
import { protectedProcedure, router } from '../trpc.js';

export const cardsRouter = router({
  create: protectedProcedure
    .input(createCardInput)
    .mutation(({ ctx, input: { deckId, ...fields } }) => cards.createCard(ctx, deckId, fields)),
  update: protectedProcedure
    .input(updateCardInput)
    .mutation(({ ctx, input: { cardId, ...fields } }) => cards.updateCard(ctx, cardId, fields)),
  // Cloze notes (docs/study-modes.md): one card per deletion number; an edit re-expands the whole note.
  createCloze: protectedProcedure
    .input(createClozeCardInput)
    .mutation(({ ctx, input: { deckId, ...fields } }) => clozeCards.createClozeNote(ctx, deckId, fields)),
  updateCloze: protectedProcedure
    .input(updateClozeCardInput)
    .mutation(({ ctx, input: { cardId, ...fields } }) => clozeCards.updateClozeNote(ctx, cardId, fields)),
  delete: protectedProcedure.input(z.object({ cardId })).mutation(({ ctx, input }) => cards.deleteCard(ctx, input.cardId)),
});
