import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n';
import { namespace as shell } from '../../locales/shell';
import { trpc } from '../../lib/trpc';
import { forgetBrowserData } from '../../offline/forgetBrowser';
import { studyStorage, type StudyStorage } from '../study/storage';
import type { QueuedSession } from '../study/types';
import { drainOnce } from '../study/syncQueue';
import { submitQueued } from '../study/useSyncService';

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

/** Asked before a logout that would lose answers this device has not sent yet (the English of `shell.logout.unsent`). */
export const unsentAnswersWarning = (count: number) =>
  `${count === 1 ? 'One study session' : `${count} study sessions`} from this device could not be sent yet. If you log out now, ${count === 1 ? 'it is' : 'they are'} lost. Log out anyway?`;

/**
 * Before a logout (which clears this browser's storage, the sync queue with it): sends the user's
 * queued sessions when online; if some are still unsent, asks whether to log out anyway.
 * Answers whether the logout may go on.
 */
export async function readyToLogOut(
  storage: StudyStorage,
  userId: number,
  opts: { online: boolean; send: (entry: QueuedSession) => Promise<unknown>; confirmLoss: (message: string) => boolean; warning?: (count: number) => string },
): Promise<boolean> {
  const unsent = () => storage.getQueue().filter((entry) => entry.userId === userId).length;
  if (unsent() > 0 && opts.online) await drainOnce(storage, userId, opts.send);
  const left = unsent();
  return left === 0 || opts.confirmLoss((opts.warning ?? unsentAnswersWarning)(left));
}

/**
 * Logout clears the user only once the server agreed; a failure keeps the user and is logged.
 * First the user's queued answers are sent (logout clears this browser's storage, the queue with
 * it); any that cannot go are named and the person decides. Once logged out, everything the app
 * stored in this browser goes (`forgetBrowserData`; the server's Clear-Site-Data does the same
 * where the browser honours it).
 */
export function useLogout(onLoggedOut?: () => void) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const t = useT(shell);
  const mutation = trpc.auth.logout.useMutation({
    onSuccess: async () => {
      // Leave the guarded page first, so the guard does not remember it for the next login.
      onLoggedOut?.();
      utils.auth.me.setData(undefined, { isLoggedIn: false, user: null });
      await forgetBrowserData(queryClient);
      utils.invalidate();
    },
    onError: (error) => console.error('Logout failed', error),
  });
  const logout = async (confirmLoss: (message: string) => boolean = (message) => window.confirm(message)) => {
    const userId = utils.auth.me.getData()?.user?.id;
    const send = (entry: QueuedSession) => submitQueued(utils, entry);
    if (userId != null && !(await readyToLogOut(studyStorage(), userId, { online: navigator.onLine, send, confirmLoss, warning: (n) => t('shell.logout.unsent', { n }) }))) return;
    mutation.mutate();
  };
  return { ...mutation, logout: () => void logout() };
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
