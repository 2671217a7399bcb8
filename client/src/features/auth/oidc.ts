import { isOidcErrorCode, OIDC_ERRORS } from '../../../../shared/messages';
import { trpc } from '../../lib/trpc';

// Sign-in through the group's identity provider (docs/sign-in.md): what the pages need to know,
// the start address, and the message of a refused return.

/** How people sign in on this server: password sign-in on or off, and the provider's button name. */
export const useSignInOptions = () => trpc.meta.signIn.useQuery(undefined, { staleTime: Infinity, retry: 1 });

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

/** `GET /api/auth/oidc/start`, a full-page navigation: with the browser's zone, and an invite code or the page to land on. */
export function oidcStartHref(opts: { invite?: string; next?: string; from?: 'signup' } = {}): string {
  const params = new URLSearchParams();
  const tz = browserTimeZone();
  if (tz) params.set('tz', tz);
  if (opts.invite) params.set('invite', opts.invite);
  if (opts.next) params.set('next', opts.next);
  // A refusal goes back to the sign-up page rather than the login page.
  if (opts.from) params.set('from', opts.from);
  const query = params.toString();
  return `/api/auth/oidc/start${query ? `?${query}` : ''}`;
}

/** The text of `?oidcError=<code>` in the page's address, or null (an unknown code says nothing). */
export function oidcErrorText(search: string, name: string): string | null {
  const code = new URLSearchParams(search).get('oidcError');
  return isOidcErrorCode(code) ? OIDC_ERRORS[code](name) : null;
}
