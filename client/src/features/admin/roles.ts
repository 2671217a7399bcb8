// Pure rules of the admin page's role and registration controls (tested beside this file).

import { ADMIN_MSG } from '../../../../shared/messages';
import type { AdminUser, RegistrationSetting } from '../../../../shared/schemas/admin';
import { englishT, type AdminT } from './adminTexts';
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
  { mode: 'open', label: 'adminPanel.registration.open', description: 'adminPanel.registration.openText' },
  { mode: 'invite', label: 'adminPanel.registration.invite', description: 'adminPanel.registration.inviteText' },
  { mode: 'closed', label: 'adminPanel.registration.closed', description: 'adminPanel.registration.closedText' },
] as const satisfies readonly { mode: RegistrationSetting['registration']; label: string; description: string }[];

const modeLabel = (mode: RegistrationSetting['registration'], t: AdminT) => t(REGISTRATION_CHOICES.find((c) => c.mode === mode)!.label).toLocaleLowerCase();

/** Where the mode in force comes from: the server's REGISTRATION setting, or an admin's choice here. */
export function registrationSourceNote(setting: RegistrationSetting, timeZone?: string, t: AdminT = englishT, locale?: string): string {
  if (setting.source === 'environment') return t('adminPanel.registration.fromEnv', { value: setting.environment });
  const mode = modeLabel(setting.environment, t);
  if (setting.updatedAt) return t('adminPanel.registration.chosenOn', { date: shortDate(setting.updatedAt, timeZone, locale), mode });
  return t('adminPanel.registration.chosen', { mode });
}
