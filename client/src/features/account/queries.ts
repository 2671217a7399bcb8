// The signed-in user's memory model (docs/memory-model.md). Hooks own the query key and its invalidation.
import { trpc } from '../../lib/trpc';

export function useMemoryModel() {
  return trpc.account.memoryModel.useQuery();
}

export function useOptimizeMemoryModel() {
  const utils = trpc.useUtils();
  return trpc.account.optimizeMemoryModel.useMutation({
    onSuccess: (model) => utils.account.memoryModel.setData(undefined, model),
  });
}

export function useResetMemoryModel() {
  const utils = trpc.useUtils();
  return trpc.account.resetMemoryModel.useMutation({
    onSuccess: (model) => utils.account.memoryModel.setData(undefined, model),
  });
}

// ---- The profile's account sections (docs/account.md) ----

export const useProfile = () => trpc.account.profile.useQuery();

export function useChangePassword() {
  const utils = trpc.useUtils();
  // The other sessions are gone: the list must say so.
  return trpc.account.changePassword.useMutation({ onSuccess: () => utils.account.sessions.invalidate() });
}

export function useSetTimeZone() {
  const utils = trpc.useUtils();
  return trpc.account.setTimeZone.useMutation({
    onSuccess: (profile) => {
      utils.account.profile.setData(undefined, profile);
      // Today's streak, due counts and history days are computed in the stored zone.
      void utils.auth.me.invalidate();
      void utils.stats.invalidate();
      void utils.decks.invalidate();
    },
  });
}

export const useLoginSessions = () => trpc.account.sessions.useQuery();

export function useLogoutOtherSessions() {
  const utils = trpc.useUtils();
  return trpc.account.logoutOtherSessions.useMutation({ onSuccess: () => utils.account.sessions.invalidate() });
}

/** Deleting the account ends this session too: leave the guarded page first, then forget the user. */
export function useDeleteAccount(onDeleted: () => void) {
  const utils = trpc.useUtils();
  return trpc.account.deleteAccount.useMutation({
    onSuccess: () => {
      onDeleted();
      utils.auth.me.setData(undefined, { isLoggedIn: false, user: null });
      void utils.invalidate();
    },
  });
}

// ---- Personal API tokens (docs/api.md) ----

export const useApiTokens = () => trpc.account.apiTokens.useQuery();

export function useCreateApiToken() {
  const utils = trpc.useUtils();
  return trpc.account.createApiToken.useMutation({ onSuccess: () => utils.account.apiTokens.invalidate() });
}

export function useRevokeApiToken() {
  const utils = trpc.useUtils();
  return trpc.account.revokeApiToken.useMutation({ onSuccess: () => utils.account.apiTokens.invalidate() });
}
