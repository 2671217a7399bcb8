import { z } from 'zod';
import { INVITE_DAYS_MAX, INVITE_DAYS_MIN, INVITE_USES_MAX, INVITE_USES_MIN } from '../constants.js';
import { inviteCode } from './auth.js';

// Inputs of the admin procedures (docs/administration.md), shared by the server, the admin page and the CLI.

export const roleInput = z.enum(['user', 'admin'], { error: 'The role must be "user" or "admin".' });
export type Role = z.infer<typeof roleInput>;

/** Who may sign up (docs/administration.md); the `REGISTRATION` variable is the default until an admin picks one. */
export const REGISTRATION_MODES = ['open', 'invite', 'closed'] as const;
export const registrationInput = z.object({
  registration: z.enum(REGISTRATION_MODES, { error: 'Registration must be "open", "invite" or "closed".' }),
});

/** The mode in force, and whether it is the admin's choice or the environment's default. */
export interface RegistrationSetting {
  registration: (typeof REGISTRATION_MODES)[number];
  /** 'admin' once an admin has chosen on the admin page; until then the `REGISTRATION` variable. */
  source: 'admin' | 'environment';
  /** The `REGISTRATION` variable's value (or its default, open). */
  environment: (typeof REGISTRATION_MODES)[number];
  /** When an admin last chose, ISO; null while the environment decides. */
  updatedAt: string | null;
}

export const userIdInput = z.object({ userId: z.coerce.number().int().positive() });

export const setRoleInput = z.object({ userId: z.coerce.number().int().positive(), role: roleInput });

export const createInviteInput = z.object({
  uses: z.coerce
    .number({ error: `Uses must be a whole number from ${INVITE_USES_MIN} to ${INVITE_USES_MAX}.` })
    .int(`Uses must be a whole number from ${INVITE_USES_MIN} to ${INVITE_USES_MAX}.`)
    .min(INVITE_USES_MIN, `Uses must be a whole number from ${INVITE_USES_MIN} to ${INVITE_USES_MAX}.`)
    .max(INVITE_USES_MAX, `Uses must be a whole number from ${INVITE_USES_MIN} to ${INVITE_USES_MAX}.`),
  days: z.coerce
    .number({ error: `Expiry must be a whole number of days from ${INVITE_DAYS_MIN} to ${INVITE_DAYS_MAX}.` })
    .int(`Expiry must be a whole number of days from ${INVITE_DAYS_MIN} to ${INVITE_DAYS_MAX}.`)
    .min(INVITE_DAYS_MIN, `Expiry must be a whole number of days from ${INVITE_DAYS_MIN} to ${INVITE_DAYS_MAX}.`)
    .max(INVITE_DAYS_MAX, `Expiry must be a whole number of days from ${INVITE_DAYS_MIN} to ${INVITE_DAYS_MAX}.`),
});
export type CreateInviteInput = z.infer<typeof createInviteInput>;

export const inviteCodeInput = z.object({ code: inviteCode.pipe(z.string().min(1, 'Invite code is required.')) });

export type InviteStatus = 'active' | 'expired' | 'revoked' | 'used up';

export interface AdminUser {
  id: number;
  email: string;
  role: Role;
  createdAt: string;
  lastActiveAt: string | null;
  deckCount: number;
  cardCount: number;
}

export interface AdminInvite {
  code: string;
  usesAllowed: number;
  usesCount: number;
  usesLeft: number;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  status: InviteStatus;
  createdBy: string | null;
}

export interface ResetLink {
  /** The path to give the person: `/reset-password?token=…`. Shown once; only its hash is stored. */
  path: string;
  token: string;
  expiresAt: string;
}
