import { publicProcedure, router } from '../trpc.js';

// Facts about this instance that the client shows (the feedback page's support address).
export const metaRouter = router({
  info: publicProcedure.query(({ ctx }) => ({ supportEmail: ctx.config.supportEmail })),
  // How people sign in here (docs/sign-in.md): the login and signup pages shape their forms by it.
  signIn: publicProcedure.query(({ ctx }) => ({
    passwordLogin: ctx.config.passwordLogin,
    oidc: ctx.config.oidc ? { name: ctx.config.oidc.name } : null,
  })),
});
