import { trpc } from '../../lib/trpc';

// What the server's mail settings allow (docs/mail.md): the login, signup, profile and admin pages
// offer mail only when it is configured.
export function useMailConfig() {
  return trpc.mail.config.useQuery(undefined, { staleTime: 5 * 60_000 });
}
