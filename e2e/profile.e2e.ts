// The profile page as a person uses it (docs/account.md): their login sessions, changing the password
// (another browser is logged out, the new password logs in), choosing a time zone, and deleting
// the account (password confirmation, then the landing page, and the login no longer works).
// axe checks the page and the delete dialog at 1280 and 375 px.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, launchBrowser, newPage, PASSWORD, screenshot, signUp, uniqueEmail } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The machine running the suite may be busy: polls wait generously (they return as soon as true). */
const until = { timeout: 20_000, interval: 200 };
const NEW_PASSWORD = 'a brand new secret';
const section = (page: Page, name: string) => page.getByRole('region', { name });

async function axe(page: Page): Promise<string> {
  await page.waitForTimeout(250);
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
    .join('\n');
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

describe('profile', () => {
  it("sets a display name; a reserved one shows the server's message (1280 and 375 px)", async () => {
    for (const mobile of [false, true]) {
      const { page, context } = await newPage(browser, { mobile });
      await signUp(page, uniqueEmail('display-name'));
      await page.goto('/profile');
      const name = section(page, 'Display name');
      const field = name.getByRole('textbox', { name: 'Display name' });
      await expect.poll(() => field.inputValue(), until).toMatch(/^Learner \d+$/);
      await field.fill('ＡＤＭＩＮ');
      await name.getByRole('button', { name: 'Save display name' }).click();
      await expect.poll(() => name.getByRole('alert').textContent(), until).toBe('That display name is reserved: it could be taken for the app or its staff. Please choose another.');
      await screenshot(page, `profile-display-name-${mobile ? 375 : 1280}`);
      // Stored normalised (fullwidth letters, runs of spaces); names are unique on the server.
      const chosen = `Ada ${process.pid} ${mobile ? 375 : 1280}`;
      await field.fill(`  Ａｄａ   ${chosen.slice(4)} `);
      await name.getByRole('button', { name: 'Save display name' }).click();
      await expect.poll(() => name.getByRole('status').textContent(), until).toBe(`Display name saved: ${chosen}.`);
      expect(await field.inputValue()).toBe(chosen);
      if (!mobile) expect(await axe(page)).toBe('');
      await context.close();
    }
  });

  it('changes the password (other browsers out, the new one logs in), sets the time zone, and deletes the account', async () => {
    const { page, context } = await newPage(browser);
    const email = await signUp(page, uniqueEmail('profile'));

    // A second browser logged in to the same account: the sessions list shows both.
    const other = await newPage(browser);
    await logIn(other.page, email, PASSWORD);
    await other.page.waitForURL('**/decks');

    await page.goto('/profile');
    const sessions = section(page, "Where you're logged in");
    await expect.poll(() => sessions.getByRole('listitem').count(), until).toBe(2);
    expect(await sessions.getByText('This browser').isVisible()).toBe(true);
    expect(await sessions.getByText(/Chrome on Linux/).count()).toBe(2);
    await expect.poll(() => section(page, 'Time zone').getByLabel('Time zone').isVisible(), until).toBe(true);
    await screenshot(page, 'profile-1280');
    expect(await axe(page)).toBe('');

    // Change the password: this browser stays in, the other one is logged out.
    const password = section(page, 'Password');
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await password.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => password.getByRole('status').textContent(), until).toBe('Password changed. 1 other session was logged out.');
    await expect.poll(() => sessions.getByRole('listitem').count(), until).toBe(1);
    const otherApi = await apiFor(other.context);
    expect(await otherApi.call('GET', '/api/auth/me')).toEqual({ isLoggedIn: false, user: null });
    await other.context.close();

    // The new password logs in (in a fresh browser); the old one no longer does.
    const fresh = await newPage(browser);
    await logIn(fresh.page, email, PASSWORD);
    await expect.poll(() => fresh.page.getByRole('alert').isVisible(), until).toBe(true);
    await logIn(fresh.page, email, NEW_PASSWORD);
    await fresh.page.waitForURL('**/decks');
    await fresh.context.close();

    // Time zone: the list names each zone with its offset; the choice is kept.
    const zone = section(page, 'Time zone');
    const select = zone.getByLabel('Time zone');
    expect(await select.locator('option', { hasText: 'Asia/Tokyo (UTC+09:00)' }).count()).toBe(1);
    await select.selectOption('Asia/Tokyo');
    await zone.getByRole('button', { name: 'Save time zone' }).click();
    await expect.poll(() => zone.getByRole('status').textContent(), until).toBe('Time zone saved: Asia/Tokyo.');
    const api = await apiFor(context);
    expect(await api.call('GET', '/api/account')).toMatchObject({ timeZone: 'Asia/Tokyo', timeZoneAuto: false });
    await page.reload();
    await expect.poll(() => section(page, 'Time zone').getByLabel('Time zone').inputValue(), until).toBe('Asia/Tokyo');

    // 375 px: same page, same session.
    const mobile = await browser.newContext({
      baseURL: (await page.evaluate(() => location.origin)) as string,
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      timezoneId: 'UTC',
      storageState: await context.storageState(),
    });
    const phone = await mobile.newPage();
    await phone.goto('/profile');
    await expect.poll(() => section(phone, "Where you're logged in").getByRole('listitem').count(), until).toBe(2);
    await expect.poll(() => section(phone, 'Time zone').getByLabel('Time zone').isVisible(), until).toBe(true);
    await screenshot(phone, 'profile-375');
    expect(await axe(phone)).toBe('');
    await phone.getByRole('button', { name: 'Delete my account' }).click();
    await phone.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
    await screenshot(phone, 'profile-delete-375');
    expect(await axe(phone)).toBe('');
    await mobile.close();

    // Delete: a wrong password is refused and deletes nothing; the right one lands on the landing page.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    expect(await dialog.getByText('all your decks and cards, with their images and sounds').isVisible()).toBe(true);
    await dialog.getByLabel('Enter your password to confirm').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent(), until).toBe('Password is incorrect.');
    await screenshot(page, 'profile-delete-1280');
    expect(await axe(page)).toBe('');
    await dialog.getByLabel('Enter your password to confirm').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => new URL(page.url()).pathname, until).toBe('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), until).toBe('Gamified Studying, Serious Results.');
    expect(await (await apiFor(context)).call('GET', '/api/auth/me')).toEqual({ isLoggedIn: false, user: null });

    await logIn(page, email, NEW_PASSWORD);
    await expect.poll(() => page.getByRole('alert').isVisible(), until).toBe(true);
    await context.close();
  }, 300_000);
});
