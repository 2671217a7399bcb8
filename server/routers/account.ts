import * as memoryModel from '../services/memoryModel.js';
import { protectedProcedure, router } from '../trpc.js';

// The signed-in user's own account. Memory model procedures are named for it, so password,
// sessions and export procedures can sit beside them.
export const accountRouter = router({
  memoryModel: protectedProcedure.query(({ ctx }) => memoryModel.getMemoryModel(ctx)),
  optimizeMemoryModel: protectedProcedure.mutation(({ ctx }) => memoryModel.optimizeMemoryModel(ctx)),
  resetMemoryModel: protectedProcedure.mutation(({ ctx }) => memoryModel.resetMemoryModel(ctx)),
});
