import { oidcStatus } from '../services/oidc.js';
import { protectedProcedure, router } from '../trpc.js';

// The profile's "Link <provider>" section (docs/sign-in.md). Starting a sign-in or a link is a
// browser navigation to the provider: REST routes in server/rest/oidc.ts.
export const oidcRouter = router({
  status: protectedProcedure.query(({ ctx }) => oidcStatus(ctx)),
});
