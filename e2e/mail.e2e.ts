import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from '../server/db/sqliteNative.js';
import { startAppProcess, type AppProcess } from '../server/test/appProcess.js';
import { linkIn, recipientOf, startMailServer, type MailServer } from '../server/test/mailServer.js';
import { startPushServer, type PushServer } from '../server/test/pushServer.js';
import { MAIL_MSG } from '../shared/messages.js';
import { launchBrowser, PASSWORD, screenshot } from './helpers';
import { seriousViolations } from './axeCheck';

// Mail and reminders in the browser (docs/mail.md), on a server of their own with mail settings
// (the suite's shared server has none): a real SMTP server started here receives the mails and
// the test follows their links. Screens: the login page's "Forgot password?", the forgot page,
// the profile's Study reminders and the admin page's Invite by mail, at 1280 and 375 px, axe clean.

const PUBLIC_URL = 'https://cards.example.org';
const root = path.resolve(new URL('..', import.meta.url).pathname);
let mailServer: MailServer;
let pushServer: PushServer;
let app: AppProcess;
let browser: Browser;
let dir: string;
let dbPath: string;
const email = 'reminded@example.com';
let password = PASSWORD;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-e2e-mail-'));
  dbPath = path.join(dir, 'cardcade.db');
  [mailServer, pushServer] = await Promise.all([startMailServer(), startPushServer()]);
  app = await startAppProcess(
    {
      DATABASE_PATH: dbPath,
      CLIENT_DIR: path.join(root, 'dist/client'),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mailServer.smtp.port),
      SMTP_FROM: 'Cardcade <cards@example.org>',
      PUBLIC_URL,
      PUSH_ENDPOINT_HOSTS: pushServer.origin,
      AUTH_RATE_LIMIT: '1000',
    },
    { built: true },
  );
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await Promise.all([mailServer?.stop(), pushServer?.stop()]);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function open(mobile = false, permissions: string[] = []): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: app.url,
    viewport: mobile ? { width: 375, height: 812 } : { width: 1280, height: 860 },
    isMobile: mobile,
    hasTouch: mobile,
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers: 'allow',
  });
  if (permissions.length) await context.grantPermissions(permissions, { origin: app.url });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

async function api(context: BrowserContext, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) {
  await context.request.get('/api/auth/me');
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return context.request.fetch(url, { method, data, headers: { 'x-xsrf-token': xsrf } });
}

describe('mail and reminders in the browser', { timeout: 180_000 }, () => {
  it('"Forgot password?" on the login page mails a link that sets a new password', async () => {
    const signup = await open();
    expect((await api(signup.context, 'POST', '/api/auth/signup', { email, password })).status()).toBe(201);
    await signup.context.close();

    for (const mobile of [false, true]) {
      const { context, page } = await open(mobile);
      await page.goto('/login');
      const forgot = page.getByRole('link', { name: 'Forgot password?' });
      await forgot.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `mail-login-${mobile ? 375 : 1280}`);
      await forgot.click();
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `mail-forgot-${mobile ? 375 : 1280}`);
      await context.close();
    }

    const { context, page } = await open();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByRole('status').filter({ hasText: MAIL_MSG.forgotSent }).waitFor();
    await screenshot(page, 'mail-forgot-sent-1280');

    const link = linkIn(await mailServer.waitFor((m) => recipientOf(m) === email), `${PUBLIC_URL}/reset-password?token=`);
    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    password = 'a new password for the test';
    await page.locator('#reset-password').fill(password);
    await page.locator('#reset-confirm').fill(password);
    await page.getByRole('button', { name: /set|save|change/i }).first().click();
    await page.getByText('Your password has been changed.').waitFor();
    await context.close();
  });

  it('Profile → Study reminders: permission granted, this device subscribed and stored, settings saved', async () => {
    // Debian's headless Chromium has no push service: PushManager.subscribe fails with "AbortError:
    // Registration failed - permission denied" even with the permission granted. So the browser's
    // subscribe answers a subscription of the local push service here (real P-256 keys made by
    // the test), and the test checks what the page's own API call stored. Delivery to a stored
    // subscription, encrypted and decrypted, is tested in server/services/reminders.test.ts.
    const device = pushServer.subscription('/browser-device');
    for (const mobile of [false, true]) {
      const { context, page } = await open(mobile, ['notifications']);
      await context.addInitScript((json) => {
        const subscription = { endpoint: json.endpoint, toJSON: () => json, unsubscribe: async () => true };
        PushManager.prototype.subscribe = async () => subscription as unknown as PushSubscription;
        PushManager.prototype.getSubscription = async () => null;
      }, { endpoint: device.endpoint, expirationTime: null, keys: device.keys });
      expect((await api(context, 'POST', '/api/auth/login', { email, password })).status()).toBe(200);
      await page.goto('/profile');
      const section = page.locator('section', { has: page.getByRole('heading', { name: 'Study reminders' }) });
      await section.getByRole('button', { name: 'Save reminders' }).waitFor();
      if (!mobile) {
        await section.getByLabel('Remind me to study').check();
        await section.getByLabel('Time of day').fill('07:30');
        await section.getByLabel('Saturday').uncheck();
        await section.getByLabel('Sunday').uncheck();
        await section.getByLabel('A notification on this device').check();
        await section.getByLabel(/A mail with what is due/).check();
        await section.getByRole('button', { name: 'Save reminders' }).click();
        await section.getByRole('status').filter({ hasText: 'Reminders saved.' }).waitFor();
      }
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(section, `mail-profile-reminders-${mobile ? 375 : 1280}`);
      await context.close();
    }
    const db = new Database(dbPath, { readonly: true });
    try {
      const user = db.prepare('select id from users where email = ?').get(email) as { id: number };
      expect(db.prepare('select enabled, time, weekdays, email, push from reminder_settings where user_id = ?').get(user.id)).toEqual({ enabled: 1, time: '07:30', weekdays: '12345', email: 1, push: 1 });
      const subscriptions = db.prepare('select endpoint, p256dh, auth from push_subscriptions where user_id = ?').all(user.id) as { endpoint: string; p256dh: string; auth: string }[];
      expect(subscriptions).toEqual([{ endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth }]);
    } finally {
      db.close();
    }
  });

  it('Admin → Invite by mail sends a one-use signup link', async () => {
    for (const mobile of [false, true]) {
      const { context, page } = await open(mobile);
      expect((await api(context, 'POST', '/api/auth/login', { email, password })).status()).toBe(200);
      await page.goto('/admin');
      const form = page.getByRole('form', { name: 'Invite by mail' });
      await form.waitFor();
      const invitee = `friend-${mobile ? 375 : 1280}@example.com`;
      await form.getByLabel('Email').fill(invitee);
      await form.getByLabel(/Name/).fill('Zoë');
      await form.getByRole('button', { name: 'Send invite' }).click();
      await form.getByRole('status').filter({ hasText: MAIL_MSG.inviteSent(invitee) }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(form, `mail-admin-invite-${mobile ? 375 : 1280}`);
      const mail = await mailServer.waitFor((m) => recipientOf(m) === invitee);
      expect(linkIn(mail, `${PUBLIC_URL}/signup?invite=`)).toMatch(/invite=[A-Z0-9]{12}$/);
      await context.close();
    }
  });
});
