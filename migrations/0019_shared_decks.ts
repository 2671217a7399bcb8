import { sql, type Kysely } from 'kysely';
import { autoIdColumn, columnTypes } from './dialect.js';

// Shared decks (issue 28, docs/shared-decks.md, docs/shared-decks.md): a card's content is the owner's, its
// study progress is each learner's. The FSRS columns move from `cards` to `card_states` (one row
// per learner and card) and the per-learner deck settings move from `decks` to `deck_learners`
// (one row per learner and deck). Every existing value is copied to the deck owner's rows before
// the old columns are dropped, so nothing studied is lost.
//
// A missing card_states row means NEW (due from the card's creation): an owner's new card is NEW
// for every subscriber without writing a row per subscriber. A missing deck_learners row of the
// owner means the default settings; a subscriber always has one (it is the subscription).
// Frozen: imports nothing of the app.

const STATE_COLUMNS = ['due', 'stability', 'difficulty', 'elapsed_days', 'scheduled_days', 'learning_steps', 'reps', 'lapses', 'state', 'last_review'];
const SETTING_COLUMNS = ['exam_date', 'pacing_start_date', 'desired_retention', 'study_direction', 'new_cards_per_day', 'extra_new_cards', 'extra_new_cards_day'];

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('card_states')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card_id', 'integer', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    // The card's deck, repeated so per-deck counts of one learner read one index range.
    .addColumn('deck_id', 'integer', (c) => c.notNull().references('decks.id').onDelete('cascade'))
    .addColumn('due', t.epochMs, (c) => c.notNull())
    .addColumn('stability', t.float, (c) => c.notNull().defaultTo(0))
    .addColumn('difficulty', t.float, (c) => c.notNull().defaultTo(0))
    .addColumn('elapsed_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scheduled_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('learning_steps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lapses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_review', t.epochMs)
    .addPrimaryKeyConstraint('card_states_pk', ['user_id', 'card_id'])
    .execute();
  // Due and new counts of one learner's deck (My Decks, sessions) from the index alone.
  await db.schema.createIndex('card_states_user_deck').on('card_states').columns(['user_id', 'deck_id', 'state', 'due']).execute();
  // The owner's per-card statistics, and the cascade from a deleted card.
  await db.schema.createIndex('card_states_card').on('card_states').column('card_id').execute();

  await db.schema
    .createTable('deck_learners')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('deck_id', 'integer', (c) => c.notNull().references('decks.id').onDelete('cascade'))
    .addColumn('exam_date', 'text')
    .addColumn('pacing_start_date', 'text')
    .addColumn('desired_retention', t.float, (c) => c.notNull().defaultTo(0.9))
    .addColumn('study_direction', 'text', (c) => c.notNull().defaultTo('forward'))
    .addColumn('new_cards_per_day', 'integer', (c) => c.notNull().defaultTo(20))
    .addColumn('extra_new_cards', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('extra_new_cards_day', 'text')
    .addColumn('is_owner', 'integer', (c) => c.notNull().defaultTo(0))
    // 1 when this learner lets the deck's owner count their answers in the card statistics.
    .addColumn('share_progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('joined_at', t.epochMs, (c) => c.notNull())
    .addPrimaryKeyConstraint('deck_learners_pk', ['user_id', 'deck_id'])
    .execute();
  await db.schema.createIndex('deck_learners_deck').on('deck_learners').column('deck_id').execute();
  // One learner's answers of one shared deck in time order (an export pages them; stats read them).
  await db.schema.createIndex('review_logs_deck_user_reviewed').on('review_logs').columns(['deck_id', 'user_id', 'reviewed_at', 'id']).execute();

  await db.schema
    .createTable('suggestions')
    .$call(autoIdColumn(db))
    .addColumn('deck_id', 'integer', (c) => c.notNull().references('decks.id').onDelete('cascade'))
    // The card an edit is for; null for a new card, or when the card was deleted since.
    .addColumn('card_id', 'integer', (c) => c.references('cards.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', t.epochMs, (c) => c.notNull())
    .addColumn('decided_at', t.epochMs)
    .execute();
  await db.schema.createIndex('suggestions_deck_status').on('suggestions').columns(['deck_id', 'status', 'id']).execute();
  await db.schema.createIndex('suggestions_user').on('suggestions').columns(['user_id', 'id']).execute();

  await db.schema.alterTable('decks').addColumn('visibility', 'text', (c) => c.notNull().defaultTo('private')).execute();
  await db.schema.createIndex('decks_visibility_updated').on('decks').columns(['visibility', 'updated_at']).execute();
  // Null: shown as 'Learner {id}' (an e-mail never leaves the account).
  await db.schema.alterTable('users').addColumn('display_name', 'text').execute();
  await db.schema.alterTable('users').addColumn('show_on_leaderboard', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  // Every existing card's state becomes its owner's, inside the database (never through the app).
  await sql`insert into card_states (user_id, card_id, deck_id, ${sql.raw(STATE_COLUMNS.join(', '))})
    select d.user_id, c.id, c.deck_id, ${sql.raw(STATE_COLUMNS.map((col) => `c.${col}`).join(', '))}
    from cards c join decks d on d.id = c.deck_id`.execute(db);
  await sql`insert into deck_learners (user_id, deck_id, ${sql.raw(SETTING_COLUMNS.join(', '))}, is_owner, share_progress, joined_at)
    select user_id, id, ${sql.raw(SETTING_COLUMNS.join(', '))}, 1, 0, created_at from decks`.execute(db);

  // The old columns go: nothing may read a state that is no longer kept up to date.
  await db.schema.dropIndex('cards_deck_state_due').execute();
  await db.schema.dropIndex('cards_deck_due').execute();
  for (const column of STATE_COLUMNS) await db.schema.alterTable('cards').dropColumn(column).execute();
  for (const column of SETTING_COLUMNS) await db.schema.alterTable('decks').dropColumn(column).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  // The owner's progress and settings come back to the shared tables; subscribers' are dropped.
  await db.schema.alterTable('cards').addColumn('due', t.epochMs, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('cards').addColumn('stability', t.float, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('cards').addColumn('difficulty', t.float, (c) => c.notNull().defaultTo(0)).execute();
  for (const column of ['elapsed_days', 'scheduled_days', 'learning_steps', 'reps', 'lapses', 'state']) {
    await db.schema.alterTable('cards').addColumn(column, 'integer', (c) => c.notNull().defaultTo(0)).execute();
  }
  await db.schema.alterTable('cards').addColumn('last_review', t.epochMs).execute();
  await db.schema.alterTable('decks').addColumn('exam_date', 'text').execute();
  await db.schema.alterTable('decks').addColumn('pacing_start_date', 'text').execute();
  await db.schema.alterTable('decks').addColumn('desired_retention', t.float, (c) => c.notNull().defaultTo(0.9)).execute();
  await db.schema.alterTable('decks').addColumn('study_direction', 'text', (c) => c.notNull().defaultTo('forward')).execute();
  await db.schema.alterTable('decks').addColumn('new_cards_per_day', 'integer', (c) => c.notNull().defaultTo(20)).execute();
  await db.schema.alterTable('decks').addColumn('extra_new_cards', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('decks').addColumn('extra_new_cards_day', 'text').execute();

  await sql`update cards set due = created_at`.execute(db);
  for (const column of STATE_COLUMNS) {
    await sql`update cards set ${sql.ref(column)} = (select s.${sql.ref(column)} from card_states s join decks d on d.id = s.deck_id
      where s.card_id = cards.id and s.user_id = d.user_id)
      where exists (select 1 from card_states s join decks d on d.id = s.deck_id where s.card_id = cards.id and s.user_id = d.user_id)`.execute(db);
  }
  for (const column of SETTING_COLUMNS) {
    await sql`update decks set ${sql.ref(column)} = (select l.${sql.ref(column)} from deck_learners l where l.deck_id = decks.id and l.user_id = decks.user_id)
      where exists (select 1 from deck_learners l where l.deck_id = decks.id and l.user_id = decks.user_id)`.execute(db);
  }
  await db.schema.createIndex('cards_deck_due').on('cards').columns(['deck_id', 'due']).execute();
  await db.schema.createIndex('cards_deck_state_due').on('cards').columns(['deck_id', 'state', 'due']).execute();

  await db.schema.alterTable('users').dropColumn('show_on_leaderboard').execute();
  await db.schema.alterTable('users').dropColumn('display_name').execute();
  await db.schema.dropIndex('decks_visibility_updated').execute();
  await db.schema.alterTable('decks').dropColumn('visibility').execute();
  await db.schema.dropIndex('review_logs_deck_user_reviewed').execute();
  await db.schema.dropTable('suggestions').execute();
  await db.schema.dropTable('deck_learners').execute();
  await db.schema.dropTable('card_states').execute();
}
