import { trpc } from '../../lib/trpc';

export const useAdminUsers = () => trpc.admin.users.useQuery();

export const useInvites = () => trpc.admin.invites.useQuery();
