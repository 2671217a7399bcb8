import { trpc } from '../../lib/trpc';

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

/** Login and signup store the answer as the session (the auth.me cache) and send the time zone. */
export function useLogin() {
  const utils = trpc.useUtils();
  const mutation = trpc.auth.login.useMutation({
    onSuccess: (data) => {
      utils.invalidate();
      utils.auth.me.setData(undefined, data);
    },
  });
  return {
    ...mutation,
    login: (email: string, password: string) => mutation.mutateAsync({ email, password, timeZone: browserTimeZone() }),
  };
}

export function useSignup() {
  const utils = trpc.useUtils();
  const mutation = trpc.auth.signup.useMutation({
    onSuccess: (data) => {
      utils.invalidate();
      utils.auth.me.setData(undefined, data);
    },
  });
  return {
    ...mutation,
    signup: (email: string, password: string, inviteCode?: string) =>
      mutation.mutateAsync({ email, password, timeZone: browserTimeZone(), inviteCode: inviteCode || undefined }),
  };
}

/** Logout clears the user only once the server agreed; a failure keeps the user and is logged. */
export function useLogout(onLoggedOut?: () => void) {
  const utils = trpc.useUtils();
  const mutation = trpc.auth.logout.useMutation({
    onSuccess: () => {
      // Leave the guarded page first, so the guard does not remember it for the next login.
      onLoggedOut?.();
      utils.auth.me.setData(undefined, { isLoggedIn: false, user: null });
      utils.invalidate();
    },
    onError: (error) => console.error('Logout failed', error),
  });
  return { ...mutation, logout: () => mutation.mutate() };
}

/** A one-time reset link's new password; the person logs in afterwards (no session is started). */
export function useResetPassword() {
  const utils = trpc.useUtils();
  // Every session of that account ended: if it was this browser's, the header must say so.
  return trpc.auth.resetPassword.useMutation({ onSuccess: () => utils.auth.me.invalidate() });
}

/** Whether a reset link still works, asked once when the page opens (a POST: the token stays out of URLs). */
export function useCheckResetLink() {
  return trpc.auth.checkResetLink.useMutation();
}
