import { startSessionInput, submitSessionInput } from '../../shared/schemas/sessions.js';
import * as sessions from '../services/sessions.js';
import { protectedProcedure, router } from '../trpc.js';

export const sessionsRouter = router({
  start: protectedProcedure.input(startSessionInput).mutation(({ ctx, input }) => sessions.startSession(ctx, input)),
  submit: protectedProcedure.input(submitSessionInput).mutation(({ ctx, input }) => sessions.submitSession(ctx, input)),
});
