import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MSG } from '../../shared/messages.js';
import { buildApp } from '../app.js';
import { testConfig, type AppConfig } from '../config.js';
import { createDb, databaseLocation, type Db } from '../db.js';
import { Agent, callerFor, closeTestDb, loginAgent, makeDeck, makeTestApp, makeTestDb, makeUser, servicesFor } from '../test/harness.js';
import { recipientOf, startMailServer, type MailServer, type ReceivedMail } from '../test/mailServer.js';
import { decryptPush, startPushServer, type PushServer, type TestSubscription } from '../test/pushServer.js';
import { isAllowedPushEndpoint, runReminders } from './reminders.js';

// Study reminders end to end (docs/mail.md): a real SMTP server and a local Web Push service
// started here receive what a reminder pass sends; push payloads are decrypted with the test
// subscription's own keys, as the browser would.

const PUBLIC_URL = 'https://cards.example.org';
// Monday 10 March 2025, 18:05 UTC.
const MONDAY_EVENING = new Date('2025-03-10T18:05:00Z');
let mailServer: MailServer;
let pushServer: PushServer;

beforeAll(async () => {
  [mailServer, pushServer] = await Promise.all([startMailServer(), startPushServer()]);
});
afterAll(async () => {
  await Promise.all([mailServer.stop(), pushServer.stop()]);
});

const config = (extra: Partial<AppConfig> = {}) => testConfig({ smtp: mailServer.smtp, publicUrl: PUBLIC_URL, pushEndpointHosts: [pushServer.origin], ...extra });
const mailsTo = (address: string) => mailServer.mails.filter((m) => recipientOf(m) === address);

async function remindersOn(db: Db, userId: number, s: { time?: string; weekdays?: string; email?: boolean; push?: boolean } = {}) {
  await db
    .insertInto('reminder_settings')
    .values({ user_id: userId, enabled: 1, time: s.time ?? '18:00', weekdays: s.weekdays ?? '1234567', email: s.email === false ? 0 : 1, push: s.push ? 1 : 0, updated_at: 0 })
    .execute();
}

async function subscribe(db: Db, userId: number, subscription: TestSubscription) {
  await db.insertInto('push_subscriptions').values({ user_id: userId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, user_agent: null, created_at: 0 }).execute();
}

/** Answers on each of the `days` local days before Monday: a streak that today's study would extend. */
async function streakOf(db: Db, userId: number, deckId: number, days: number) {
  for (let i = 1; i <= days; i++) {
    const day = new Date(MONDAY_EVENING.getTime() - i * 86_400_000);
    await db
      .insertInto('review_logs')
      .values({ user_id: userId, deck_id: deckId, card_id: null, session_id: `s${i}`, rating: 3, is_correct: 1, game_type: 'flashcards', answer_time_ms: 1000, reviewed_at: day.getTime(), local_day: day.toISOString().slice(0, 10) })
      .execute();
  }
}

describe('reminder settings and push subscriptions (API)', () => {
  it('off by default; saved as sent; bad times, days and channels are refused and change nothing', async () => {
    const { app, db } = await makeTestApp({ config: { smtp: mailServer.smtp, publicUrl: PUBLIC_URL } });
    const agent = await loginAgent(app);
    expect((await agent.request('GET', '/api/account/reminders')).json()).toEqual({ enabled: false, time: '18:00', weekdays: [1, 2, 3, 4, 5, 6, 7], email: false, push: false });
    const saved = await agent.request('PUT', '/api/account/reminders', { enabled: true, time: '07:30', weekdays: [5, 1, 3], email: true, push: false });
    expect(saved.json()).toEqual({ enabled: true, time: '07:30', weekdays: [1, 3, 5], email: true, push: false });
    for (const [body, message] of [
      [{ enabled: true, time: '24:00', weekdays: [1], email: true, push: false }, MAIL_MSG.reminderTime],
      [{ enabled: true, time: '7:30', weekdays: [1], email: true, push: false }, MAIL_MSG.reminderTime],
      [{ enabled: true, time: '07:30', weekdays: [0, 8], email: true, push: false }, MAIL_MSG.reminderWeekdays],
      [{ enabled: true, time: '07:30', weekdays: [], email: true, push: false }, MAIL_MSG.reminderNoDays],
      [{ enabled: true, time: '07:30', weekdays: [1], email: false, push: false }, MAIL_MSG.reminderNoChannel],
    ] as const) {
      const res = await agent.request('PUT', '/api/account/reminders', body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await agent.request('GET', '/api/account/reminders')).json().time).toBe('07:30');
    expect((await new Agent(app).request('GET', '/api/account/reminders')).statusCode).toBe(401);
    await app.close();
    await closeTestDb(db);
  });

  it('stores a subscription per device from a known push service only; a user removes only their own', async () => {
    const { app, db } = await makeTestApp({ config: { pushEndpointHosts: [pushServer.origin] } });
    const [alice, bob] = [await loginAgent(app), await loginAgent(app)];
    const device = pushServer.subscription('/alice-phone');
    const keys = device.keys;
    for (const endpoint of ['https://evil.example.com/push', 'http://fcm.googleapis.com/fcm/send/x', 'https://fcm.googleapis.com:8443/x', 'https://user:pw@fcm.googleapis.com/x', 'https://fcm.googleapis.com.evil.example/x', 'http://127.0.0.1:1/x', 'file:///etc/passwd', 'not a url']) {
      const res = await alice.request('POST', '/api/account/push-subscriptions', { endpoint, keys });
      expect([endpoint, res.statusCode, res.json().message]).toEqual([endpoint, 400, MAIL_MSG.pushEndpoint]);
    }
    const badKeys = await alice.request('POST', '/api/account/push-subscriptions', { endpoint: device.endpoint, keys: { p256dh: 'abc', auth: keys.auth } });
    expect([badKeys.statusCode, badKeys.json().message]).toEqual([400, MAIL_MSG.pushKeys]);

    expect((await alice.request('POST', '/api/account/push-subscriptions', { endpoint: device.endpoint, keys })).statusCode).toBe(201);
    expect((await alice.request('POST', '/api/account/push-subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys })).statusCode).toBe(201);
    // Bob cannot remove Alice's device, and the answer does not say whether it exists.
    expect((await bob.request('DELETE', '/api/account/push-subscriptions', { endpoint: device.endpoint })).json()).toEqual({ success: true });
    expect(await db.selectFrom('push_subscriptions').select('endpoint').orderBy('id').execute()).toHaveLength(2);
    expect((await alice.request('DELETE', '/api/account/push-subscriptions', { endpoint: device.endpoint })).statusCode).toBe(200);
    expect((await db.selectFrom('push_subscriptions').select('endpoint').execute()).map((r) => r.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/abc']);

    // The VAPID public key, made at first start and the same for every process on the database.
    const key = (await new Agent(app).request('GET', '/api/push/public-key')).json().key;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const second = createDb((await databaseLocation(db))!);
    const other = await buildApp({ db: second, config: testConfig({ clientDir: '/nonexistent' }) });
    expect((await new Agent(other).request('GET', '/api/push/public-key')).json().key).toBe(key);
    await other.close();
    await second.destroy();
    await app.close();
    await closeTestDb(db);
  });

  it.each([
    ['https://fcm.googleapis.com/fcm/send/x', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/x', true],
    ['https://web.push.apple.com/x', true],
    ['https://wns2-par02p.notify.windows.com/w/?token=x', true],
    ['https://evilpush.apple.com.example/x', false],
    ['https://notify.windows.com.evil/x', false],
    ['http://127.0.0.1:9999/x', false],
  ])('%s allowed: %s', (endpoint, allowed) => expect(isAllowedPushEndpoint(endpoint, [])).toBe(allowed));
});

describe('a reminder pass', { timeout: 120_000 }, () => {
  it('mails a digest and pushes an encrypted notification to what is due, once; skips days with nothing due', async () => {
    const db = await makeTestDb();
    const ada = await makeUser(db, { email: 'ada@example.com' });
    const deck = await makeDeck(db, ada.id, { name: 'Biology', cards: 5, examDate: '2025-03-20' });
    await streakOf(db, ada.id, deck.id, 3);
    await remindersOn(db, ada.id, { push: true });
    const adaPhone = pushServer.subscription('/ada-phone');
    await subscribe(db, ada.id, adaPhone);

    const idle = await makeUser(db, { email: 'idle@example.com' });
    await makeDeck(db, idle.id, { cards: 0 });
    await remindersOn(db, idle.id);
    const later = await makeUser(db, { email: 'later@example.com' });
    await makeDeck(db, later.id, { cards: 2 });
    await remindersOn(db, later.id, { time: '20:00' });
    const weekend = await makeUser(db, { email: 'weekend@example.com' });
    await makeDeck(db, weekend.id, { cards: 2 });
    await remindersOn(db, weekend.id, { weekdays: '67' });
    // 03:05 on Tuesday in Tokyo: due there.
    const tokyo = await makeUser(db, { email: 'tokyo@example.com', timeZone: 'Asia/Tokyo' });
    await makeDeck(db, tokyo.id, { cards: 1 });
    await remindersOn(db, tokyo.id, { time: '03:00', weekdays: '2' });

    const result = await runReminders({ db, config: config() }, MONDAY_EVENING);
    expect(result).toMatchObject({ checked: 5, claimed: 3, mailed: 2, pushed: 1, nothingDue: 1, failures: 0 });
    const [mail] = mailsTo('ada@example.com');
    expect(mail.parsed.subject).toBe('Cardcade: 5 new cards. Keep your 3-day streak!');
    expect(mail.parsed.text).toContain('- Reviews due: 0');
    expect(mail.parsed.text).toContain('- New cards left today: 5');
    expect(mail.parsed.text).toContain('- Streak at risk: 3 days');
    expect(mail.parsed.text).toContain('- Exam: Biology: in 10 days');
    expect(mail.parsed.html).toContain('Study now');
    expect(mail.parsed.text).toContain(`${PUBLIC_URL}/decks/${deck.id}`);
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1];
    expect(header('List-Unsubscribe')).toMatch(new RegExp(`^<${PUBLIC_URL}/api/reminders/unsubscribe\\?u=${ada.id}&t=[\\w-]{43}>$`));
    expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mailsTo('tokyo@example.com')).toHaveLength(1);
    for (const address of ['idle@example.com', 'later@example.com', 'weekend@example.com']) expect(mailsTo(address)).toEqual([]);

    const push = await pushServer.waitFor((r) => r.path === '/ada-phone');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(decryptPush(adaPhone, push.body)).toEqual({ title: 'Cardcade', body: '5 new cards. Keep your 3-day streak!', url: `/decks/${deck.id}` });

    // The same day again: nothing more.
    const again = await runReminders({ db, config: config() }, new Date(MONDAY_EVENING.getTime() + 30 * 60_000));
    expect(again).toMatchObject({ claimed: 0, mailed: 0, pushed: 0 });
    expect(mailsTo('ada@example.com')).toHaveLength(1);
    expect(pushServer.requests.filter((r) => r.path === '/ada-phone')).toHaveLength(1);
    await closeTestDb(db);
  });

  it('a subscription the push service answers 404 or 410 for is removed; the others stay', async () => {
    const db = await makeTestDb();
    const user = await makeUser(db, { email: 'devices@example.com' });
    await makeDeck(db, user.id, { cards: 2 });
    await remindersOn(db, user.id, { email: false, push: true });
    const [gone, missing, kept] = [pushServer.subscription('/gone'), pushServer.subscription('/missing'), pushServer.subscription('/kept')];
    pushServer.status.set('/gone', 410);
    pushServer.status.set('/missing', 404);
    for (const s of [gone, missing, kept]) await subscribe(db, user.id, s);
    const result = await runReminders({ db, config: config() }, MONDAY_EVENING);
    expect(result).toMatchObject({ claimed: 1, pushed: 1, mailed: 0, expiredSubscriptions: 2 });
    expect((await db.selectFrom('push_subscriptions').select('endpoint').execute()).map((r) => r.endpoint)).toEqual([kept.endpoint]);
    expect(mailsTo('devices@example.com')).toEqual([]);
    await closeTestDb(db);
  });

  it('one-click unsubscribe works without cookies for its own user only', async () => {
    const { app, db } = await makeTestApp({ config: { smtp: mailServer.smtp, publicUrl: PUBLIC_URL } });
    const [ann, ben] = [await makeUser(db, { email: 'ann@example.com' }), await makeUser(db, { email: 'ben@example.com' })];
    for (const u of [ann, ben]) {
      await makeDeck(db, u.id, { cards: 1 });
      await remindersOn(db, u.id);
    }
    await runReminders({ db, config: config() }, MONDAY_EVENING);
    const link = (mail: ReceivedMail) => new URL(/<([^>]+)>/.exec(mail.raw.replace(/\r?\n\s+/g, ' ').match(/List-Unsubscribe: (.*)/i)![1])![1]);
    const annLink = link(mailsTo('ann@example.com')[0]);
    const annToken = annLink.searchParams.get('t')!;
    const oneClick = (query: string) =>
      app.inject({ method: 'POST', url: `/api/reminders/unsubscribe?${query}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });

    // Ann's token names Ann: with Ben's id, or changed, it does nothing.
    for (const query of [`u=${ben.id}&t=${annToken}`, `u=${ann.id}&t=${annToken.slice(0, -2)}AA`, `u=${ann.id}`, `u=abc&t=${annToken}`]) {
      const res = await oneClick(query);
      expect([query, res.statusCode, res.json().message]).toEqual([query, 400, MAIL_MSG.unsubscribeInvalid]);
    }
    // Opening the link shows a button and changes nothing (link scanners open links).
    const page = await app.inject({ method: 'GET', url: `${annLink.pathname}${annLink.search}` });
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(page.body).toContain('<form method="post"');
    const settings = () => db.selectFrom('reminder_settings').select(['user_id', 'enabled', 'email']).orderBy('user_id').execute();
    expect(await settings()).toEqual([
      { user_id: ann.id, enabled: 1, email: 1 },
      { user_id: ben.id, enabled: 1, email: 1 },
    ]);

    const res = await oneClick(annLink.search.slice(1));
    expect([res.statusCode, res.json()]).toEqual([200, { success: true }]);
    expect(await settings()).toEqual([
      { user_id: ann.id, enabled: 0, email: 0 },
      { user_id: ben.id, enabled: 1, email: 1 },
    ]);
    // The caller sees it too.
    expect(await callerFor(db, ann).reminders.get()).toMatchObject({ enabled: false, email: false });
    await app.close();
    await closeTestDb(db);
  });

  it('two app instances on one database send each reminder exactly once', async () => {
    const db = await makeTestDb();
    const location = (await databaseLocation(db))!;
    const users = [];
    for (let i = 0; i < 24; i++) {
      const user = await makeUser(db, { email: `twin${i}@example.com` });
      await makeDeck(db, user.id, { cards: 1 });
      await remindersOn(db, user.id, { push: i % 3 === 0 });
      if (i % 3 === 0) await subscribe(db, user.id, pushServer.subscription(`/twin${i}`));
      users.push(user);
    }
    const second = createDb(location);
    const [first, other] = [
      await buildApp({ db, services: servicesFor(db), config: config({ clientDir: '/nonexistent' }) }),
      await buildApp({ db: second, config: config({ clientDir: '/nonexistent' }) }),
    ];
    const results = await Promise.all([first, other].map((app) => runReminders({ db: app.deps.db, config: app.deps.config }, MONDAY_EVENING)));
    expect(results[0].claimed + results[1].claimed).toBe(24);
    expect(results[0].mailed + results[1].mailed).toBe(24);
    expect(results[0].pushed + results[1].pushed).toBe(8);
    for (let i = 0; i < 24; i++) {
      expect(mailsTo(`twin${i}@example.com`)).toHaveLength(1);
      expect(pushServer.requests.filter((r) => r.path === `/twin${i}`)).toHaveLength(i % 3 === 0 ? 1 : 0);
    }
    await first.close();
    await other.close();
    await second.destroy();
    await closeTestDb(db);
  });
});
