import { changePasswordInput, deleteAccountInput, localeInput, timeZoneInput } from '../../shared/schemas/profile.js';
import { apiTokenIdInput, createApiTokenInput } from '../../shared/schemas/apiTokens.js';
import * as account from '../services/account.js';
import * as apiTokens from '../services/apiTokens.js';
import * as memoryModel from '../services/memoryModel.js';
import { protectedProcedure, router } from '../trpc.js';

// The signed-in user's own account: the profile page (docs/account.md) and the memory model (docs/memory-model.md).
export const accountRouter = router({
  memoryModel: protectedProcedure.query(({ ctx }) => memoryModel.getMemoryModel(ctx)),
  optimizeMemoryModel: protectedProcedure.mutation(({ ctx }) => memoryModel.optimizeMemoryModel(ctx)),
  resetMemoryModel: protectedProcedure.mutation(({ ctx }) => memoryModel.resetMemoryModel(ctx)),

  profile: protectedProcedure.query(({ ctx }) => account.getProfile(ctx)),
  // A password guess each (counted by the service's rate limit): one per HTTP batch, like login.
  changePassword: protectedProcedure.meta({ authAttempt: true }).input(changePasswordInput).mutation(({ ctx, input }) => account.changePassword(ctx, input)),
  setTimeZone: protectedProcedure.input(timeZoneInput).mutation(({ ctx, input }) => account.setTimeZone(ctx, input)),
  sessions: protectedProcedure.query(({ ctx }) => account.listSessions(ctx)),
  logoutOtherSessions: protectedProcedure.mutation(({ ctx }) => account.logoutOtherSessions(ctx)),
  deleteAccount: protectedProcedure.meta({ authAttempt: true }).input(deleteAccountInput).mutation(({ ctx, input }) => account.deleteAccount(ctx, input)),
  // Personal API tokens (docs/api.md).
  apiTokens: protectedProcedure.query(({ ctx }) => apiTokens.listApiTokens(ctx)),
  createApiToken: protectedProcedure.input(createApiTokenInput).mutation(({ ctx, input }) => apiTokens.createApiToken(ctx, input)),
  revokeApiToken: protectedProcedure.input(apiTokenIdInput).mutation(({ ctx, input }) => apiTokens.revokeApiToken(ctx, input.id)),
  // The interface's language (docs/translating.md).
  setLocale: protectedProcedure.input(localeInput).mutation(({ ctx, input }) => account.setLocale(ctx, input)),
});
