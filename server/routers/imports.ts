import { csvPreviewInput, importConfirmInput, importRef, quizletPreviewInput } from '../../shared/schemas/imports.js';
import * as imports from '../imports/service.js';
import { protectedProcedure, router } from '../trpc.js';

// File uploads (Anki preview, CSV analyze) are multipart REST only: see server/rest/imports.ts.
export const importsRouter = router({
  quizletPreview: protectedProcedure.input(quizletPreviewInput).mutation(({ ctx, input }) => imports.quizletPreview(ctx, input)),
  csvPreview: protectedProcedure.input(csvPreviewInput).mutation(({ ctx, input }) => imports.csvPreview(ctx, input)),
  confirm: protectedProcedure.input(importConfirmInput).mutation(({ ctx, input }) => imports.confirmImport(ctx, input)),
  deleteCache: protectedProcedure.input(importRef).mutation(({ ctx, input }) => imports.deleteImport(ctx, input)),
});
