import { createInviteInput, inviteCodeInput, registrationInput, setRoleInput, userIdInput } from '../../shared/schemas/admin.js';
import { asAdmin } from '../access.js';
import { apiTokenIdInput } from '../../shared/schemas/apiTokens.js';
import * as admin from '../services/admin.js';
import * as apiTokens from '../services/apiTokens.js';
import * as invites from '../services/invites.js';
import * as registration from '../services/registration.js';
import { protectedProcedure, router } from '../trpc.js';

// Admin-only procedures (docs/administration.md). The guard runs on the server for every call: a logged-in
// non-admin gets FORBIDDEN and never any data.
const adminProcedure = protectedProcedure.use(async ({ ctx, next }) => next({ ctx: await asAdmin(ctx) }));

export const adminRouter = router({
  users: adminProcedure.query(({ ctx }) => admin.listUsers(ctx)),
  deleteUser: adminProcedure.input(userIdInput).mutation(({ ctx, input }) => admin.deleteUser(ctx, input.userId)),
  setRole: adminProcedure.input(setRoleInput).mutation(({ ctx, input }) => admin.setRole(ctx, input.userId, input.role)),
  createResetLink: adminProcedure.input(userIdInput).mutation(({ ctx, input }) => admin.createResetLink(ctx, input.userId)),
  invites: adminProcedure.query(({ ctx }) => invites.listInvites(ctx)),
  createInvite: adminProcedure.input(createInviteInput).mutation(({ ctx, input }) => invites.createInvite(ctx, input)),
  registration: adminProcedure.query(({ ctx }) => registration.registrationSetting(ctx)),
  setRegistration: adminProcedure.input(registrationInput).mutation(({ ctx, input }) => registration.setRegistration(ctx, input.registration)),
  revokeInvite: adminProcedure.input(inviteCodeInput).mutation(({ ctx, input }) => invites.revokeInvite(ctx, input.code)),
  apiTokens: adminProcedure.query(({ ctx }) => apiTokens.listAllTokens(ctx)),
  revokeApiToken: adminProcedure.input(apiTokenIdInput).mutation(({ ctx, input }) => apiTokens.revokeAnyToken(ctx, input.id)),
});
