// Queries of the workload planner (docs/workload.md): a learner's workload options of a deck, the
// memory state of its cards, their recent answers (the simulator's answer profile) and how many
// reviews already fall due on each coming day (load balancing).
import { sql } from 'kysely';
import type { Db } from '../db.js';
import { EASY_DAYS_NORMAL } from '../domain/workload/balance.js';
import { cardsWithState } from './cardStates.js';
import { DEFAULT_LEARNER_SETTINGS, decksWithLearner, IMPORTING_SOURCE } from './decks.js';
import type { ProfileLog } from '../domain/workload/profile.js';

export interface WorkloadOptionsRow {
  loadBalancing: boolean;
  easyDays: string;
}

/** The learner's options of the deck: balancing on and no Easy Days until they change them. */
export async function workloadOptions(db: Db, userId: number, deckId: number): Promise<WorkloadOptionsRow> {
  const row = await db
    .selectFrom('deck_learners')
    .select(['load_balancing', 'easy_days'])
    .where('user_id', '=', userId)
    .where('deck_id', '=', deckId)
    .executeTakeFirst();
  return { loadBalancing: row ? Number(row.load_balancing) === 1 : true, easyDays: row?.easy_days ?? EASY_DAYS_NORMAL };
}

/** Upserts the options on the learner's row of the deck (made on first change, like the other settings). */
export async function saveWorkloadOptions(db: Db, userId: number, deckId: number, options: WorkloadOptionsRow, now: number): Promise<void> {
  const changes = { load_balancing: options.loadBalancing ? 1 : 0, easy_days: options.easyDays };
  await db
    .insertInto('deck_learners')
    .values({
      user_id: userId,
      deck_id: deckId,
      ...changes,
      is_owner: sql<0 | 1>`(select case when d.user_id = ${userId} then 1 else 0 end from decks d where d.id = ${deckId})`,
      joined_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'deck_id']).doUpdateSet(changes))
    .execute();
}

/**
 * The learner's settings of a deck they study (own or subscribed) the simulator needs, without the
 * deck's card counts (docs/workload.md: a 10,000-card deck's counts hold the event loop); undefined
 * when it is not theirs.
 */
export async function simulatedDeck(db: Db, userId: number, deckId: number): Promise<{ retention: number; newCardsPerDay: number } | undefined> {
  const row = await decksWithLearner(db, userId)
    .select([
      'd.user_id',
      'd.source',
      'l.user_id as learner',
      sql<number>`coalesce(l.desired_retention, ${DEFAULT_LEARNER_SETTINGS.desired_retention})`.as('retention'),
      sql<number>`coalesce(l.new_cards_per_day, ${DEFAULT_LEARNER_SETTINGS.new_cards_per_day})`.as('new_cards_per_day'),
    ])
    .where('d.id', '=', deckId)
    .executeTakeFirst();
  if (!row || row.source === IMPORTING_SOURCE || (row.user_id !== userId && row.learner === null)) return undefined;
  return { retention: Number(row.retention), newCardsPerDay: Number(row.new_cards_per_day) };
}

/** Cards read per statement: the event loop runs between pages (better-sqlite3 reads synchronously). */
const MEMORY_PAGE = 2_000;

/** Every card of the deck with the learner's memory of it (state 0: never studied), by pages of card ids. */
export async function deckMemoryStates(db: Db, userId: number, deckId: number) {
  const out: { state: number; stability: number; difficulty: number; due: number; lastReview: number | null }[] = [];
  let after = 0;
  for (;;) {
    const rows = await cardsWithState(db, userId)
      .select([
        'c.id',
        sql<number>`coalesce(s.state, 0)`.as('state'),
        sql<number>`coalesce(s.stability, 0)`.as('stability'),
        sql<number>`coalesce(s.difficulty, 0)`.as('difficulty'),
        sql<number>`coalesce(s.due, c.created_at)`.as('due'),
        sql<number | null>`s.last_review`.as('last_review'),
      ])
      .where('c.deck_id', '=', deckId)
      .where('c.id', '>', after)
      .orderBy('c.id')
      .limit(MEMORY_PAGE)
      .execute();
    for (const r of rows) {
      out.push({
        state: Number(r.state),
        stability: Number(r.stability),
        difficulty: Number(r.difficulty),
        due: Number(r.due),
        lastReview: r.last_review === null ? null : Number(r.last_review),
      });
    }
    if (rows.length < MEMORY_PAGE) return out;
    after = rows[rows.length - 1].id;
    // Lets other requests run between pages.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/**
 * The learner's most recent answers, oldest first, each marked when it was their first answer of
 * the card: a card's first answer in the window is its very first when the card has no more
 * reviews (reps) than the window holds. Bounded, on review_logs' user index.
 */
export async function recentProfileLogs(db: Db, userId: number, limit: number): Promise<ProfileLog[]> {
  const rows = await db
    .selectFrom('review_logs as r')
    .leftJoin('card_states as s', (join) => join.onRef('s.card_id', '=', 'r.card_id').on('s.user_id', '=', userId))
    .select(['r.card_id', 'r.rating', 'r.answer_time_ms', 's.reps'])
    .where('r.user_id', '=', userId)
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
  rows.reverse();
  const inWindow = new Map<number, number>();
  for (const row of rows) if (row.card_id !== null) inWindow.set(row.card_id, (inWindow.get(row.card_id) ?? 0) + 1);
  const seen = new Set<number>();
  return rows.map((row) => {
    let first = false;
    if (row.card_id !== null && !seen.has(row.card_id)) {
      seen.add(row.card_id);
      first = row.reps !== null && Number(row.reps) <= (inWindow.get(row.card_id) ?? 0);
    }
    return { rating: Number(row.rating), answerTimeMs: row.answer_time_ms === null ? null : Number(row.answer_time_ms), first };
  });
}

/**
 * Reviews (state 2) of the deck already due on each local day in [fromDay, toDay], counted from
 * the day starting at `dayStart`: day → count, on the card_states_user_deck index.
 */
export async function reviewLoads(db: Db, userId: number, deckId: number, dayStart: number, fromDay: number, toDay: number): Promise<Map<number, number>> {
  const DAY = 86_400_000;
  const start = Math.floor(dayStart);
  const rows = await db
    .selectFrom('card_states')
    .select([sql<number>`(due - ${start}) / ${DAY}`.as('day'), sql<number>`count(*)`.as('count')])
    .where('user_id', '=', userId)
    .where('deck_id', '=', deckId)
    .where('state', '=', 2)
    .where('due', '>=', start + fromDay * DAY)
    .where('due', '<', start + (toDay + 1) * DAY)
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((r) => [Math.floor(Number(r.day)), Number(r.count)]));
}
