import { trpc } from '../../lib/trpc';
import type { Locale } from '../../../../shared/i18n/locales';

export type AuthUser = { id: number; email: string; role: 'user' | 'admin'; currentStreak: number; bestStreak: number; locale?: Locale | null };

/**
 * The session, checked once at start-up. A failed check counts as logged out and is only
 * logged (docs/product.md: states Authentication).
 */
export function useAuth(): { status: 'loading' | 'ready'; user: AuthUser | null } {
  const me = trpc.auth.me.useQuery(undefined, { retry: false, staleTime: Infinity });
  // Offline with nothing saved on this device: nobody is logged in here until the network is back.
  if (me.isPending && me.fetchStatus === 'paused') return { status: 'ready', user: null };
  if (me.isPending) return { status: 'loading', user: null };
  if (me.isError) {
    console.error('Auth status check failed', me.error);
    return { status: 'ready', user: null };
  }
  return { status: 'ready', user: me.data.isLoggedIn ? me.data.user : null };
}

/** Who may sign up on this server (docs/administration.md); the signup page shapes its form by it. */
export const useAuthConfig = () => trpc.auth.config.useQuery(undefined, { staleTime: Infinity, retry: 1 });
