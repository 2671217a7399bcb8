// Study reminders (docs/mail.md): a learner's settings, their devices' Web Push subscriptions, the
// pass that sends what is due, and the one-click unsubscribe of the reminder mail.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import webpush from 'web-push';
import type { AuthedContext } from '../access.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db.js';
import { badRequest } from '../errors.js';
import { daysBetween } from '../domain/days.js';
import { localDayStart, newCardLimitToday, newCardsLeftToday } from '../domain/newCards.js';
import { computeStreaks } from '../domain/streaks.js';
import { hasSomethingToStudy, isReminderDue, localClock, weekdaysFromText, weekdaysToText, type LocalClock } from '../domain/reminders.js';
import { mailEnabled, openMailBatch } from '../mail/mailer.js';
import { digestSummary, reminderMail, type Digest } from '../mail/templates.js';
import { findUserLocale } from '../repos/users.js';
import { isLocale, type Locale } from '../../shared/i18n/locales.js';
import { MAIL_MSG } from '../../shared/messages.js';
import type { PushSubscriptionInput, ReminderSettings } from '../../shared/schemas/mail.js';
import {
  claimReminderDays,
  deckCountsOf,
  deletePushSubscription,
  deletePushSubscriptionById,
  enabledRemindersPage,
  findReminderSettings,
  listPushSubscriptions,
  newCardsIntroducedSinceOf,
  saveReminderSettings,
  studyDaysOf,
  trimPushSubscriptions,
  turnOffReminderMail,
  upsertPushSubscription,
  type LearnerDeckCounts,
} from '../repos/reminders.js';
import { settingOrInsert } from '../repos/settings.js';

export const DEFAULT_REMINDERS: ReminderSettings = { enabled: false, time: '18:00', weekdays: [1, 2, 3, 4, 5, 6, 7], email: false, push: false };
/** A person has a phone, a laptop, a tablet…; more than this and the oldest goes. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

// ---- The server's keys: made at first start, kept in the settings table ----

interface ServerKeys {
  vapidPublicKey: string;
  vapidPrivateKey: string;
  /** Signs unsubscribe links (HMAC), so one person's link cannot be turned into another's. */
  linkSecret: string;
}

const keysByDb = new WeakMap<Db, Promise<ServerKeys>>();

/** Every process on one database reads the same keys: the first to start writes them, the others read those. */
export function serverKeys(db: Db, now = Date.now()): Promise<ServerKeys> {
  let keys = keysByDb.get(db);
  if (!keys) {
    keys = (async () => {
      const vapid = JSON.parse(await settingOrInsert(db, 'vapid_keys', () => JSON.stringify(webpush.generateVAPIDKeys()), now)) as { publicKey: string; privateKey: string };
      const linkSecret = await settingOrInsert(db, 'reminder_link_secret', () => randomBytes(32).toString('base64url'), now);
      return { vapidPublicKey: vapid.publicKey, vapidPrivateKey: vapid.privateKey, linkSecret };
    })();
    keys.catch(() => keysByDb.delete(db));
    keysByDb.set(db, keys);
  }
  return keys;
}

export async function pushPublicKey(ctx: { db: Db }): Promise<{ key: string }> {
  return { key: (await serverKeys(ctx.db)).vapidPublicKey };
}

// ---- Settings ----

export async function getReminders(ctx: AuthedContext): Promise<ReminderSettings> {
  const row = await findReminderSettings(ctx.db, ctx.user.id);
  if (!row) return DEFAULT_REMINDERS;
  return { enabled: row.enabled === 1, time: row.time, weekdays: weekdaysFromText(row.weekdays), email: row.email === 1, push: row.push === 1 };
}

export async function setReminders(ctx: AuthedContext, input: ReminderSettings): Promise<ReminderSettings> {
  if (input.enabled) {
    if (!input.weekdays.length) throw badRequest(MAIL_MSG.reminderNoDays, [{ msg: MAIL_MSG.reminderNoDays, path: 'weekdays' }]);
    if (!input.email && !input.push) throw badRequest(MAIL_MSG.reminderNoChannel);
  }
  if (input.email && !mailEnabled(ctx.config)) throw badRequest(MAIL_MSG.reminderNoMail, [{ msg: MAIL_MSG.reminderNoMail, path: 'email' }]);
  await saveReminderSettings(ctx.db, ctx.user.id, { ...input, weekdays: weekdaysToText(input.weekdays) }, ctx.now().getTime());
  return getReminders(ctx);
}

// ---- Push subscriptions ----

// The push services of the browsers people use; a subscription anywhere else is refused, so the
// server never posts to an address a user picked (docs/security.md).
const PUSH_SERVICE_HOSTS = [/^fcm\.googleapis\.com$/, /^android\.googleapis\.com$/, /^(?:[a-z0-9-]+\.)*push\.services\.mozilla\.com$/, /^(?:[a-z0-9-]+\.)*push\.apple\.com$/, /^(?:[a-z0-9-]+\.)*notify\.windows\.com$/];

export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && url.port === '' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

export async function addPushSubscription(ctx: AuthedContext, input: PushSubscriptionInput): Promise<{ success: true }> {
  if (!isAllowedPushEndpoint(input.endpoint, ctx.config.pushEndpointHosts)) throw badRequest(MAIL_MSG.pushEndpoint, [{ msg: MAIL_MSG.pushEndpoint, path: 'endpoint' }]);
  await ctx.db.transaction().execute(async (trx) => {
    await upsertPushSubscription(trx, { userId: ctx.user.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, userAgent: ctx.userAgent, now: ctx.now().getTime() });
    await trimPushSubscriptions(trx, ctx.user.id, PUSH_SUBSCRIPTIONS_PER_USER);
  });
  return { success: true };
}

/** Only the caller's own subscription goes; another's endpoint is left alone (and looks the same). */
export async function removePushSubscription(ctx: AuthedContext, input: { endpoint: string }): Promise<{ success: true }> {
  await deletePushSubscription(ctx.db, ctx.user.id, input.endpoint);
  return { success: true };
}

// ---- Unsubscribe links ----

function unsubscribeToken(secret: string, userId: number): string {
  return createHmac('sha256', secret).update(`reminder-unsubscribe:${userId}`).digest('base64url');
}

export async function unsubscribeLink(db: Db, config: AppConfig, userId: number): Promise<string> {
  const { linkSecret } = await serverKeys(db);
  return `${config.publicUrl ?? ''}/api/reminders/unsubscribe?u=${userId}&t=${unsubscribeToken(linkSecret, userId)}`;
}

/** The one-click unsubscribe (RFC 8058): a link that works for its own user only. */
export async function unsubscribeByLink(ctx: { db: Db; now: () => Date }, u: unknown, t: unknown): Promise<{ success: true }> {
  const userId = typeof u === 'string' && /^\d{1,15}$/.test(u) ? Number(u) : NaN;
  if (!Number.isSafeInteger(userId) || typeof t !== 'string' || t.length > 100) throw badRequest(MAIL_MSG.unsubscribeInvalid);
  const expected = Buffer.from(unsubscribeToken((await serverKeys(ctx.db)).linkSecret, userId));
  const given = Buffer.from(t);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badRequest(MAIL_MSG.unsubscribeInvalid);
  await turnOffReminderMail(ctx.db, userId, ctx.now().getTime());
  return { success: true };
}

// ---- The pass ----

export interface ReminderDigest extends Digest {
  /** The deck a notification opens: the one with the most to study. */
  deckId: number | null;
}

/** What a learner has to study today, across every deck they study (`decks`: theirs, in deck-list order); `days`: their study days (streak). */
export function digestOf(decks: readonly LearnerDeckCounts[], introduced: ReadonlyMap<number, number> | undefined, today: string, days: readonly string[]): ReminderDigest {
  let reviewsDue = 0;
  let newCardsLeft = 0;
  let best: { id: number; count: number } | null = null;
  let nextExam: Digest['nextExam'] = null;
  for (const deck of decks) {
    // As the deck list counts them (services/decks.ts toDeckSummary).
    const newDue = deck.new_due_count;
    const limit = newCardLimitToday(deck.new_cards_per_day, deck.extra_new_cards, deck.extra_new_cards_day ?? null, today);
    const available = Math.min(newDue, newCardsLeftToday(limit, introduced?.get(deck.id) ?? 0));
    const due = deck.due_card_count - newDue;
    reviewsDue += due;
    newCardsLeft += available;
    const count = due + available;
    if (count > 0 && (!best || count > best.count)) best = { id: deck.id, count };
    if (deck.exam_date && deck.exam_date >= today) {
      const inDays = daysBetween(today, deck.exam_date);
      if (!nextExam || inDays < nextExam.days) nextExam = { deckName: deck.name, days: inDays };
    }
  }
  const streakAtRisk = days.includes(today) ? 0 : computeStreaks(days, today).currentStreak;
  return { reviewsDue, newCardsLeft, streakAtRisk, nextExam, deckId: best?.id ?? null };
}

/** One learner's digest (the pass reads a group's at once, remindGroup). */
export async function reminderDigest(db: Db, userId: number, timeZone: string, now: Date, days: readonly string[], dayStart: number): Promise<ReminderDigest> {
  const [decks, introduced] = await Promise.all([deckCountsOf(db, [userId], now.getTime()), newCardsIntroducedSinceOf(db, [userId], dayStart)]);
  return digestOf(decks, introduced.get(userId), localClock(now, timeZone).day, days);
}

export interface ReminderPassResult {
  /** Enabled reminders looked at. */
  checked: number;
  /** Reminders this pass claimed (due now, not claimed by another process). */
  claimed: number;
  mailed: number;
  pushed: number;
  /** Claimed, but nothing to study today: nothing sent. */
  nothingDue: number;
  /** Subscriptions the push service said are gone. */
  expiredSubscriptions: number;
  failures: number;
}

export interface ReminderDeps {
  db: Db;
  config: AppConfig;
  /** Where a failed send is reported (the app's log). */
  log?: (error: unknown) => void;
  /** How a push message travels (tests and the bench pass their own; production: fetch). */
  fetch?: typeof fetch;
}

const PAGE = 500;
/** Learners claimed and read together (one claim, one read of study days and devices). */
const GROUP = 50;
/** Sends in flight at once within a group. */
const PARALLEL = 8;
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
/**
 * Longest stretch of the pass's own work between two turns of the event loop. Sends that
 * answer at once (a fast push service, a database read) chain on microtasks without a turn
 * in between, so the workers check the clock and yield themselves.
 */
const SLICE_MS = 4;

type DueRow = Awaited<ReturnType<typeof enabledRemindersPage>>[number];
type MailBatch = ReturnType<typeof openMailBatch>;

/** What one pass keeps between learners: the SMTP pool, VAPID headers per push service, day starts per zone. */
interface PassState {
  deps: ReminderDeps;
  keys: ServerKeys;
  mail: MailBatch;
  now: Date;
  result: ReminderPassResult;
  vapid: Map<string, string>;
  dayStarts: Map<string, number>;
  /** Each zone's clock at the pass's instant (Intl formatting is the costly part of localClock). */
  clocks: Map<string, LocalClock>;
  /** When the pass last let the event loop turn (performance.now()). */
  lastYield: number;
  /** The turn the workers are waiting for: one for all of them, so they do not take 4 ms each in a row. */
  turning: Promise<void> | null;
}

/**
 * One pass: every enabled reminder whose time has come in its learner's zone today is claimed
 * (a conditional UPDATE: of several processes exactly one wins each learner), then sent by mail
 * and/or push when there is something to study. Reminders are read in pages by user id and
 * handled in small groups with a yield between them, so a pass over many learners never holds
 * the event loop for long.
 */
export async function runReminders(deps: ReminderDeps, now: Date): Promise<ReminderPassResult> {
  const result: ReminderPassResult = { checked: 0, claimed: 0, mailed: 0, pushed: 0, nothingDue: 0, expiredSubscriptions: 0, failures: 0 };
  const state: PassState = { deps, keys: await serverKeys(deps.db, now.getTime()), mail: openMailBatch(deps.config), now, result, vapid: new Map(), dayStarts: new Map(), clocks: new Map(), lastYield: performance.now(), turning: null };
  try {
    let after = 0;
    for (;;) {
      const page = await enabledRemindersPage(deps.db, after, PAGE);
      if (!page.length) break;
      after = page[page.length - 1].user_id;
      result.checked += page.length;
      const due = page.filter((r) => isReminderDue({ time: r.time, weekdays: r.weekdays, lastDay: r.last_day }, clockOf(state, r.time_zone)));
      await turn(state);
      for (let i = 0; i < due.length; i += GROUP) {
        await remindGroup(state, due.slice(i, i + GROUP));
        await turn(state);
      }
    }
  } finally {
    state.mail.close();
  }
  return result;
}

async function remindGroup(state: PassState, rows: DueRow[]): Promise<void> {
  const { db } = state.deps;
  // Claimed per local day (learners in different zones can be on different days).
  const byDay = new Map<string, number[]>();
  for (const r of rows) {
    const day = clockOf(state, r.time_zone).day;
    const ids = byDay.get(day);
    if (ids) ids.push(r.user_id);
    else byDay.set(day, [r.user_id]);
  }
  const claimed = new Set<number>();
  for (const [day, ids] of byDay) for (const id of await claimReminderDays(db, ids, day)) claimed.add(id);
  const mine = rows.filter((r) => claimed.has(r.user_id));
  state.result.claimed += mine.length;
  if (!mine.length) return;
  const ids = mine.map((r) => r.user_id);
  // One read per kind for the whole group: study days, devices, decks with their counts, and
  // the cards introduced today (one read per zone's midnight).
  const byDayStart = new Map<number, number[]>();
  for (const r of mine) {
    const start = dayStartOf(state, r.time_zone);
    const users = byDayStart.get(start);
    if (users) users.push(r.user_id);
    else byDayStart.set(start, [r.user_id]);
  }
  const [days, devices, decks, introducedParts] = await Promise.all([
    studyDaysOf(db, ids),
    listPushSubscriptions(db, mine.filter((r) => r.push === 1).map((r) => r.user_id)),
    deckCountsOf(db, ids, state.now.getTime()),
    Promise.all([...byDayStart].map(([since, users]) => newCardsIntroducedSinceOf(db, users, since))),
  ]);
  const introduced = new Map(introducedParts.flatMap((part) => [...part]));
  const decksOf = groupBy(decks, (d) => d.learner_id);
  const devicesOf = groupBy(devices, (d) => d.user_id);
  const work = mine.map((r) => () => remindOne(state, r, digestOf(decksOf.get(r.user_id) ?? [], introduced.get(r.user_id), clockOf(state, r.time_zone).day, days.get(r.user_id) ?? []), devicesOf.get(r.user_id) ?? []));
  // At most PARALLEL sends in flight: the next starts as soon as one ends.
  let next = 0;
  const worker = async () => {
    while (next < work.length) {
      await work[next++]();
      if (performance.now() - state.lastYield > SLICE_MS) await turn(state);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, work.length) }, worker));
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** A real turn of the event loop (timers and I/O run), noted in the pass's state. */
function turn(state: PassState): Promise<void> {
  state.turning ??= yieldToLoop().then(() => {
    state.lastYield = performance.now();
    state.turning = null;
  });
  return state.turning;
}

function clockOf(state: PassState, timeZone: string): LocalClock {
  let clock = state.clocks.get(timeZone);
  if (!clock) state.clocks.set(timeZone, (clock = localClock(state.now, timeZone)));
  return clock;
}

function dayStartOf(state: PassState, timeZone: string): number {
  let start = state.dayStarts.get(timeZone);
  if (start === undefined) state.dayStarts.set(timeZone, (start = localDayStart(state.now, timeZone)));
  return start;
}

type Device = Awaited<ReturnType<typeof listPushSubscriptions>>[number];

async function remindOne(state: PassState, r: DueRow, digest: ReminderDigest, devices: readonly Device[]): Promise<void> {
  const { deps, result } = state;
  try {
    if (!hasSomethingToStudy(digest)) {
      result.nothingDue += 1;
      return;
    }
    // In the language the learner chose (docs/translating.md); English when none.
    const stored = await findUserLocale(deps.db, r.user_id);
    const locale = isLocale(stored) ? stored : 'en';
    if (r.email === 1 && mailEnabled(deps.config)) {
      await sendReminderMail(state, r, digest, locale);
      result.mailed += 1;
    }
    if (r.push === 1 && (await pushToDevices(state, devices, digest, locale))) result.pushed += 1;
  } catch (error) {
    result.failures += 1;
    (deps.log ?? console.error)(error);
  }
}

async function sendReminderMail(state: PassState, r: DueRow, digest: ReminderDigest, locale: Locale): Promise<void> {
  const base = state.deps.config.publicUrl ?? '';
  const unsubscribe = `${base}/api/reminders/unsubscribe?u=${r.user_id}&t=${unsubscribeToken(state.keys.linkSecret, r.user_id)}`;
  const content = reminderMail(digest, { study: `${base}${digest.deckId ? `/decks/${digest.deckId}` : '/decks'}`, settings: `${base}/profile`, unsubscribe }, locale);
  await state.mail.send({
    to: r.address,
    content,
    // RFC 8058: mail programs offer "Unsubscribe", which POSTs to the link without opening it.
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}

/** The notification's data, read by the service worker (client/public/push-sw.js). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

/**
 * The VAPID Authorization header of a push service (RFC 8292): a JWT signed once per service per
 * pass (valid 12 hours; signing one per message was most of a pass's time).
 */
function vapidHeader(state: PassState, endpoint: string): string {
  const audience = new URL(endpoint).origin;
  let header = state.vapid.get(audience);
  if (!header) {
    const { publicUrl, supportEmail } = state.deps.config;
    const subject = publicUrl?.startsWith('https:') ? publicUrl : `mailto:${supportEmail}`;
    const expiration = Math.floor(Date.now() / 1000) + 12 * 60 * 60;
    header = webpush.getVapidHeaders(audience, subject, state.keys.vapidPublicKey, state.keys.vapidPrivateKey, 'aes128gcm', expiration).Authorization;
    state.vapid.set(audience, header);
  }
  return header;
}

async function pushToDevices(state: PassState, devices: readonly Device[], digest: ReminderDigest, locale: Locale): Promise<boolean> {
  const { deps, result } = state;
  const payload: PushPayload = { title: 'Cardcade', body: digestSummary(digest, locale), url: digest.deckId ? `/decks/${digest.deckId}` : '/decks' };
  let sent = false;
  for (const s of devices) {
    // Checked again at send time: the allowed hosts are the configuration's of today.
    if (!isAllowedPushEndpoint(s.endpoint, deps.config.pushEndpointHosts)) continue;
    // Encrypted for this device (a fresh key per message, RFC 8291); the VAPID header is the pass's.
    const request = webpush.generateRequestDetails({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify(payload), { TTL: 12 * 60 * 60, contentEncoding: 'aes128gcm' });
    const response = await (deps.fetch ?? fetch)(request.endpoint, {
      method: request.method,
      headers: { ...(request.headers as Record<string, string>), Authorization: vapidHeader(state, s.endpoint) },
      body: new Uint8Array(request.body as Buffer),
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) {
      await deletePushSubscriptionById(deps.db, s.id);
      result.expiredSubscriptions += 1;
    } else if (response.ok) {
      sent = true;
    } else {
      (deps.log ?? console.error)(new Error(`push service answered ${response.status}`));
    }
  }
  return sent;
}
