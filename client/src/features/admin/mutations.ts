import { trpc } from '../../lib/trpc';

// Each hook owns what it invalidates: the users list, the invites list.

export function useDeleteUser() {
  const utils = trpc.useUtils();
  return trpc.admin.deleteUser.useMutation({
    // Their invites are revoked with them.
    onSuccess: () => Promise.all([utils.admin.users.invalidate(), utils.admin.invites.invalidate()]),
  });
}

export function useSetRole() {
  const utils = trpc.useUtils();
  return trpc.admin.setRole.useMutation({ onSuccess: () => utils.admin.users.invalidate() });
}

export function useCreateResetLink() {
  return trpc.admin.createResetLink.useMutation();
}

export function useCreateInvite() {
  const utils = trpc.useUtils();
  return trpc.admin.createInvite.useMutation({ onSuccess: () => utils.admin.invites.invalidate() });
}

export function useRevokeInvite() {
  const utils = trpc.useUtils();
  return trpc.admin.revokeInvite.useMutation({ onSuccess: () => utils.admin.invites.invalidate() });
}

export function useSetRegistration() {
  const utils = trpc.useUtils();
  // The page's header and the signup page read the mode through auth.config.
  return trpc.admin.setRegistration.useMutation({
    onSuccess: (setting) => {
      utils.admin.registration.setData(undefined, setting);
      return utils.auth.config.invalidate();
    },
  });
}

export function useMakeDeckPrivate() {
  const utils = trpc.useUtils();
  // The deck leaves the library (docs/shared-decks.md): the list here is the library's.
  return trpc.sharedDecks.adminMakePrivate.useMutation({ onSuccess: () => utils.sharedDecks.library.invalidate() });
}

export function useRevokeAnyApiToken() {
  const utils = trpc.useUtils();
  return trpc.admin.revokeApiToken.useMutation({ onSuccess: () => utils.admin.apiTokens.invalidate() });
}
