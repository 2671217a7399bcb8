import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MIN_HELD_OUT_FOR_CHART, noChartMessage, type ModelEvaluation } from '../shared/memoryModel';
import { ADMIN_MSG } from '../shared/messages';
import { createDb } from '../server/db.js';
import { DEFAULT_PARAMETERS } from '../server/domain/memoryModel/parameters.js';
import { runCardcade } from '../server/test/cli';
import { apiFor, launchBrowser, newPage, PASSWORD, screenshot, signUpByApi } from './helpers';
import { seriousViolations } from './axeCheck';
import { startOwnServer } from './ownServer';

// Issue #29, 13 and the memory-model chart: the registration mode chosen on the admin page, the
// last admin's 'Make user', the login page's 'Forgot password?', a used reset link refused on
// load, and a calibration chart only when enough reviews judged the fit.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Password hashing (argon2) and a server of our own take a while on a busy machine.
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000, interval: 100 });

/**
 * A server of our own: changing the registration mode on the suite's shared server would refuse
 * other files' signups. Started from source with the built client, REGISTRATION unset (open).
 */
const startServer = () => startOwnServer('access', { REGISTRATION: undefined, AUTH_RATE_LIMIT: '1000' });

async function pageAt(baseURL: string, mobile = false) {
  const context = await browser.newContext({ baseURL, viewport: mobile ? { width: 375, height: 812 } : { width: 1280, height: 860 }, isMobile: mobile, hasTouch: mobile, locale: 'en-US', timezoneId: 'UTC', serviceWorkers: 'block' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/decks', { timeout: 20_000 });
}

describe('admin and login (issue #29, 13)', { timeout: 240_000 }, () => {
  it('registration mode set on the admin page, the last admin cannot demote themself, Forgot password?, a used reset link', async () => {
    const server = await startServer();
    try {
      const env = { DATABASE_PATH: server.dbPath, CARDCADE_PASSWORD: PASSWORD };
      expect((await runCardcade(['users', 'create', 'owner@example.com', '--admin'], { env })).code).toBe(0);
      expect((await runCardcade(['users', 'create', 'person@example.com'], { env })).code).toBe(0);

      // Login: the way back in without email, told before anyone gets stuck.
      const visitor = await pageAt(server.baseURL);
      await visitor.page.goto('/login');
      await visitor.page.getByText(ADMIN_MSG.forgotPassword).click();
      await poll(() => visitor.page.getByText(ADMIN_MSG.forgotPasswordHelp).isVisible()).toBe(true);
      expect(await visitor.page.getByText(ADMIN_MSG.forgotPasswordCommand).isVisible()).toBe(true);
      expect(await seriousViolations(visitor.page)).toEqual([]);
      await screenshot(visitor.page, 'h8-login-forgot-1280');

      const admin = await pageAt(server.baseURL);
      await logIn(admin.page, 'owner@example.com');
      await admin.page.goto('/admin');
      const users = admin.page.getByRole('table', { name: 'Users' });
      await poll(() => users.getByText('person@example.com').isVisible()).toBe(true);

      // The only admin: 'Make user' on themself is shown disabled, with the reason.
      const makeUser = admin.page.getByRole('button', { name: 'Make user: owner@example.com' });
      expect(await makeUser.isDisabled()).toBe(true);
      expect(await users.getByText(ADMIN_MSG.lastAdminSelf).isVisible()).toBe(true);
      expect(await admin.page.getByRole('button', { name: 'Make admin: person@example.com' }).isEnabled()).toBe(true);

      // Registration: the environment's default (open) until chosen here.
      const registration = admin.page.getByRole('form', { name: 'Registration mode' });
      await poll(() => registration.getByLabel('Open').isChecked()).toBe(true);
      expect(await registration.getByTestId('registration-source').textContent()).toContain('REGISTRATION setting: open');
      expect(await registration.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await registration.getByLabel('Closed').check();
      await registration.getByRole('button', { name: 'Save' }).click();
      await poll(() => registration.getByText(ADMIN_MSG.registrationSaved).isVisible()).toBe(true);
      await poll(() => registration.getByTestId('registration-source').textContent()).toContain('Chosen on this page');
      await poll(() => admin.page.getByText('Registration is closed: only accounts you create').isVisible()).toBe(true);
      expect(await seriousViolations(admin.page)).toEqual([]);
      await screenshot(admin.page, 'h8-admin-1280');

      await visitor.page.goto('/signup');
      await poll(() => visitor.page.getByText(ADMIN_MSG.registrationClosed).isVisible()).toBe(true);
      expect(await visitor.page.getByRole('button', { name: 'Sign Up' }).count()).toBe(0);

      await registration.getByLabel('Invite only').check();
      await registration.getByRole('button', { name: 'Save' }).click();
      await poll(() => registration.getByText(ADMIN_MSG.registrationSaved).isVisible()).toBe(true);
      await visitor.page.reload();
      await poll(() => visitor.page.getByLabel('Invite code').isVisible()).toBe(true);

      // With a second admin, 'Make user' on oneself is offered again.
      await admin.page.getByRole('button', { name: 'Make admin: person@example.com' }).click();
      await admin.page.getByRole('dialog', { name: 'Make this user an admin?' }).getByRole('button', { name: 'Make admin' }).click();
      await poll(() => makeUser.isEnabled()).toBe(true);
      expect(await users.getByText(ADMIN_MSG.lastAdminSelf).count()).toBe(0);

      // A reset link works once; opened again, it says so at once instead of showing the form.
      await admin.page.getByRole('button', { name: 'Reset password: person@example.com' }).click();
      await admin.page.getByRole('dialog', { name: 'Reset password' }).getByRole('button', { name: 'Create link' }).click();
      const resetUrl = await admin.page.getByRole('dialog', { name: 'Password reset link' }).getByLabel('Password reset link').inputValue();
      await visitor.page.goto(resetUrl);
      await poll(() => visitor.page.getByLabel(/^New password/).isVisible()).toBe(true);
      await visitor.page.getByLabel(/^New password/).fill('a new password');
      await visitor.page.getByLabel('Confirm new password').fill('a new password');
      await visitor.page.getByRole('button', { name: 'Set new password' }).click();
      await poll(() => visitor.page.getByText('Your password has been changed.').isVisible()).toBe(true);
      await visitor.page.goto(resetUrl);
      await poll(() => visitor.page.getByRole('alert').textContent()).toBe(ADMIN_MSG.resetLinkUnusable);
      expect(await visitor.page.getByLabel(/^New password/).count()).toBe(0);
      expect(await seriousViolations(visitor.page)).toEqual([]);
      await screenshot(visitor.page, 'h8-reset-used-1280');

      // The same screens at 375 px.
      const phone = await pageAt(server.baseURL, true);
      await phone.page.goto(resetUrl);
      await poll(() => phone.page.getByRole('alert').textContent()).toBe(ADMIN_MSG.resetLinkUnusable);
      await screenshot(phone.page, 'h8-reset-used-375');
      await phone.page.goto('/login');
      await phone.page.getByText(ADMIN_MSG.forgotPassword).click();
      await poll(() => phone.page.getByText(ADMIN_MSG.forgotPasswordHelp).isVisible()).toBe(true);
      expect(await seriousViolations(phone.page)).toEqual([]);
      await screenshot(phone.page, 'h8-login-forgot-375');
      await logIn(phone.page, 'owner@example.com');
      await phone.page.goto('/admin');
      await poll(() => phone.page.getByRole('form', { name: 'Registration mode' }).getByLabel('Invite only').isChecked()).toBe(true);
      expect(await seriousViolations(phone.page)).toEqual([]);
      await screenshot(phone.page, 'h8-admin-375');
      for (const c of [visitor, admin, phone]) await c.context.close();
    } finally {
      await server.stop();
    }
  });
});

describe('memory-model chart (issue #29)', { timeout: 120_000 }, () => {
  const DAY = 86_400_000;
  const bins = (n: number, count: number) => Array.from({ length: n }, (_, i) => ({ predicted: 0.72 + i * 0.03, actual: 0.7 + i * 0.031, count }));

  /** A stored fit, as the optimizer leaves it, written into the suite's database. */
  async function storeFit(userId: number, evaluation: ModelEvaluation) {
    const db = createDb(inject('dbPath'));
    try {
      const row = { parameters: JSON.stringify(DEFAULT_PARAMETERS), personal: 1 as const, optimized_at: Date.now() - DAY, review_count: 900, evaluation: JSON.stringify(evaluation), updated_at: Date.now() - DAY };
      await db
        .insertInto('memory_models')
        .values({ user_id: userId, ...row })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
        .execute();
    } finally {
      await db.destroy();
    }
  }

  it('no chart for a fit judged on 7 reviews, with the reason; with enough, a chart whose tooltip goes away', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    const api = await apiFor(context);
    const me = (await api.call('GET', '/api/auth/me')) as { user: { id: number } };
    const base = { defaultLogLoss: 0.4, personalLogLoss: 0.38, defaultRmse: 0.1, personalRmse: 0.08, trainReviews: 893 };
    await storeFit(me.user.id, { ...base, heldOutReviews: 7, bins: { default: bins(1, 7), personal: bins(1, 7) } });

    const section = page.getByRole('region', { name: 'Your memory model' });
    await page.goto('/profile');
    await poll(() => section.getByTestId('memory-model-no-chart').textContent()).toBe(noChartMessage(7));
    expect(await section.locator('.recharts-surface').count()).toBe(0);
    await screenshot(page, 'h8-memory-model-no-chart-1280');

    await storeFit(me.user.id, { ...base, heldOutReviews: MIN_HELD_OUT_FOR_CHART + 412, bins: { default: bins(8, 76), personal: bins(8, 76) } });
    await page.reload();
    const chart = section.getByTestId('calibration-chart');
    await poll(() => chart.locator('.recharts-line-dots circle, .recharts-dot').count()).toBeGreaterThan(0);
    expect(await section.getByTestId('memory-model-no-chart').count()).toBe(0);

    // Over a dot the tooltip shows; once the pointer is off the chart it is gone.
    const tooltip = page.getByText(/^Predicted [\d.]+%, recalled [\d.]+%$/);
    // The mouse only reaches what is on screen.
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.getByRole('application').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5, { steps: 4 });
    await poll(() => tooltip.first().isVisible()).toBe(true);
    await screenshot(page, 'h8-memory-model-chart-1280');
    await page.mouse.move(box.x + box.width * 0.6, box.y - 120, { steps: 4 });
    await poll(() => tooltip.first().isVisible().catch(() => false)).toBe(false);
    // Escape puts it away too, even with the pointer still over the chart.
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5, { steps: 4 });
    await poll(() => tooltip.first().isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await poll(() => tooltip.first().isVisible().catch(() => false)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    // 375 px, touch: a tap shows it, a tap elsewhere hides it.
    const phone = await newPage(browser, { mobile: true });
    await phone.context.addCookies(await context.cookies());
    await phone.page.goto('/profile');
    const phoneSection = phone.page.getByRole('region', { name: 'Your memory model' });
    const phoneChart = phoneSection.getByTestId('calibration-chart');
    await poll(() => phoneChart.locator('.recharts-surface').count()).toBeGreaterThan(0);
    await phoneChart.scrollIntoViewIfNeeded();
    const phoneBox = (await phoneChart.getByRole('application').boundingBox())!;
    await phone.page.touchscreen.tap(phoneBox.x + phoneBox.width * 0.6, phoneBox.y + phoneBox.height * 0.5);
    const phoneTip = phone.page.getByText(/^Predicted [\d.]+%, recalled [\d.]+%$/);
    await poll(() => phoneTip.first().isVisible()).toBe(true);
    await screenshot(phone.page, 'h8-memory-model-chart-375');
    await phone.page.touchscreen.tap(phoneBox.x + 10, phoneBox.y - 80);
    await poll(() => phoneTip.first().isVisible().catch(() => false)).toBe(false);
    await storeFit(me.user.id, { ...base, heldOutReviews: 7, bins: { default: bins(1, 7), personal: bins(1, 7) } });
    await phone.page.reload();
    await poll(() => phoneSection.getByTestId('memory-model-no-chart').isVisible()).toBe(true);
    await screenshot(phone.page, 'h8-memory-model-no-chart-375');
    await phone.context.close();
    await context.close();
  });
});
