import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { DB } from '../db.js';

// The one registry of the app's tables (issue 25): how each table's rows reach a user, and the
// order they can be written in. Deleting an account (services/account.ts deleteAccountData) walks
// it children first, copy-to-postgres (db/copyToPostgres.ts) copies it parents first, and the
// account backup (services/exports.ts, repos/restore.ts) carries the tables marked `backup`.
// userData.test.ts reads the live schema on both databases and fails when a table is missing
// here, when a table with a user_id column is not reached through it, or when the order breaks
// a foreign key: whoever adds a table decides here what happens to it.

export type TableName = keyof DB & string;

/** One way from a row to its user: its own user_id, or a column naming a parent row (the parent's `id`). */
export type OwnerPath = { column: 'user_id' } | { column: string; parent: TableName };

export type Ownership =
  /** Rows of the user, deleted with the account: a row is the user's when any path leads to them. */
  | { kind: 'rows'; paths: readonly OwnerPath[] }
  /** The account row itself (`users.id`), deleted last. */
  | { kind: 'account' }
  /** Rows the user made that outlive them: deleting the account only unlinks `column`. */
  | { kind: 'unlinked'; column: string; why: string }
  /** Rows keyed by something derived from the user (a hash of the e-mail), deleted by that key. */
  | { kind: 'derivedKey'; why: string }
  /** Server-wide rows that belong to nobody. */
  | { kind: 'server'; why: string };

export interface TableEntry {
  name: TableName;
  ownership: Ownership;
  /** What the account backup (docs/account.md) keeps of the table, or why it keeps nothing. */
  backup: { kept: string } | { not: string };
}

const byUser: Ownership = { kind: 'rows', paths: [{ column: 'user_id' }] };

/**
 * Every table of the schema, parents before children (each table's foreign keys point only to
 * tables above it). The order is the one copy-to-postgres has always copied in.
 */
export const TABLES: readonly TableEntry[] = [
  {
    name: 'auth_rate_limits',
    ownership: {
      kind: 'derivedKey',
      why: "The per-email counter is keyed by a hash of the address (services/authRateLimit.ts); a subscriber's suggestion counter by `suggest:<user id>` (services/suggestions.ts), swept a minute later.",
    },
    backup: { not: 'Counters of login attempts and suggestions, meaningless elsewhere.' },
  },
  { name: 'users', ownership: { kind: 'account' }, backup: { kept: "the account's time zone (the backup's settings)" } },
  { name: 'auth_sessions', ownership: byUser, backup: { not: 'Login sessions belong to this server.' } },
  { name: 'decks', ownership: byUser, backup: { kept: 'every visible deck' } },
  // Notes and note types (migration 0022, docs/notes.md): the owner's, like their decks.
  { name: 'note_types', ownership: byUser, backup: { kept: "every note type: fields, templates, CSS, kind and built-in key (the backup's head; a built-in maps onto the restoring account's own)" } },
  { name: 'notes', ownership: byUser, backup: { kept: "each of the user's own notes: guid, fields and tags on its first card in the file, its note type and each card's ordinal on every card" } },
  { name: 'cards', ownership: { kind: 'rows', paths: [{ column: 'deck_id', parent: 'decks' }] }, backup: { kept: 'every card of the decks the learner studies (a copy of a subscribed deck\'s)' } },
  // Shared decks (migration 0019): a learner's progress and settings are their own rows, even on
  // another owner's deck; they go with the learner's account (and with the deck or card).
  { name: 'card_states', ownership: byUser, backup: { kept: "each card's schedule, as the card's fsrs" } },
  { name: 'deck_learners', ownership: byUser, backup: { kept: "the learner's settings of each deck (exam date, retention)" } },
  {
    name: 'suggestions',
    // Both paths: a learner's own suggestions, and those made to the decks they own.
    ownership: { kind: 'rows', paths: [{ column: 'user_id' }, { column: 'deck_id', parent: 'decks' }] },
    backup: { not: "A suggestion is a message to a deck's owner, answered on this server." },
  },
  { name: 'import_cache', ownership: byUser, backup: { not: 'A pending import preview lives a few minutes.' } },
  {
    name: 'invites',
    ownership: { kind: 'unlinked', column: 'created_by', why: "Kept, revoked, so the admin's list still shows how many people each let in (docs/administration.md)." },
    backup: { not: 'Invites are the server\'s, not the account\'s.' },
  },
  { name: 'media', ownership: byUser, backup: { kept: 'the images and sounds the cards use' } },
  {
    name: 'media_chunks',
    // Both paths: user_id repeats the file's owner so a read checks ownership without a join.
    ownership: { kind: 'rows', paths: [{ column: 'user_id' }, { column: 'media_id', parent: 'media' }] },
    backup: { not: 'The files go out whole through media (repos/media.ts readMediaBytes).' },
  },
  { name: 'memory_models', ownership: byUser, backup: { not: 'Refitted from the restored reviews.' } },
  { name: 'password_reset_tokens', ownership: byUser, backup: { not: 'Reset links belong to this server.' } },
  {
    name: 'review_logs',
    // Both paths: a log of the user's deck is theirs even if its user_id were ever another's.
    ownership: { kind: 'rows', paths: [{ column: 'user_id' }, { column: 'deck_id', parent: 'decks' }] },
    backup: { kept: 'every review of the kept decks' },
  },
  { name: 'settings', ownership: { kind: 'server', why: 'The server-wide settings an admin chose (registration mode).' }, backup: { not: 'Server-wide.' } },
  { name: 'study_sessions', ownership: byUser, backup: { not: 'Only guards against a game submitted twice.' } },
  { name: 'oidc_identities', ownership: byUser, backup: { not: "A link to this server's identity provider (docs/sign-in.md)." } },
  // user_id is set only for a link started from the profile; a sign-in's row has none and expires within minutes.
  { name: 'oidc_logins', ownership: byUser, backup: { not: 'A sign-in on its way through the provider lives ten minutes.' } },
  // Mail and reminders (migration 0023, docs/mail.md).
  { name: 'email_tokens', ownership: byUser, backup: { not: 'Confirmation links belong to this server.' } },
  { name: 'reminder_settings', ownership: byUser, backup: { not: "Reminders are this server's mail and push; set them again after a restore." } },
  { name: 'push_subscriptions', ownership: byUser, backup: { not: "A browser's push subscription works only with this server's keys." } },
  { name: 'api_tokens', ownership: byUser, backup: { not: 'API tokens belong to this server; make new ones after a restore.' } },
  {
    name: 'anki_media_names',
    ownership: { kind: 'rows', paths: [{ column: 'user_id' }, { column: 'media_id', parent: 'media' }] },
    backup: { not: "Names AnkiConnect clients gave files; the files themselves go with the cards that use them, and a client's next sync names them again." },
  },
];

/** How a copy of a deck writes one column of `cards` anew (see CARD_COLUMNS_REWRITTEN_ON_COPY). */
export type CardCopyRewrite = 'newRow' | 'targetDeck' | 'copiedAt' | 'mediaId' | 'imagesInHtml' | 'newNote';

/**
 * The columns of `cards` that a copy of a deck writes anew ("Make my own copy", and the hand-over
 * of a shared deck its owner deletes: repos/sharedDecks.ts copyCards, docs/shared-decks.md).
 * Every other column of the live schema is copied as it is: the copy reads the table's columns
 * from the database, so a column added later travels with its card without anyone listing it.
 * Add a column here only when a copy must not keep its value (it names a row of the old owner).
 * sharedDecks.test.ts fills every column of a card and fails when the copy differs.
 */
export const CARD_COLUMNS_REWRITTEN_ON_COPY: Readonly<Record<string, { rewrite: CardCopyRewrite; why: string }>> = {
  id: { rewrite: 'newRow', why: 'A copy is a new row.' },
  deck_id: { rewrite: 'targetDeck', why: "The copy's deck." },
  created_at: { rewrite: 'copiedAt', why: 'The copy is a new card of the new deck, made at the time of the copy (as before).' },
  updated_at: { rewrite: 'copiedAt', why: 'Not edited since it was copied.' },
  term_image_id: { rewrite: 'mediaId', why: "Media are per account: the new owner's own row of the same file." },
  definition_image_id: { rewrite: 'mediaId', why: "Media are per account: the new owner's own row of the same file." },
  term_audio_id: { rewrite: 'mediaId', why: "Media are per account: the new owner's own row of the same file." },
  definition_audio_id: { rewrite: 'mediaId', why: "Media are per account: the new owner's own row of the same file." },
  term_html: { rewrite: 'imagesInHtml', why: "Inline images name the old owner's files (/api/media/{publicId}): the new owner's copies instead." },
  definition_html: { rewrite: 'imagesInHtml', why: "Inline images name the old owner's files (/api/media/{publicId}): the new owner's copies instead." },
  ord: { rewrite: 'newNote', why: "The card's place in its new note (repos/notes.ts attachNotes)." },
  note_id: { rewrite: 'newNote', why: "Notes are per account: the copy's cards get notes of the new owner's own (repos/notes.ts attachNotes, docs/notes.md)." },
};

export const tableEntry = (name: string): TableEntry | undefined => TABLES.find((t) => t.name === name);

/** The tables parents first: the order rows can be inserted in. */
export const tablesParentsFirst = (): TableName[] => TABLES.map((t) => t.name);

/** The tables children first: the order rows can be deleted in. */
export const tablesChildrenFirst = (): TableName[] => tablesParentsFirst().reverse();

/** The tables the account backup keeps rows of. */
export const backedUpTables = (): TableName[] => TABLES.filter((t) => 'kept' in t.backup).map((t) => t.name);

/** `where` for the rows of `table` that belong to the user, following each owner path up to a user_id. */
export function ownedBy(table: TableName, userId: number) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    const entry = tableEntry(table);
    if (!entry || entry.ownership.kind !== 'rows') throw new Error(`Table ${table} has no rows of a user (db/userData.ts)`);
    return eb.or(
      entry.ownership.paths.map((path) =>
        'parent' in path ? eb(path.column, 'in', eb.selectFrom(path.parent).select('id').where(ownedBy(path.parent, userId))) : eb(path.column, '=', userId),
      ),
    );
  };
}

/** Deletes the user's rows of one `rows` table (run children first, inside a transaction). */
export async function deleteOwnedRows(db: Kysely<any>, table: TableName, userId: number): Promise<void> {
  await db.deleteFrom(table).where(ownedBy(table, userId)).execute();
}

/**
 * Fails at load when a module that handles the backup's tables (the export, the restore) does not
 * name exactly the tables the registry marks as kept: a table newly marked `backup.kept` breaks
 * every export and restore test until both are taught to carry it (or say why one skips it).
 */
export function assertHandlesBackedUpTables(module: string, handled: readonly TableName[], skipped: Partial<Record<TableName, string>> = {}): void {
  const kept = backedUpTables().filter((t) => !(t in skipped));
  const missing = kept.filter((t) => !handled.includes(t));
  const extra = handled.filter((t) => !kept.includes(t));
  if (missing.length || extra.length) {
    throw new Error(`${module} does not match the backup's tables in db/userData.ts (missing: ${missing.join(', ') || 'none'}; not kept: ${extra.join(', ') || 'none'})`);
  }
}
