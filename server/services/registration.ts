import type { AppConfig, Registration } from '../config.js';
import type { Db } from '../db.js';
import { findSetting, putSetting } from '../repos/settings.js';
import { REGISTRATION_MODES, type RegistrationSetting } from '../../shared/schemas/admin.js';
import type { AdminContext } from '../access.js';

// Who may sign up (docs/administration.md). The `REGISTRATION` variable is the default; once an admin picks a
// mode on the admin page, the stored choice wins over the variable, also after a restart
// (docs/administration.md). Read on every signup and config call: one primary-key lookup.

const KEY = 'registration';

const isMode = (value: string): value is Registration => (REGISTRATION_MODES as readonly string[]).includes(value);

/** The mode in force: the admin's choice if there is one, else the environment's. */
export async function registrationMode(db: Db, config: Pick<AppConfig, 'registration'>): Promise<Registration> {
  return (await readRegistration(db, config)).registration;
}

async function readRegistration(db: Db, config: Pick<AppConfig, 'registration'>): Promise<RegistrationSetting> {
  const row = await findSetting(db, KEY);
  if (!row) return { registration: config.registration, source: 'environment', environment: config.registration, updatedAt: null };
  // Only this service writes the row, validated; a value edited by hand into something unknown
  // must not leave the server open, so it reads as closed.
  const registration = isMode(row.value) ? row.value : 'closed';
  return { registration, source: 'admin', environment: config.registration, updatedAt: new Date(Number(row.updated_at)).toISOString() };
}

export function registrationSetting(ctx: AdminContext): Promise<RegistrationSetting> {
  return readRegistration(ctx.db, ctx.config);
}

export async function setRegistration(ctx: AdminContext, registration: Registration): Promise<RegistrationSetting> {
  await putSetting(ctx.db, KEY, registration, ctx.now().getTime());
  return readRegistration(ctx.db, ctx.config);
}
