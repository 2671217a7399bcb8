import { z } from 'zod';
import { deckId } from '../../shared/schemas/decks.js';
import { createNoteInput, noteId, noteOfCardInput, updateNoteInput } from '../../shared/schemas/notes.js';
import * as notes from '../services/notes.js';
import { protectedProcedure, router } from '../trpc.js';

// Notes (docs/notes.md): fields, tags and the cards their note type makes.
export const notesRouter = router({
  create: protectedProcedure.input(createNoteInput).mutation(({ ctx, input }) => notes.createNote(ctx, input)),
  get: protectedProcedure.input(z.object({ noteId })).query(({ ctx, input }) => notes.getNote(ctx, input.noteId)),
  ofCard: protectedProcedure.input(noteOfCardInput).query(({ ctx, input }) => notes.noteOfCard(ctx, input.cardId)),
  update: protectedProcedure.input(updateNoteInput).mutation(({ ctx, input }) => notes.updateNote(ctx, input)),
  delete: protectedProcedure.input(z.object({ noteId })).mutation(({ ctx, input }) => notes.deleteNote(ctx, input.noteId)),
  /** The tags of a deck's notes: the card list's filter. */
  tags: protectedProcedure.input(z.object({ deckId })).query(({ ctx, input }) => notes.deckTags(ctx, input.deckId)),
});
