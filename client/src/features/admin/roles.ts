// Pure rules of the admin page's role and registration controls (tested beside this file).

import { ADMIN_MSG } from '../../../../shared/messages';
import type { AdminUser, RegistrationSetting } from '../../../../shared/schemas/admin';
import { shortDate } from './format';

/**
 * Why 'Make user' cannot be offered on this row, or null when it can: the server refuses to
 * demote the last admin, so the page says so before anyone clicks.
 */
export function lastAdminLock(user: AdminUser, users: readonly AdminUser[], currentUserId: number): string | null {
  if (user.role !== 'admin' || user.id !== currentUserId) return null;
  return users.filter((u) => u.role === 'admin').length <= 1 ? ADMIN_MSG.lastAdminSelf : null;
}

export const REGISTRATION_CHOICES = [
  { mode: 'open', label: 'Open', description: 'Anyone who can reach this server may sign up.' },
  { mode: 'invite', label: 'Invite only', description: 'People sign up with an invite link from this page.' },
  { mode: 'closed', label: 'Closed', description: 'Nobody may sign up. You add accounts with the command-line tool.' },
] as const satisfies readonly { mode: RegistrationSetting['registration']; label: string; description: string }[];

const modeLabel = (mode: RegistrationSetting['registration']) => REGISTRATION_CHOICES.find((c) => c.mode === mode)!.label.toLowerCase();

/** Where the mode in force comes from: the server's REGISTRATION setting, or an admin's choice here. */
export function registrationSourceNote(setting: RegistrationSetting, timeZone?: string): string {
  if (setting.source === 'environment') {
    return `This is the server's default (the REGISTRATION setting: ${setting.environment}). A choice saved here takes its place, also after a restart.`;
  }
  const when = setting.updatedAt ? ` on ${shortDate(setting.updatedAt, timeZone)}` : '';
  return `Chosen on this page${when}. It takes the place of the server's REGISTRATION setting (${modeLabel(setting.environment)}).`;
}
