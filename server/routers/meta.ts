import { publicProcedure, router } from '../trpc.js';

// Facts about this instance that the client shows (the feedback page's support address).
export const metaRouter = router({
  info: publicProcedure.query(({ ctx }) => ({ supportEmail: ctx.config.supportEmail })),
});
