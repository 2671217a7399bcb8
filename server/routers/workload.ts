import { deckOnlyInput, retentionInput, simulateInput, workloadOptionsInput } from '../../shared/schemas/workload.js';
import * as workload from '../services/workload.js';
import { protectedProcedure, router } from '../trpc.js';

// The workload planner (docs/workload.md): the simulator, "Help me decide", balancing and Easy Days.
export const workloadRouter = router({
  simulate: protectedProcedure.input(simulateInput).mutation(({ ctx, input: { deckId, ...body } }) => workload.simulate(ctx, deckId, body)),
  retention: protectedProcedure.input(retentionInput).mutation(({ ctx, input }) => workload.simulateRetention(ctx, input.deckId, input.days)),
  options: protectedProcedure.input(deckOnlyInput).query(({ ctx, input }) => workload.getWorkloadOptions(ctx, input.deckId)),
  setOptions: protectedProcedure.input(workloadOptionsInput).mutation(({ ctx, input: { deckId, ...options } }) => workload.setWorkloadOptions(ctx, deckId, options)),
});
