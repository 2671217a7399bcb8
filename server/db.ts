import Database from './db/sqliteNative.js';
import { Kysely, Migrator, sql } from 'kysely';
import type { ColumnType, Generated } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import { migrationProvider } from '../migrations/index.js';
import { dialectOf } from './db/dialect.js';
import { createPostgresDialect, isPostgresUrl } from './db/postgres.js';
import { NonBlockingSqliteDialect, withStatementCache } from './db/sqliteDriver.js';

// Typed as SQLite stores things: booleans 0|1, times epoch ms, days 'yyyy-mm-dd'. PostgreSQL
// answers with the same JS types (db/postgres.ts parses bigint and numeric as numbers).
export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  time_zone: Generated<string>;
  created_at: number;
  role: Generated<Role>;
  /** Epoch ms of the last login or request (updated at most hourly); null before the first. */
  last_active_at: number | null;
  /** 1 while the time zone follows the browser at login; 0 once chosen on the profile (0009). */
  time_zone_auto: Generated<0 | 1>;
  /** The name other learners see (library, leaderboard); null: 'Learner {id}' (migration 0019). */
  display_name: string | null;
  /** 1 once the learner opts in to the weekly leaderboard (off by default). */
  show_on_leaderboard: Generated<0 | 1>;
  /** Epoch ms the address was confirmed by mail (migration 0023, docs/mail.md); null: not confirmed. */
  email_verified_at: number | null;
  /** The interface's language the user chose (migration 0031, docs/translating.md); null: the browser's. */
  locale: Generated<string | null>;
}

export type Role = 'user' | 'admin';

export interface InvitesTable {
  id: Generated<number>;
  code: string;
  created_by: number | null;
  uses_allowed: number;
  uses_count: Generated<number>;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface AuthSessionsTable {
  id_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  /** The browser's User-Agent at login (0009); null for older sessions. */
  user_agent: string | null;
  /** Epoch ms of the last request, written at most once a minute (0009). */
  last_seen_at: number | null;
}

export interface DecksTable {
  id: Generated<number>;
  /** The deck's owner: the only account that may change it or its cards (docs/shared-decks.md). */
  user_id: number;
  name: string;
  description: string | null;
  source: Generated<string>;
  created_at: number;
  updated_at: number;
  /** 'private' | 'server': 'server' lists it in the Shared Decks library (migration 0019). */
  visibility: Generated<string>;
  /** Canonical BCP 47 tags of each side's language, null = none (0018, docs/study-modes.md). */
  term_language: string | null;
  definition_language: string | null;
}

/**
 * One learner's settings of one deck (migration 0019): the owner's row (absent until they change
 * a setting: defaults) and each subscriber's (present: it is the subscription).
 */
export interface DeckLearnersTable {
  user_id: number;
  deck_id: number;
  exam_date: string | null;
  pacing_start_date: string | null;
  /** FSRS desired retention of this learner's schedule, 0.70–0.97 (docs/memory-model.md). */
  desired_retention: Generated<number>;
  /** 'forward' | 'reverse' | 'mixed': the direction last studied (docs/study-options.md). */
  study_direction: Generated<string>;
  /** At most this many never-studied cards are introduced per local day (docs/study-options.md). */
  new_cards_per_day: Generated<number>;
  /** 'Study N more new cards today' (issue 29.2): added to the limit on extra_new_cards_day only. */
  extra_new_cards: Generated<number>;
  extra_new_cards_day: string | null;
  is_owner: Generated<0 | 1>;
  /** 1: the owner's card statistics count this learner's answers (no names). */
  share_progress: Generated<0 | 1>;
  joined_at: number;
  /** 1: a review's due day leans toward the lighter day of its fuzz range (0025, docs/workload.md). */
  load_balancing: Generated<number>;
  /** Easy Days, Sunday first: 'n' normal, 'r' reduced, 'm' minimum (0025, docs/workload.md). */
  easy_days: Generated<string>;
  /** 1 (default): a smart session asks one card of a note per day (migration 0027, docs/study-sessions.md). */
  bury_siblings: Generated<0 | 1>;
}

export interface CardsTable {
  id: Generated<number>;
  deck_id: number;
  term: string;
  definition: string;
  created_at: number;
  updated_at: number;
  /** Media row ids (migration 0007); null when the side has none. */
  term_image_id: number | null;
  definition_image_id: number | null;
  term_audio_id: number | null;
  definition_audio_id: number | null;
  /** A side's sanitized HTML (migration 0016, docs/rich-cards.md); null for a plain side. */
  term_html: ColumnType<string | null, string | null | undefined, string | null>;
  definition_html: ColumnType<string | null, string | null | undefined, string | null>;
  /** Cloze cards (migration 0017, docs/study-modes.md): 'basic' | 'cloze'; the rest null for basic cards. */
  kind: Generated<'basic' | 'cloze' | 'image-occlusion'>;
  cloze_number: number | null;
  cloze_note: string | null;
  cloze_text: string | null;
  cloze_extra: string | null;
  cloze_answer: string | null;
  /** An imported Anki card's `{note guid}:{template ordinal}` (migration 0020); re-import matches by it. */
  anki_key: string | null;
  /** Its note (migration 0022, docs/notes.md); null only until `attachNotes` gives it one. */
  note_id: number | null;
  /** The template it is made from (its index), or a cloze card's number - 1. */
  ord: Generated<number>;
  /** 1 when its owner suspended it (migration 0028, docs/browse.md): no session or game asks it. */
  suspended: Generated<number>;
}

/** A note type (migration 0022, docs/notes.md): fields, card templates and CSS, as JSON text. */
export interface NoteTypesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  kind: 'standard' | 'cloze' | 'image-occlusion';
  builtin: string | null;
  fields: string;
  templates: string;
  css: Generated<string>;
  sort_field: Generated<number>;
  anki_id: number | null;
  created_at: number;
  updated_at: number;
}

/** A note (migration 0022): one HTML value per field of its type, tags and a guid. */
export interface NotesTable {
  id: Generated<number>;
  user_id: number;
  note_type_id: number;
  deck_id: number;
  guid: string;
  fields: string;
  field_text: string;
  tags: Generated<string>;
  created_at: number;
  updated_at: number;
  /** A hash of the first field's plain text (migration 0029): the indexed duplicate check. */
  first_field_key: string | null;
  /** The fields as an AnkiConnect client last sent them (JSON), cleared by any other edit. */
  anki_fields: string | null;
}

/** One learner's FSRS state of one card (migration 0019); no row: NEW, due from the card's creation. */
export interface CardStatesTable {
  user_id: number;
  card_id: number;
  deck_id: number;
  due: number;
  stability: Generated<number>;
  difficulty: Generated<number>;
  elapsed_days: Generated<number>;
  scheduled_days: Generated<number>;
  learning_steps: Generated<number>;
  reps: Generated<number>;
  lapses: Generated<number>;
  state: Generated<number>;
  last_review: number | null;
}

/** A subscriber's proposed change to a shared deck (migration 0019). */
export interface SuggestionsTable {
  id: Generated<number>;
  deck_id: number;
  /** The card an edit is for; null for a new card (or a card deleted since). */
  card_id: number | null;
  user_id: number;
  /** 'edit' | 'new' */
  kind: string;
  term: string;
  definition: string;
  /** 'pending' | 'accepted' | 'rejected' */
  status: Generated<string>;
  created_at: number;
  decided_at: number | null;
}

export interface StudySessionsTable {
  id: string;
  user_id: number;
  deck_id: number | null;
  game_type: string | null;
  applied: Generated<number>;
  skipped: Generated<number>;
  submitted_at: number;
}

export interface ReviewLogsTable {
  id: Generated<number>;
  user_id: number;
  deck_id: number;
  card_id: number | null;
  session_id: string;
  rating: number;
  is_correct: 0 | 1;
  game_type: string;
  answer_time_ms: number | null;
  used_hint: Generated<0 | 1>;
  reviewed_at: number;
  local_day: string;
}

export interface ImportCacheTable {
  id: string;
  user_id: number;
  type: string;
  payload: string;
  created_at: number;
  expires_at: number;
  /** JSON of the confirm's answer once confirmed (migration 0002); null before. */
  result: string | null;
}

export interface AuthRateLimitsTable {
  key: string;
  window_start: number;
  attempts: number;
}

export interface MemoryModelsTable {
  user_id: number;
  /** JSON array of 21 FSRS parameters. */
  parameters: string;
  personal: Generated<0 | 1>;
  optimized_at: number | null;
  review_count: Generated<number>;
  /** JSON of the last fit's held-out evaluation, or null. */
  evaluation: string | null;
  reviews_at_last_fit: Generated<number>;
  updated_at: number;
}

/** A file's bytes in order (migration 0015): chunk `idx` holds bytes [idx × MEDIA_CHUNK_BYTES, …). */
export interface MediaChunkTable {
  media_id: number;
  idx: number;
  /** The media row's owner, repeated so a read checks ownership without a join. */
  user_id: number;
  bytes: Buffer;
}

export interface MediaTable {
  id: Generated<number>;
  user_id: number;
  /** Hex SHA-256 of the bytes; unique per user. */
  sha256: string;
  /** Sniffed from the bytes when stored. */
  mime: string;
  size: number;
  /** Empty since migration 0015: the bytes are in `media_chunks`. */
  bytes: Buffer;
  created_at: number;
  /** The random id in the file's URL (migration 0013); set by every writer, never null in practice. */
  public_id: ColumnType<string | null, string, string>;
}

/** Server-wide settings an admin changed (migrations/0012_settings.ts); a missing row means the default. */
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: number;
}

/** A provider account that signs in to a Cardcade account (migrations/0024_oidc_identities.ts, docs/sign-in.md). */
export interface OidcIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  issuer: string;
  subject: string;
  email: string | null;
  created_at: number;
  last_login_at: number | null;
}

/** A sign-in on its way through the provider, bound to its browser's cookie (docs/sign-in.md). */
export interface OidcLoginsTable {
  browser_hash: string;
  state: string;
  nonce: string;
  code_verifier: string;
  purpose: 'login' | 'signup' | 'link';
  user_id: number | null;
  invite_code: string | null;
  time_zone: string | null;
  next_path: string | null;
  created_at: number;
  expires_at: number;
}

/** One-time links about an address (migration 0023, docs/mail.md): 'verify' | 'change'. */
export interface EmailTokensTable {
  token_hash: string;
  user_id: number;
  purpose: string;
  email: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A learner's study reminder (migration 0023, docs/mail.md); no row: off. */
export interface ReminderSettingsTable {
  user_id: number;
  enabled: Generated<0 | 1>;
  time: string;
  weekdays: string;
  email: Generated<0 | 1>;
  push: Generated<0 | 1>;
  /** The learner's local day of the last reminder claimed. */
  last_day: string | null;
  updated_at: number;
}

/** A device's Web Push subscription (migration 0023). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: number;
}

/** A personal API token (migration 0026, docs/api.md): only its SHA-256 is kept. */
export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** 'read' | 'write' */
  scope: string;
  token_hash: string;
  created_at: number;
  /** Null: never expires. */
  expires_at: number | null;
  /** Written at most once a minute; null before the first use. */
  last_used_at: number | null;
}

/** A file name an AnkiConnect client stored a medium under (migration 0026, docs/api.md). */
export interface AnkiMediaNamesTable {
  user_id: number;
  filename: string;
  media_id: number;
  created_at: number;
}

export interface DB {
  users: UsersTable;
  auth_sessions: AuthSessionsTable;
  decks: DecksTable;
  note_types: NoteTypesTable;
  notes: NotesTable;
  cards: CardsTable;
  card_states: CardStatesTable;
  deck_learners: DeckLearnersTable;
  suggestions: SuggestionsTable;
  study_sessions: StudySessionsTable;
  review_logs: ReviewLogsTable;
  import_cache: ImportCacheTable;
  auth_rate_limits: AuthRateLimitsTable;
  invites: InvitesTable;
  password_reset_tokens: PasswordResetTokensTable;
  memory_models: MemoryModelsTable;
  media: MediaTable;
  media_chunks: MediaChunkTable;
  settings: SettingsTable;
  oidc_identities: OidcIdentitiesTable;
  oidc_logins: OidcLoginsTable;
  email_tokens: EmailTokensTable;
  reminder_settings: ReminderSettingsTable;
  push_subscriptions: PushSubscriptionsTable;
  api_tokens: ApiTokensTable;
  anki_media_names: AnkiMediaNamesTable;
}

export type Db = Kysely<DB>;

/** Where the data lives: a SQLite file (':memory:' has no location, so no imports) or a PostgreSQL server. */
export type DbTarget = string | { path: string } | { url: string; poolSize?: number; idleTimeoutMs?: number };

/**
 * Opens a database. A `postgres://` URL (or `{ url }`) opens a pg pool; anything else is a SQLite
 * file path, created if needed. Nothing else in the app depends on which one it is (db/dialect.ts).
 */
export function createDb(target: DbTarget): Db {
  if (typeof target === 'string') target = isPostgresUrl(target) ? { url: target } : { path: target };
  if ('url' in target) {
    const db = new Kysely<DB>({ dialect: createPostgresDialect(target) });
    postgresUrls.set(db, target.url);
    return db;
  }
  return createSqliteDb(target.path);
}

const postgresUrls = new WeakMap<Kysely<any>, string>();

/** The URL of a PostgreSQL Kysely made on a pool of its own (the tests' shared pool), for `databaseLocation`. */
export function setPostgresUrl(db: Kysely<any>, url: string): void {
  postgresUrls.set(db, url);
}

/**
 * Where another thread or process can open the same database: the SQLite file, or the PostgreSQL
 * URL it was opened with; null for ':memory:' (and a PostgreSQL pool not made by createDb, unless setPostgresUrl named it).
 * The import workers use it to write on their own connection.
 */
export async function databaseLocation(db: Kysely<any>): Promise<string | null> {
  if (dialectOf(db) === 'postgres') return postgresUrls.get(db) ?? null;
  const rows = await sql<{ name: string; file: string }>`PRAGMA database_list`.execute(db);
  return rows.rows.find((row) => row.name === 'main')?.file || null;
}

/** The database the configuration names: DATABASE_URL when set, else the file at DATABASE_PATH. */
export function openDatabase(config: { databasePath: string; databaseUrl?: string | null; databasePoolSize?: number }): Db {
  return config.databaseUrl ? createDb({ url: config.databaseUrl, poolSize: config.databasePoolSize }) : createDb({ path: config.databasePath });
}

function createSqliteDb(dbPath: string): Db {
  if (dbPath !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(dbPath)), { recursive: true });
  const sqlite = new Database(dbPath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  // Waiting for another connection's write lock happens on timers, not inside SQLite, which
  // would hold the event loop (server/db/sqliteDriver.ts).
  sqlite.pragma('busy_timeout = 0');
  return new Kysely<DB>({ dialect: new NonBlockingSqliteDialect({ database: withStatementCache(sqlite) }) });
}

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
