import { z } from 'zod';
import { createNoteTypeInput, noteTypeId, noteTypeImpactInput, previewNoteTypeInput, updateNoteTypeInput } from '../../shared/schemas/notes.js';
import * as noteTypes from '../services/noteTypes.js';
import { protectedProcedure, router } from '../trpc.js';

// Note types (docs/notes.md): the built-ins and the user's own; fields, templates, CSS.
export const noteTypesRouter = router({
  list: protectedProcedure.query(({ ctx }) => noteTypes.listNoteTypes(ctx)),
  get: protectedProcedure.input(z.object({ id: noteTypeId })).query(({ ctx, input }) => noteTypes.getNoteType(ctx, input.id)),
  create: protectedProcedure.input(createNoteTypeInput).mutation(({ ctx, input }) => noteTypes.createNoteType(ctx, input)),
  update: protectedProcedure.input(updateNoteTypeInput).mutation(({ ctx, input }) => noteTypes.updateNoteType(ctx, input)),
  /** How many cards an edit of the templates would delete (the confirmation shows it). */
  impact: protectedProcedure.input(noteTypeImpactInput).query(({ ctx, input }) => noteTypes.noteTypeImpact(ctx, input)),
  delete: protectedProcedure.input(z.object({ id: noteTypeId })).mutation(({ ctx, input }) => noteTypes.deleteNoteType(ctx, input.id)),
  /** The template editor's live preview. */
  preview: protectedProcedure.input(previewNoteTypeInput).query(({ ctx, input }) => noteTypes.previewTemplate(ctx, input)),
});
