import { sql } from 'kysely';
import type { Db } from '../db.js';
import type { CardSchedule } from '../domain/scheduler.js';

// One learner's FSRS state of the cards (migration 0019, docs/shared-decks.md): the card rows are
// the deck owner's and shared; each learner's progress is a card_states row. No row means NEW,
// due from the card's creation, so a card an owner adds is NEW for every subscriber at once.
// Every reader of a schedule goes through `cardsWithState`, every writer through `saveCardStates`.

/** The cards (`c`) with the learner's state (`s`, null columns when the card is NEW for them). */
export function cardsWithState(db: Db, userId: number) {
  return db.selectFrom('cards as c').leftJoin('card_states as s', (join) => join.onRef('s.card_id', '=', 'c.id').on('s.user_id', '=', userId));
}

/** The schedule columns of `cardsWithState`, NEW's defaults where the learner has no row. */
export function scheduleSelection() {
  return [
    sql<number>`coalesce(s.due, c.created_at)`.as('due'),
    sql<number>`coalesce(s.stability, 0)`.as('stability'),
    sql<number>`coalesce(s.difficulty, 0)`.as('difficulty'),
    sql<number>`coalesce(s.elapsed_days, 0)`.as('elapsed_days'),
    sql<number>`coalesce(s.scheduled_days, 0)`.as('scheduled_days'),
    sql<number>`coalesce(s.learning_steps, 0)`.as('learning_steps'),
    sql<number>`coalesce(s.reps, 0)`.as('reps'),
    sql<number>`coalesce(s.lapses, 0)`.as('lapses'),
    sql<number>`coalesce(s.state, 0)`.as('state'),
    sql<number | null>`s.last_review`.as('last_review'),
  ] as const;
}

/** Numbers as JS numbers (PostgreSQL answers bigint columns through coalesce as strings in some drivers). */
export function toSchedule(row: Record<keyof CardSchedule, unknown>): CardSchedule {
  return {
    due: Number(row.due),
    stability: Number(row.stability),
    difficulty: Number(row.difficulty),
    elapsed_days: Number(row.elapsed_days),
    scheduled_days: Number(row.scheduled_days),
    learning_steps: Number(row.learning_steps),
    reps: Number(row.reps),
    lapses: Number(row.lapses),
    state: Number(row.state),
    last_review: row.last_review === null || row.last_review === undefined ? null : Number(row.last_review),
  };
}

/** SQLite allows 32,766 bound values per statement: 13 per row. */
const STATES_PER_STATEMENT = 2_000;

/** Writes (inserts or replaces) the learner's state of the given cards. */
export async function saveCardStates(db: Db, userId: number, rows: readonly { cardId: number; deckId: number; schedule: CardSchedule }[]): Promise<void> {
  for (let start = 0; start < rows.length; start += STATES_PER_STATEMENT) {
    const values = rows.slice(start, start + STATES_PER_STATEMENT).map(({ cardId, deckId, schedule }) => ({ user_id: userId, card_id: cardId, deck_id: deckId, ...schedule }));
    await db
      .insertInto('card_states')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['user_id', 'card_id']).doUpdateSet((eb) => ({
          due: eb.ref('excluded.due'),
          stability: eb.ref('excluded.stability'),
          difficulty: eb.ref('excluded.difficulty'),
          elapsed_days: eb.ref('excluded.elapsed_days'),
          scheduled_days: eb.ref('excluded.scheduled_days'),
          learning_steps: eb.ref('excluded.learning_steps'),
          reps: eb.ref('excluded.reps'),
          lapses: eb.ref('excluded.lapses'),
          state: eb.ref('excluded.state'),
          last_review: eb.ref('excluded.last_review'),
        })),
      )
      .execute();
  }
}
