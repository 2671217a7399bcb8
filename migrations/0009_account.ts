import type { Kysely } from 'kysely';
import { columnTypes } from './dialect.js';

// The profile page (docs/account.md): each login session keeps the browser that made it and when it
// was last used, so a person can see where they are logged in; a user's time zone remembers
// whether they chose it. Portable DDL only (SQLite and PostgreSQL).
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  // The User-Agent header at login, cut to 512 characters; null for sessions from before 0009.
  await db.schema.alterTable('auth_sessions').addColumn('user_agent', 'text').execute();
  // Epoch ms of the session's last request, written at most once a minute; null before 0009.
  await db.schema.alterTable('auth_sessions').addColumn('last_seen_at', t.epochMs).execute();
  // 1 while the time zone follows the browser at each login (as it always did); 0 once the person
  // picked one on the profile page, which a login from a travelling laptop must not overwrite.
  await db.schema.alterTable('users').addColumn('time_zone_auto', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('time_zone_auto').execute();
  await db.schema.alterTable('auth_sessions').dropColumn('last_seen_at').execute();
  await db.schema.alterTable('auth_sessions').dropColumn('user_agent').execute();
}
