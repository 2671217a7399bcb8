import type { Db } from '../db.js';

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'email', 'password_hash', 'time_zone']).where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'email', 'time_zone']).where('id', '=', userId).executeTakeFirst();
}

export async function insertUser(db: Db, user: { email: string; passwordHash: string; timeZone: string; now: number }) {
  const row = await db
    .insertInto('users')
    .values({ email: user.email, password_hash: user.passwordHash, time_zone: user.timeZone, created_at: user.now })
    .returning(['id', 'email', 'time_zone'])
    .executeTakeFirstOrThrow();
  return row;
}

export function updateUserTimeZone(db: Db, userId: number, timeZone: string) {
  return db.updateTable('users').set({ time_zone: timeZone }).where('id', '=', userId).execute();
}
