import { loginInput, resetLinkInput, resetPasswordInput, signupInput } from '../../shared/schemas/auth.js';
import * as auth from '../services/auth.js';
import { forgotPasswordInput } from '../../shared/schemas/mail.js';
import * as mail from '../services/mail.js';
import { protectedProcedure, publicProcedure, router } from '../trpc.js';

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => auth.me(ctx)),
  // Each counts against the rate limit inside the service (docs/security.md).
  signup: publicProcedure.meta({ authAttempt: true }).input(signupInput).mutation(({ ctx, input }) => auth.signup(ctx, input)),
  login: publicProcedure.meta({ authAttempt: true }).input(loginInput).mutation(({ ctx, input }) => auth.login(ctx, input)),
  logout: protectedProcedure.mutation(({ ctx }) => auth.logout(ctx)),
  config: publicProcedure.query(({ ctx }) => auth.authConfig(ctx)),
  // A mutation, so the token travels in a POST body rather than in a URL that gets logged.
  checkResetLink: publicProcedure.meta({ authAttempt: true }).input(resetLinkInput).mutation(({ ctx, input }) => auth.checkResetLink(ctx, input)),
  // Counted like a login (a guessed token, an argon2 hash): one per batch, per IP in the service.
  resetPassword: publicProcedure.meta({ authAttempt: true }).input(resetPasswordInput).mutation(({ ctx, input }) => auth.resetPassword(ctx, input)),
  // "Forgot password?" (docs/mail.md): counted per IP and per address in the service.
  forgotPassword: publicProcedure.meta({ authAttempt: true }).input(forgotPasswordInput).mutation(({ ctx, input }) => mail.forgotPassword(ctx, input)),
});
