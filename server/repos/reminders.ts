import { sql } from 'kysely';
import type { Db } from '../db.js';
import { DEFAULT_LEARNER_SETTINGS, IMPORTING_SOURCE } from './decks.js';

// Study reminders and Web Push subscriptions (migrations/0023_mail_reminders.ts, docs/mail.md).

export function findReminderSettings(db: Db, userId: number) {
  return db.selectFrom('reminder_settings').select(['enabled', 'time', 'weekdays', 'email', 'push']).where('user_id', '=', userId).executeTakeFirst();
}

export async function saveReminderSettings(db: Db, userId: number, s: { enabled: boolean; time: string; weekdays: string; email: boolean; push: boolean }, now: number): Promise<void> {
  const values = { enabled: s.enabled ? 1 : 0, time: s.time, weekdays: s.weekdays, email: s.email ? 1 : 0, push: s.push ? 1 : 0, updated_at: now } as const;
  await db
    .insertInto('reminder_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** The one-click unsubscribe: mail off; reminders off when no channel is left. */
export async function turnOffReminderMail(db: Db, userId: number, now: number): Promise<void> {
  await db.updateTable('reminder_settings').set({ email: 0, updated_at: now }).where('user_id', '=', userId).execute();
  await db.updateTable('reminder_settings').set({ enabled: 0 }).where('user_id', '=', userId).where('push', '=', 0).execute();
}

/** Every enabled reminder with its learner's zone, in pages by user id (keyset). */
export function enabledRemindersPage(db: Db, afterUserId: number, limit: number) {
  return db
    .selectFrom('reminder_settings as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.user_id', 'r.time', 'r.weekdays', 'r.email', 'r.push', 'r.last_day', 'u.time_zone', 'u.email as address'])
    .where('r.enabled', '=', 1)
    .where('r.user_id', '>', afterUserId)
    .orderBy('r.user_id')
    .limit(limit)
    .execute();
}

/**
 * Claims the reminders of `day` of these learners: one conditional UPDATE, so of several processes
 * (or two passes) exactly one changes each row, and only its RETURNING names that learner.
 */
export async function claimReminderDays(db: Db, userIds: readonly number[], day: string): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db
    .updateTable('reminder_settings')
    .set({ last_day: day })
    .where('user_id', 'in', userIds)
    .where('enabled', '=', 1)
    .where((e) => e.or([e('last_day', 'is', null), e('last_day', '!=', day)]))
    .returning('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

/** The local days with answers of each of these learners (for their streaks). */
export async function studyDaysOf(db: Db, userIds: readonly number[]): Promise<Map<number, string[]>> {
  const days = new Map<number, string[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return days;
  const rows = await db.selectFrom('review_logs').select(['user_id', 'local_day']).distinct().where('user_id', 'in', userIds).execute();
  for (const r of rows) days.get(r.user_id)?.push(r.local_day);
  return days;
}

// ---- Push subscriptions ----

/** A device subscribes once; the same endpoint again (a new key, another account on it) replaces the row. */
export async function upsertPushSubscription(db: Db, s: { userId: number; endpoint: string; p256dh: string; auth: string; userAgent: string | null; now: number }): Promise<void> {
  const values = { user_id: s.userId, p256dh: s.p256dh, auth: s.auth, user_agent: s.userAgent, created_at: s.now };
  await db
    .insertInto('push_subscriptions')
    .values({ endpoint: s.endpoint, ...values })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
    .execute();
}

/** Keeps the newest `keep` of a user's devices. */
export async function trimPushSubscriptions(db: Db, userId: number, keep: number): Promise<void> {
  const old = await db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').offset(keep).limit(1000).execute();
  if (old.length) await db.deleteFrom('push_subscriptions').where('id', 'in', old.map((r) => r.id)).execute();
}

export async function deletePushSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const result = await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The push service said the subscription is gone (404/410). */
export function deletePushSubscriptionById(db: Db, id: number) {
  return db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export function listPushSubscriptions(db: Db, userIds: readonly number[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db.selectFrom('push_subscriptions').select(['id', 'user_id', 'endpoint', 'p256dh', 'auth']).where('user_id', 'in', userIds).orderBy('id').execute();
}

// ---- What a reminder says, for a group of learners at once ----

/** A deck a learner studies, with what the digest needs of it (the counts of repos/decks.ts listDecks). */
export interface LearnerDeckCounts {
  learner_id: number;
  id: number;
  name: string;
  exam_date: string | null;
  new_cards_per_day: number;
  extra_new_cards: number;
  extra_new_cards_day: string | null;
  due_card_count: number;
  new_due_count: number;
}

/**
 * The decks (own and subscribed) of every one of these learners with their due and new counts,
 * in one query, each learner's in listDecks's order (latest change first): the same counts
 * repos/decks.ts listDecks reads for one learner, so a reminder says what the deck list shows.
 */
export async function deckCountsOf(db: Db, userIds: readonly number[], now: number): Promise<LearnerDeckCounts[]> {
  if (!userIds.length) return [];
  const learner = sql.ref('x.learner_id');
  const notSuspended = sql` and exists (select 1 from cards sc where sc.id = s.card_id and sc.suspended = 0)`;
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('decks as own')
        .select(['own.user_id as learner_id', 'own.id as deck_id'])
        .where('own.user_id', 'in', userIds)
        .union(eb.selectFrom('deck_learners as sub').select(['sub.user_id as learner_id', 'sub.deck_id as deck_id']).where('sub.user_id', 'in', userIds))
        .as('x'),
    )
    .innerJoin('decks as d', 'd.id', 'x.deck_id')
    .innerJoin('users as o', 'o.id', 'd.user_id')
    .leftJoin('deck_learners as l', (join) => join.onRef('l.deck_id', '=', 'd.id').onRef('l.user_id', '=', 'x.learner_id'))
    .select([
      'x.learner_id',
      'd.id',
      'd.name',
      'l.exam_date',
      sql<number>`coalesce(l.new_cards_per_day, ${DEFAULT_LEARNER_SETTINGS.new_cards_per_day})`.as('new_cards_per_day'),
      sql<number>`coalesce(l.extra_new_cards, 0)`.as('extra_new_cards'),
      'l.extra_new_cards_day',
      // A suspended card is never due (docs/browse.md), as in listDecks.
      sql<number>`(select count(*) from card_states s where s.user_id = ${learner} and s.deck_id = d.id and s.due <= ${now}${notSuspended})`.as('started_due'),
      // State 0 is FSRS New.
      sql<number>`(select count(*) from card_states s where s.user_id = ${learner} and s.deck_id = d.id and s.state = 0 and s.due <= ${now}${notSuspended})`.as('started_new_due'),
      sql<number>`(select count(*) from cards c where c.deck_id = d.id and c.created_at <= ${now} and c.suspended = 0
        and not exists (select 1 from card_states s where s.user_id = ${learner} and s.card_id = c.id))`.as('unstarted_due'),
    ])
    .where('d.source', '<>', IMPORTING_SOURCE)
    .orderBy('x.learner_id')
    .orderBy('d.updated_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
  return rows.map(({ started_due, started_new_due, unstarted_due, ...row }) => {
    const unstarted = Number(unstarted_due);
    return {
      ...row,
      new_cards_per_day: Number(row.new_cards_per_day),
      extra_new_cards: Number(row.extra_new_cards),
      due_card_count: Number(started_due) + unstarted,
      new_due_count: Number(started_new_due) + unstarted,
    };
  });
}

/**
 * Per learner and deck, the cards first answered since `since` (their local midnight): repos/decks.ts
 * newCardsIntroducedSince for many learners of one zone at once.
 */
export async function newCardsIntroducedSinceOf(db: Db, userIds: readonly number[], since: number): Promise<Map<number, Map<number, number>>> {
  const byUser = new Map<number, Map<number, number>>(userIds.map((id) => [id, new Map()]));
  if (!userIds.length) return byUser;
  const rows = await db
    .selectFrom('review_logs as r')
    .select(['r.user_id', 'r.deck_id', sql<number>`count(distinct r.card_id)`.as('count')])
    .where('r.user_id', 'in', userIds)
    .where('r.reviewed_at', '>=', since)
    .where('r.card_id', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('review_logs as p').select('p.id').whereRef('p.card_id', '=', 'r.card_id').whereRef('p.user_id', '=', 'r.user_id').where('p.reviewed_at', '<', since))),
    )
    .groupBy(['r.user_id', 'r.deck_id'])
    .execute();
  for (const r of rows) byUser.get(r.user_id)?.set(r.deck_id, Number(r.count));
  return byUser;
}
