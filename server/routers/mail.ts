import { asAdmin } from '../access.js';
import { changeEmailInput, emailTokenInput, inviteByMailInput } from '../../shared/schemas/mail.js';
import * as mail from '../services/mail.js';
import { protectedProcedure, publicProcedure, router } from '../trpc.js';

// Mail the server sends (docs/mail.md): what the pages offer, confirming addresses, invites by mail.
// "Forgot password?" is auth.forgotPassword.
export const mailRouter = router({
  config: publicProcedure.query(({ ctx }) => mail.mailConfig(ctx)),
  // Mutations, so a link's token travels in a POST body rather than in a logged URL; each is a guess at a token.
  verifyEmail: publicProcedure.meta({ authAttempt: true }).input(emailTokenInput).mutation(({ ctx, input }) => mail.verifyEmail(ctx, input)),
  confirmEmailChange: publicProcedure.meta({ authAttempt: true }).input(emailTokenInput).mutation(({ ctx, input }) => mail.confirmEmailChange(ctx, input)),
  changeEmail: protectedProcedure.meta({ authAttempt: true }).input(changeEmailInput).mutation(({ ctx, input }) => mail.changeEmail(ctx, input)),
  sendInvite: protectedProcedure.input(inviteByMailInput).mutation(async ({ ctx, input }) => mail.sendInvite(await asAdmin(ctx), input)),
});
