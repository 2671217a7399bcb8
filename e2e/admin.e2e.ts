import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_MSG } from '../shared/messages';
import { runCardcade } from '../server/test/cli';
import { apiFor, launchBrowser, makeCards, newPage, PASSWORD, screenshot, signUpByApi, uniqueEmail } from './helpers';
import { startOwnServer } from './ownServer';

// Running Cardcade for a group (docs/administration.md), as the people involved see it: an admin made with
// the CLI invites someone, that person signs up through the link in another browser, the admin
// resets their password, and they log in with the new one.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Password hashing (argon2) takes a while on a busy machine.
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000, interval: 100 });

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/decks', { timeout: 15_000 });
}

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /Open user menu/ }).click();
  return page.getByRole('menu', { name: 'User menu' });
}

// A long story on a machine shared by many test runs: generous time.
describe('running it for a group', { timeout: 240_000 }, () => {
  it('admin invites a person, the person signs up by the link, the admin resets their password, the person logs in with it', async () => {
    // The first signup of the shared e2e database may be another file's user: make our own admin.
    const adminEmail = uniqueEmail('admin');
    const created = await runCardcade(['users', 'create', adminEmail, '--admin'], { env: { DATABASE_PATH: inject('dbPath'), CARDCADE_PASSWORD: PASSWORD } });
    expect(created.code).toBe(0);

    const admin = await newPage(browser);
    await logIn(admin.page, adminEmail, PASSWORD);
    await (await openUserMenu(admin.page)).getByRole('menuitem', { name: 'Admin' }).click();
    await admin.page.waitForURL('**/admin');
    await poll(() => admin.page.getByRole('heading', { name: 'Administration' }).isVisible()).toBe(true);
    const users = admin.page.getByRole('table', { name: 'Users' });
    await poll(() => users.getByText(adminEmail).isVisible()).toBe(true);

    // Create an invite for one person and take its link.
    const form = admin.page.getByRole('form', { name: 'Create an invite' });
    await form.getByLabel(/^Uses/).fill('1');
    await form.getByLabel(/^Days valid/).fill('7');
    await form.getByRole('button', { name: 'Create invite' }).click();
    const linkField = admin.page.getByLabel('New invite link');
    await linkField.waitFor();
    const inviteUrl = await linkField.inputValue();
    expect(inviteUrl).toMatch(new RegExp(`^${inject('baseURL')}/signup\\?invite=[A-Z2-9]{12}$`));
    const code = new URL(inviteUrl).searchParams.get('invite')!;
    const invites = admin.page.getByRole('table', { name: 'Invites' });
    await poll(() => invites.getByRole('row').filter({ hasText: code }).textContent()).toContain('1 of 1');
    await screenshot(admin.page, 'admin-desktop');

    // The new person, in a browser of their own, follows the link.
    const guest = await newPage(browser);
    const guestEmail = uniqueEmail('guest');
    await guest.page.goto(inviteUrl);
    await guest.page.getByLabel('Email').fill(guestEmail);
    await guest.page.getByLabel(/^Password/).fill(PASSWORD);
    await guest.page.getByLabel('Confirm password').fill(PASSWORD);
    await guest.page.getByRole('button', { name: 'Sign Up' }).click();
    await guest.page.waitForURL('**/decks');
    // Not an admin: no link in the menu, and /admin sends them to their decks.
    expect(await (await openUserMenu(guest.page)).getByRole('menuitem', { name: 'Admin' }).count()).toBe(0);
    await guest.page.goto('/admin');
    await guest.page.waitForURL('**/decks');

    // The admin sees the invite used and the new account.
    await admin.page.reload();
    await poll(() => invites.getByRole('row').filter({ hasText: code }).textContent()).toContain('Used up');
    await poll(() => users.getByRole('row').filter({ hasText: guestEmail }).isVisible()).toBe(true);

    // 'Reset password' → a one-time link, shown once.
    await admin.page.getByRole('button', { name: `Reset password: ${guestEmail}` }).click();
    await admin.page.getByRole('dialog', { name: 'Reset password' }).getByRole('button', { name: 'Create link' }).click();
    const resetDialog = admin.page.getByRole('dialog', { name: 'Password reset link' });
    const resetUrl = await resetDialog.getByLabel('Password reset link').inputValue();
    expect(resetUrl).toMatch(new RegExp(`^${inject('baseURL')}/reset-password\\?token=[\\w-]{43}$`));
    await screenshot(admin.page, 'admin-reset-link-desktop');
    await resetDialog.getByRole('button', { name: 'Done' }).click();

    // The person sets a new password; their open session is logged out.
    await guest.page.goto(resetUrl);
    await guest.page.getByLabel(/^New password/).fill('my new password');
    await guest.page.getByLabel('Confirm new password').fill('my new password');
    await screenshot(guest.page, 'reset-password-desktop');
    await guest.page.getByRole('button', { name: 'Set new password' }).click();
    await poll(() => guest.page.getByText('Your password has been changed.').isVisible()).toBe(true);
    await screenshot(guest.page, 'reset-password-done-desktop');
    await guest.page.goto('/decks');
    await guest.page.waitForURL(/\/login/);

    await guest.page.getByLabel('Email').fill(guestEmail);
    await guest.page.getByLabel('Password').fill(PASSWORD);
    await guest.page.getByRole('button', { name: 'Log In' }).click();
    await poll(() => guest.page.getByRole('alert').isVisible()).toBe(true);
    await logIn(guest.page, guestEmail, 'my new password');
    await poll(() => guest.page.getByRole('heading', { name: 'My Decks' }).isVisible()).toBe(true);

    // The link worked once: opened again, it says so before any form (issue #29).
    await guest.page.goto(resetUrl);
    await poll(() => guest.page.getByRole('alert').textContent()).toBe(ADMIN_MSG.resetLinkUnusable);
    expect(await guest.page.getByLabel(/^New password/).count()).toBe(0);

    // Revoke: confirmed, then the row says so.
    await form.getByRole('button', { name: 'Create invite' }).click();
    const second = new URL(await linkField.inputValue()).searchParams.get('invite')!;
    await poll(() => admin.page.getByRole('button', { name: `Revoke: ${second}` }).isVisible()).toBe(true);
    await admin.page.getByRole('button', { name: `Revoke: ${second}` }).click();
    await admin.page.getByRole('dialog', { name: 'Revoke this invite?' }).getByRole('button', { name: 'Revoke' }).click();
    await poll(() => invites.getByRole('row').filter({ hasText: second }).textContent()).toContain('Revoked');

    // Delete the person, after a confirmation.
    await admin.page.getByRole('button', { name: `Delete: ${guestEmail}` }).click();
    await admin.page.getByRole('dialog', { name: 'Delete this user?' }).getByRole('button', { name: 'Delete user' }).click();
    await poll(() => users.getByText(guestEmail).count()).toBe(0);

    const mobile = await newPage(browser, { mobile: true });
    await logIn(mobile.page, adminEmail, PASSWORD);
    await mobile.page.goto('/admin');
    await poll(() => mobile.page.getByRole('table', { name: 'Invites' }).isVisible()).toBe(true);
    await screenshot(mobile.page, 'admin-mobile');
    await mobile.page.goto(resetUrl.replace(/token=.*/, 'token=not-a-real-token'));
    await screenshot(mobile.page, 'reset-password-mobile');
    for (const c of [admin, guest, mobile]) await c.context.close();
  });
});

describe('an admin and the shared decks', { timeout: 180_000 }, () => {
  it('makes a shared deck private from the admin page: it leaves the library, its owner keeps it', async () => {
    const adminEmail = uniqueEmail('admin-shared');
    const created = await runCardcade(['users', 'create', adminEmail, '--admin'], { env: { DATABASE_PATH: inject('dbPath'), CARDCADE_PASSWORD: PASSWORD } });
    expect(created.code).toBe(0);
    const owner = await newPage(browser);
    await signUpByApi(owner.context);
    const ownerApi = await apiFor(owner.context);
    const deckName = `Shared for review ${Date.now()}`;
    const deck = await ownerApi.createDeck(deckName, makeCards(3, 'Word'));
    await ownerApi.call('PUT', `/api/decks/${deck.id}/sharing`, { visibility: 'server' });

    // The phone first (the deck listed), then the desktop makes it private.
    for (const mobile of [true, false]) {
      const admin = await newPage(browser, { mobile });
      await logIn(admin.page, adminEmail, PASSWORD);
      await admin.page.goto('/admin');
      await admin.page.getByLabel('Search shared decks').fill(deckName);
      const table = admin.page.getByRole('table', { name: 'Shared decks' });
      await poll(() => table.getByText(deckName).isVisible()).toBe(true);
      const section = admin.page.getByRole('region', { name: 'Shared decks' });
      await screenshot(section, `admin-shared-decks-${mobile ? 375 : 1280}`);
      if (!mobile) {
        await admin.page.getByRole('button', { name: `Make private: ${deckName}` }).click();
        const dialog = admin.page.getByRole('dialog', { name: 'Make this deck private?' });
        await dialog.getByRole('button', { name: 'Make private' }).click();
        await poll(() => admin.page.getByText('No shared deck matches this search.').isVisible()).toBe(true);
      }
      await admin.context.close();
    }
    const library = (await ownerApi.call('GET', `/api/shared-decks?q=${encodeURIComponent(deckName)}`)) as { decks: unknown[] };
    expect(library.decks).toEqual([]);
    expect((await ownerApi.call('GET', `/api/decks/${deck.id}`)).name).toBe(deckName);
    await owner.context.close();
  });
});

/** A second server of our own, for the modes the shared e2e server (open) does not run in. */
const startServer = (registration: 'invite' | 'closed') => startOwnServer(registration, { REGISTRATION: registration, AUTH_RATE_LIMIT: '1000' });

async function pageAt(baseURL: string, mobile = false) {
  const context = await browser.newContext({ baseURL, viewport: mobile ? { width: 375, height: 812 } : { width: 1280, height: 860 }, isMobile: mobile, hasTouch: mobile, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

describe('registration modes on the signup page', { timeout: 180_000 }, () => {
  it('invite mode: an Invite code field, prefilled from the link; a wrong code is refused', async () => {
    const server = await startServer('invite');
    try {
      // The owner's account: the first one is always allowed and becomes admin.
      await runCardcade(['users', 'create', 'owner@example.com', '--admin'], { env: { DATABASE_PATH: server.dbPath, CARDCADE_PASSWORD: PASSWORD } });
      const made = await runCardcade(['invites', 'create'], { env: { DATABASE_PATH: server.dbPath } });
      const code = made.stdout.trim();
      for (const mobile of [false, true]) {
        const { page, context } = await pageAt(server.baseURL, mobile);
        await page.goto('/signup?invite=WRONGCODE22');
        const field = page.getByLabel('Invite code');
        await poll(() => field.inputValue()).toBe('WRONGCODE22');
        await page.getByLabel('Email').fill(`someone-${mobile}@example.com`);
        await page.getByLabel(/^Password/).fill(PASSWORD);
        await page.getByLabel('Confirm password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Sign Up' }).click();
        await poll(() => page.getByRole('alert').textContent()).toBe(ADMIN_MSG.inviteUnknown);
        await screenshot(page, `signup-invite-${mobile ? 'mobile' : 'desktop'}`);
        if (!mobile) {
          await field.fill(code.toLowerCase());
          await page.getByRole('button', { name: 'Sign Up' }).click();
          await page.waitForURL('**/decks');
        }
        await context.close();
      }
    } finally {
      await server.stop();
    }
  });

  it('closed mode: says so and shows no form', async () => {
    const server = await startServer('closed');
    try {
      await runCardcade(['users', 'create', 'owner@example.com'], { env: { DATABASE_PATH: server.dbPath, CARDCADE_PASSWORD: PASSWORD } });
      for (const mobile of [false, true]) {
        const { page, context } = await pageAt(server.baseURL, mobile);
        await page.goto('/signup');
        await poll(() => page.getByText(ADMIN_MSG.registrationClosed).isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: 'Sign Up' }).count()).toBe(0);
        await screenshot(page, `signup-closed-${mobile ? 'mobile' : 'desktop'}`);
        await context.close();
      }
    } finally {
      await server.stop();
    }
  });
});
