import type { Kysely } from 'kysely';
import { autoIdColumn, columnTypes } from './dialect.js';

// Sign-in through the group's OpenID provider (docs/sign-in.md). Portable DDL only; frozen once landed.
//
// oidc_identities: which provider account (issuer + subject, the only stable key: an address can
// change at the provider) signs in to which Cardcade account. One per account and issuer.
//
// oidc_logins: a sign-in started and not yet returned from the provider. Keyed by a hash of the
// random value in the starting browser's cookie, so the return is bound to that browser; the row
// is deleted by the first return that presents it, so a replayed return finds nothing.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('oidc_identities')
    .$call(autoIdColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    // The address the provider gave when linked: shown on the profile, never used to find the account.
    .addColumn('email', 'text')
    .addColumn('created_at', t.epochMs, (c) => c.notNull())
    .addColumn('last_login_at', t.epochMs)
    .addUniqueConstraint('oidc_identities_issuer_subject', ['issuer', 'subject'])
    .addUniqueConstraint('oidc_identities_user_issuer', ['user_id', 'issuer'])
    .execute();

  await db.schema
    .createTable('oidc_logins')
    .addColumn('browser_hash', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    // 'login', 'signup' (started on the sign-up page, whose refusals go back there) or 'link' (from the profile, for user_id).
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('invite_code', 'text')
    .addColumn('time_zone', 'text')
    .addColumn('next_path', 'text')
    .addColumn('created_at', t.epochMs, (c) => c.notNull())
    .addColumn('expires_at', t.epochMs, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oidc_logins_expires').on('oidc_logins').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oidc_logins').execute();
  await db.schema.dropTable('oidc_identities').execute();
}
