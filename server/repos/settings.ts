import type { Db } from '../db.js';

// Server-wide settings (migrations/0012_settings.ts): one row per key, absent until an admin sets it.

export function findSetting(db: Db, key: string) {
  return db.selectFrom('settings').select(['value', 'updated_at']).where('key', '=', key).executeTakeFirst();
}

/** Insert or overwrite in one statement (both databases know `on conflict … do update`). */
export async function putSetting(db: Db, key: string, value: string, now: number): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}

/** Writes a value only when the key has none; answers the stored value (several processes starting at once agree on one). */
export async function settingOrInsert(db: Db, key: string, make: () => string, now: number): Promise<string> {
  const existing = await findSetting(db, key);
  if (existing) return existing.value;
  await db.insertInto('settings').values({ key, value: make(), updated_at: now }).onConflict((oc) => oc.column('key').doNothing()).execute();
  return (await findSetting(db, key))!.value;
}
