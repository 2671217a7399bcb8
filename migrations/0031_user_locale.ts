import type { Kysely } from 'kysely';

// The interface's language a user chose (docs/translating.md): 'en', 'es', 'ko', 'ar'…; null until
// they choose, when the browser's languages decide. Mails sent without a request (reminders) use it.
// Portable DDL only (SQLite and PostgreSQL). Frozen: imports nothing of the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
