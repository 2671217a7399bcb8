import { sql } from 'kysely';
import type { Db, Role } from '../db.js';
import { forUpdate, lockForTransaction } from '../db/dialect.js';
import { IMPORTING_SOURCE } from './decks.js';

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'email', 'password_hash', 'time_zone', 'time_zone_auto', 'locale']).where('email', '=', email).executeTakeFirst();
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

// ---- The profile page (docs/account.md) ----

export function findProfileRow(db: Db, userId: number) {
  return db.selectFrom('users').select(['email', 'time_zone', 'time_zone_auto', 'created_at', 'locale']).where('id', '=', userId).executeTakeFirst();
}

/** The interface's language (docs/translating.md); null: follow the browser. */
export function setUserLocale(db: Db, userId: number, locale: string | null) {
  return db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
}

/** The languages of users by id, for mails sent outside a request (reminders, a reset link). */
export async function findUserLocale(db: Db, userId: number): Promise<string | null> {
  return (await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst())?.locale ?? null;
}

export function findPasswordHash(db: Db, userId: number) {
  return db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
}

/** The zone the profile chose, and whether the browser sets it ('auto'). */
export function setProfileTimeZone(db: Db, userId: number, timeZone: string, auto: boolean) {
  return db.updateTable('users').set({ time_zone: timeZone, time_zone_auto: auto ? 1 : 0 }).where('id', '=', userId).execute();
}

export function findEmailAndRole(db: Db, userId: number) {
  return db.selectFrom('users').select(['email', 'role']).where('id', '=', userId).executeTakeFirst();
}

export async function countOtherAdmins(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select((e) => e.fn.countAll().as('n')).where('role', '=', 'admin').where('id', '!=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteUserRow(db: Db, userId: number): Promise<boolean> {
  return Number((await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst()).numDeletedRows) > 0;
}

/** The user's zone, for a job that runs without their request (an import's confirm). */
export async function findUserTimeZone(db: Db, userId: number): Promise<string | undefined> {
  return (await db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst())?.time_zone;
}

// ---- Roles, activity and the admin's view (docs/administration.md) ----

/** The advisory-lock key of account creation (int4 'CdAc'). */
const ACCOUNT_LOCK_KEY = 0x43644163;

/**
 * Serialises account creation until the calling transaction ends. PostgreSQL at READ COMMITTED
 * lets two racing first signups each see an empty users table (neither insert is committed yet),
 * so both would become the admin and both skip the registration checks; holding this lock, the
 * second one's reads see the first one's committed account. SQLite runs one write transaction at a
 * time already. Call it first in the transaction, before any read of users.
 */
export function lockAccountCreation(trx: Db): Promise<void> {
  return lockForTransaction(trx, ACCOUNT_LOCK_KEY);
}

/**
 * Locks a user's row until the calling transaction ends (PostgreSQL; SQLite runs one write
 * transaction at a time): a per-user cap checked by counting, then inserting, holds under
 * concurrent calls, which otherwise each count the same rows at READ COMMITTED. Answers whether
 * the user still exists.
 */
export async function lockUserRow(trx: Db, userId: number): Promise<boolean> {
  return (await forUpdate(trx, trx.selectFrom('users').select('id').where('id', '=', userId)).executeTakeFirst()) !== undefined;
}

/**
 * Inserts an account; the first one on an empty database becomes the admin. The role is decided
 * inside the INSERT itself; callers hold `lockAccountCreation` so racing first signups cannot both
 * become admin on PostgreSQL either.
 */
export async function insertAccount(
  db: Db,
  user: { email: string; passwordHash: string; timeZone: string; now: number; role?: Role; lastActiveAt?: number },
) {
  const role = user.role ?? sql<Role>`(case when exists (select 1 from users) then 'user' else 'admin' end)`;
  return db
    .insertInto('users')
    .values({ email: user.email, password_hash: user.passwordHash, time_zone: user.timeZone, created_at: user.now, last_active_at: user.lastActiveAt ?? null, role })
    .returning(['id', 'email', 'time_zone', 'role'])
    .executeTakeFirstOrThrow();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findUserRole(db: Db, userId: number): Promise<Role | undefined> {
  const row = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  return row?.role;
}

export function findUserForAdmin(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'email', 'role']).where('id', '=', userId).executeTakeFirst();
}

/** Records activity, writing only when the stored time is older than `resolutionMs`. */
export function touchLastActive(db: Db, userId: number, now: number, resolutionMs: number) {
  return db
    .updateTable('users')
    .set({ last_active_at: now })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('last_active_at', 'is', null), eb('last_active_at', '<', now - resolutionMs)]))
    .execute();
}

/** Every account with its deck and card counts, in one query (correlated counts, no N+1). */
export async function listUsersWithCounts(db: Db) {
  const rows = await db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.email',
      'u.role',
      'u.created_at',
      'u.last_active_at',
      // A deck an import confirm is still filling (or one a crashed confirm left for the sweeper) is not the user's yet.
      eb
        .selectFrom('decks')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('decks.user_id', '=', 'u.id')
        .where('decks.source', '<>', IMPORTING_SOURCE)
        .as('deck_count'),
      eb
        .selectFrom('cards')
        .innerJoin('decks', 'decks.id', 'cards.deck_id')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('decks.user_id', '=', 'u.id')
        .where('decks.source', '<>', IMPORTING_SOURCE)
        .as('card_count'),
    ])
    .orderBy('u.created_at')
    .orderBy('u.id')
    .execute();
  // PostgreSQL answers counts as strings.
  return rows.map((r) => ({ ...r, deck_count: Number(r.deck_count ?? 0), card_count: Number(r.card_count ?? 0) }));
}

export function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  return db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/**
 * Sets a role unless that would leave no admin: the check and the write are one statement, so
 * two admins demoting each other at once cannot both succeed. Answers whether it was written.
 */
export async function updateRoleKeepingAnAdmin(db: Db, userId: number, role: Role): Promise<boolean> {
  let update = db.updateTable('users').set({ role }).where('id', '=', userId);
  if (role !== 'admin') {
    update = update.where((eb) => eb(eb.selectFrom('users as a').select((e) => e.fn.countAll().as('n')).where('a.role', '=', 'admin').where('a.id', '!=', userId), '>', 0));
  }
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes an account unless it is the last admin (same one-statement check as above). */
export async function deleteUserKeepingAnAdmin(db: Db, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('users')
    .where('id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('role', '!=', 'admin'),
        eb(eb.selectFrom('users as a').select((e) => e.fn.countAll().as('n')).where('a.role', '=', 'admin').where('a.id', '!=', userId), '>', 0),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
