import { trpc } from '../../lib/trpc';

export const useAdminUsers = () => trpc.admin.users.useQuery();

export const useInvites = () => trpc.admin.invites.useQuery();

export const useRegistrationSetting = () => trpc.admin.registration.useQuery();

export const useAllApiTokens = () => trpc.admin.apiTokens.useQuery();
