import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG, MAIL_MSG } from '../../shared/messages.js';
import type { AppConfig } from '../config.js';
import { checkAddress, checkHeader, checkName, MailRefused, sendMail } from '../mail/mailer.js';
import { Agent, callerFor, closeTestDb, FIXED_NOW, loginAgent, makeTestApp } from '../test/harness.js';
import { linkIn, recipientOf, startMailServer, type MailServer } from '../test/mailServer.js';
import { runCardcade } from '../test/cli.js';
import { FORGOT_LINK_TTL_MS } from './mail.js';

// Mail end to end (docs/mail.md): a real SMTP server started here receives every mail; the tests
// read the mails and follow their links through the app's HTTP API.

const PUBLIC_URL = 'https://cards.example.org';
let mailServer: MailServer;

beforeAll(async () => {
  mailServer = await startMailServer();
});
afterAll(() => mailServer.stop());

const mailConfig = (extra: Partial<AppConfig> = {}): Partial<AppConfig> => ({ smtp: mailServer.smtp, publicUrl: PUBLIC_URL, ...extra });
const to = (address: string) => (m: Parameters<Parameters<MailServer['waitFor']>[0]>[0]) => recipientOf(m) === address;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function mailApp(extra: Partial<AppConfig> = {}, now?: () => Date) {
  const { app, db } = await makeTestApp({ config: mailConfig(extra), now });
  return { app, db, close: async () => (await app.close(), await closeTestDb(db)) };
}

describe('without mail settings', () => {
  it('offers no mail: the config says so, forgot-password explains, reminders by mail are refused', async () => {
    const { app, db } = await makeTestApp();
    const agent = await loginAgent(app);
    expect((await agent.request('GET', '/api/mail/config')).json()).toEqual({ enabled: false, emailVerification: false });
    const forgot = await new Agent(app).request('POST', '/api/auth/forgot-password', { email: 'someone@example.com' });
    expect([forgot.statusCode, forgot.json().message]).toEqual([400, MAIL_MSG.mailOff]);
    const reminders = await agent.request('PUT', '/api/account/reminders', { enabled: true, time: '18:00', weekdays: [1], email: true, push: false });
    expect([reminders.statusCode, reminders.json().message]).toEqual([400, MAIL_MSG.reminderNoMail]);
    await app.close();
    await closeTestDb(db);
  });
});

describe('forgot password', { timeout: 60_000 }, () => {
  it('mails a single-use 256-bit link (text and HTML); using it sets the password and logs out every session', async () => {
    const { app, close } = await mailApp();
    const email = 'forgetful@example.com';
    const other = await loginAgent(app, email);
    expect((await other.request('GET', '/api/auth/me')).json().isLoggedIn).toBe(true);

    const stranger = new Agent(app);
    const known = await stranger.request('POST', '/api/auth/forgot-password', { email });
    const unknown = await stranger.request('POST', '/api/auth/forgot-password', { email: 'nobody@example.com' });
    // The same answer whether or not the address has an account.
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(known.json()).toEqual({ success: true });

    const mail = await mailServer.waitFor(to(email));
    expect(mail.parsed.subject).toBe('Reset your Cardcade password');
    expect(mail.parsed.from?.value[0]).toMatchObject({ name: 'Cardcade', address: 'cards@example.org' });
    expect(mail.parsed.html).toContain('Choose a new password');
    expect(mail.parsed.html).toContain('#5b4bdb');
    const link = linkIn(mail, `${PUBLIC_URL}/reset-password?token=`);
    const token = tokenOf(link);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail.parsed.html).toContain(link.replace(/&/g, '&amp;'));

    expect((await stranger.request('POST', '/api/auth/reset-password/check', { token })).json()).toEqual({ valid: true });
    const reset = await stranger.request('POST', '/api/auth/reset-password', { token, password: 'a brand new password' });
    expect(reset.statusCode).toBe(200);
    expect((await other.request('GET', '/api/auth/me')).json().isLoggedIn).toBe(false);
    const login = await new Agent(app).request('POST', '/api/auth/login', { email, password: 'a brand new password' });
    expect(login.statusCode).toBe(200);

    // Reused: refused, and the password stays the new one.
    const again = await stranger.request('POST', '/api/auth/reset-password', { token, password: 'yet another password' });
    expect([again.statusCode, again.json().message]).toEqual([400, ADMIN_MSG.resetLinkUsed]);

    // No mail ever went to the unknown address.
    await app.deps.services.mail.idle();
    expect(mailServer.mails.filter(to('nobody@example.com'))).toEqual([]);
    await close();
  });

  it('a link older than an hour is refused', async () => {
    let clock = FIXED_NOW.getTime();
    const { app, close } = await mailApp({}, () => new Date(clock));
    const email = 'late@example.com';
    await loginAgent(app, email);
    await new Agent(app).request('POST', '/api/auth/forgot-password', { email });
    const token = tokenOf(linkIn(await mailServer.waitFor(to(email)), `${PUBLIC_URL}/reset-password?token=`));
    clock += FORGOT_LINK_TTL_MS + 1;
    const res = await new Agent(app).request('POST', '/api/auth/reset-password', { token, password: 'too late for this' });
    expect([res.statusCode, res.json().message]).toEqual([400, ADMIN_MSG.resetLinkExpired]);
    await close();
  });

  it('a flood of requests is rate limited and sends one mail', async () => {
    // One clock reading for the whole flood: the limit counts per minute, and a flood that
    // straddled a minute's end would be allowed twice over.
    const { app, close } = await mailApp({}, () => new Date(Date.UTC(2026, 0, 5, 12, 0, 30)));
    const email = 'flooded@example.com';
    await loginAgent(app, email);
    const stranger = new Agent(app);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await stranger.request('POST', '/api/auth/forgot-password', { email })).statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(10);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    await app.deps.services.mail.idle();
    expect(mailServer.mails.filter(to(email))).toHaveLength(1);
    await close();
  });

  it('header injection in the address is refused and sends nothing', async () => {
    const { app, close } = await mailApp();
    for (const email of ['victim@example.com\r\nBcc: evil@example.com', 'victim@example.com\nBcc:evil@example.com', 'victim@example.com, evil@example.com']) {
      const res = await new Agent(app).request('POST', '/api/auth/forgot-password', { email });
      expect(res.statusCode).toBe(400);
    }
    await app.deps.services.mail.idle();
    expect(mailServer.mails.filter((m) => m.raw.includes('evil@example.com'))).toEqual([]);
    await close();
  });
});

describe('over tRPC', { timeout: 60_000 }, () => {
  it('auth.forgotPassword and mail.verifyEmail are the same use cases as the REST paths', async () => {
    const { app, db, close } = await mailApp();
    const email = 'caller@example.com';
    await loginAgent(app, email);
    const caller = callerFor(db, null, () => FIXED_NOW, mailConfig());
    expect(await caller.auth.forgotPassword({ email })).toEqual({ success: true });
    expect(await caller.auth.forgotPassword({ email: 'nobody-trpc@example.com' })).toEqual({ success: true });
    const token = tokenOf(linkIn(await mailServer.waitFor(to(email)), `${PUBLIC_URL}/reset-password?token=`));
    expect(await caller.auth.resetPassword({ token, password: 'reset over trpc' })).toEqual({ success: true });
    await expect(caller.mail.verifyEmail({ token: 'x'.repeat(43) })).rejects.toThrow(MAIL_MSG.linkInvalid);
    expect(await caller.mail.config()).toEqual({ enabled: true, emailVerification: false });
    await close();
  });
});

describe('the mailer refuses header injection whoever builds the message', () => {
  it.each(['a@b.co\r\nBcc: c@d.co', 'a@b.co\nX: y', 'Name <a@b.co>', 'a@b.co, c@d.co', 'a b@c.co', ''])('address %j', (address) => {
    expect(() => checkAddress(address)).toThrow(MailRefused);
  });
  it.each(['Eve\r\nBcc: c@d.co', 'Eve\nX', 'Eve\u2028X', 'x'.repeat(101)])('name %j', (name) => {
    expect(() => checkName(name)).toThrow(MailRefused);
  });
  it.each([
    ['List-Unsubscribe', '<https://x>\r\nBcc: c@d.co'],
    ['Bad Name', 'x'],
    ['X\r\nBcc', 'x'],
  ])('header %j: %j', (name, value) => {
    expect(() => checkHeader(name, value)).toThrow(MailRefused);
  });
  it('a hostile address never reaches the SMTP server', async () => {
    await expect(sendMail({ smtp: mailServer.smtp }, { to: 'a@b.co\r\nBcc: evil@example.com', content: { subject: 's', text: 't', html: 'h' } })).rejects.toThrow(MailRefused);
    expect(mailServer.mails.filter((m) => m.raw.includes('evil@example.com'))).toEqual([]);
  });
});

describe('address confirmation (REQUIRE_EMAIL_VERIFICATION)', { timeout: 60_000 }, () => {
  it('a new account logs in only after opening the link in its mail; the link works once', async () => {
    const { app, close } = await mailApp({ requireEmailVerification: true });
    const email = 'newcomer@example.com';
    const agent = new Agent(app);
    expect((await agent.request('GET', '/api/mail/config')).json()).toEqual({ enabled: true, emailVerification: true });
    const signup = await agent.request('POST', '/api/auth/signup', { email, password: 'correct horse battery' });
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toEqual({ isLoggedIn: false, user: null, verificationSent: true });
    expect((await agent.request('GET', '/api/auth/me')).json().isLoggedIn).toBe(false);

    const login = await agent.request('POST', '/api/auth/login', { email, password: 'correct horse battery' });
    expect([login.statusCode, login.json().message]).toEqual([403, MAIL_MSG.emailNotVerified]);

    const mail = await mailServer.waitFor(to(email));
    expect(mail.parsed.subject).toBe('Confirm your address for Cardcade');
    const token = tokenOf(linkIn(mail, `${PUBLIC_URL}/verify-email?token=`));
    expect((await agent.request('POST', '/api/auth/verify-email', { token })).json()).toEqual({ success: true });
    const reused = await agent.request('POST', '/api/auth/verify-email', { token });
    expect([reused.statusCode, reused.json().message]).toEqual([400, MAIL_MSG.linkUsed]);
    expect((await agent.request('POST', '/api/auth/login', { email, password: 'correct horse battery' })).statusCode).toBe(200);
    await close();
  });
});

describe('a changed address', { timeout: 60_000 }, () => {
  it('is confirmed by a mail to the new address; nothing changes before', async () => {
    const { app, db, close } = await mailApp();
    const agent = await loginAgent(app, 'old@example.com');
    const wrong = await agent.request('PUT', '/api/account/email', { email: 'new@example.com', password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    const res = await agent.request('PUT', '/api/account/email', { email: 'new@example.com', password: 'correct horse battery' });
    expect(res.json()).toEqual({ pending: true, email: 'new@example.com' });
    expect((await db.selectFrom('users').select('email').where('email', '=', 'old@example.com').execute()).length).toBe(1);

    const mail = await mailServer.waitFor(to('new@example.com'));
    const token = tokenOf(linkIn(mail, `${PUBLIC_URL}/verify-email?change=1&token=`));
    // A confirmation link is not an address-verification link, and the other way round.
    expect((await new Agent(app).request('POST', '/api/auth/verify-email', { token })).statusCode).toBe(400);
    expect((await new Agent(app).request('POST', '/api/account/email/confirm', { token })).json()).toEqual({ success: true, email: 'new@example.com' });
    expect((await agent.request('GET', '/api/account')).json().email).toBe('new@example.com');
    expect((await new Agent(app).request('POST', '/api/account/email/confirm', { token })).statusCode).toBe(400);
    await close();
  });
});

describe('invites by mail from the admin page', { timeout: 60_000 }, () => {
  it('mails a one-use signup link to one address; a hostile name is refused; non-admins get 403', async () => {
    const { app, close } = await mailApp();
    const admin = await loginAgent(app, 'admin@example.com');
    const sent = await admin.request('POST', '/api/admin/invites/send', { email: 'friend@example.com', name: 'Zoë "Z" Müller', days: 3 });
    expect(sent.statusCode).toBe(201);
    const invite = sent.json();
    expect(invite).toMatchObject({ usesAllowed: 1, status: 'active' });
    const mail = await mailServer.waitFor(to('friend@example.com'));
    expect(mail.envelopeTo).toEqual(['friend@example.com']);
    expect(mail.parsed.to && 'value' in mail.parsed.to ? mail.parsed.to.value[0] : null).toMatchObject({ address: 'friend@example.com', name: 'Zoë "Z" Müller' });
    expect(linkIn(mail, `${PUBLIC_URL}/signup?invite=`)).toBe(`${PUBLIC_URL}/signup?invite=${invite.code}`);

    for (const name of ['Eve\r\nBcc: evil@example.com', 'Eve\nBcc: evil@example.com']) {
      const res = await admin.request('POST', '/api/admin/invites/send', { email: 'friend2@example.com', name });
      expect([res.statusCode, res.json().message]).toEqual([400, MAIL_MSG.nameControl]);
    }
    const injected = await admin.request('POST', '/api/admin/invites/send', { email: 'friend2@example.com\r\nBcc: evil@example.com' });
    expect(injected.statusCode).toBe(400);
    expect(mailServer.mails.filter((m) => m.raw.includes('evil@example.com') || recipientOf(m).includes('friend2'))).toEqual([]);

    const user = await loginAgent(app, 'plain@example.com');
    expect((await user.request('POST', '/api/admin/invites/send', { email: 'x@example.com' })).statusCode).toBe(403);
    await close();
  });
});

describe('cardcade mail-test', { timeout: 120_000 }, () => {
  it('sends a test mail through the SMTP_* settings; a bad setting exits 1 with one line', async () => {
    const env = { DATABASE_PATH: '/nonexistent/never-opened.db', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailServer.smtp.port), SMTP_FROM: 'Cardcade <cards@example.org>', PUBLIC_URL };
    const ok = await runCardcade(['mail-test', 'operator@example.com'], { env });
    expect([ok.code, ok.stdout]).toEqual([0, 'Sent a test mail to operator@example.com.\n']);
    const mail = await mailServer.waitFor(to('operator@example.com'));
    expect(mail.parsed.subject).toBe('Cardcade test mail');
    expect(mail.parsed.text).toContain('mail settings work');
    const bad = await runCardcade(['mail-test', 'operator@example.com'], { env: { ...env, SMTP_FROM: 'x\r\nBcc: y@z.co' } });
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
  });
});
