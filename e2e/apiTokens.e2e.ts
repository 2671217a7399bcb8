// Personal API tokens as a person uses them (docs/api.md): Profile → API tokens makes a token
// that is shown once; a script uses it with `Authorization: Bearer` (no cookie); revoking it on
// the page stops it. An admin sees it on /admin and can revoke it. The API reference page
// (/developers) lists the REST paths. axe at 1280 and 375 px; screenshots of each.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runCardcade } from '../server/test/cli';
import { baseURL, launchBrowser, newPage, PASSWORD, screenshot, signUp, uniqueEmail } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const until = { timeout: 20_000, interval: 200 };

async function axe(page: Page): Promise<string> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
    .join('\n');
}

/** What a script does: the token alone, from outside the browser. */
const asScript = (token: string, path: string) => fetch(new URL(path, baseURL()), { headers: { authorization: `Bearer ${token}` } });

describe('API tokens', { timeout: 180_000 }, () => {
  it('makes a token on the profile, shows it once, uses it from a script, and revokes it (1280 and 375 px)', async () => {
    for (const mobile of [false, true]) {
      const width = mobile ? 375 : 1280;
      const { page, context } = await newPage(browser, { mobile });
      await signUp(page, uniqueEmail(`tokens-${width}`));
      await page.goto('/profile');
      const section = page.getByRole('region', { name: 'API tokens' });
      await expect.poll(() => section.getByText('You have no API tokens.').isVisible(), until).toBe(true);

      await section.getByLabel('Name').fill('Yomitan on my laptop');
      await section.getByLabel('Access').selectOption('read');
      await section.getByLabel('Expires').selectOption('30');
      await section.getByRole('button', { name: 'Make token' }).click();
      const shown = section.getByLabel('The new token Yomitan on my laptop');
      await expect.poll(() => shown.isVisible(), until).toBe(true);
      const token = await shown.inputValue();
      expect(token).toMatch(/^cct_/);
      const list = section.getByRole('list', { name: 'API tokens' });
      await expect.poll(() => list.textContent(), until).toContain('Read only');
      expect(await list.textContent()).toContain('Expires in 30 days');
      expect(await list.textContent()).toContain('Last used never');
      await screenshot(page, `profile-api-tokens-${width}`);
      if (!mobile) expect(await axe(page)).toBe('');

      // A script reads with it; a read token cannot write.
      expect((await asScript(token, '/api/decks')).status).toBe(200);
      const write = await fetch(new URL('/api/decks', baseURL()), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{"name":"x","description":""}' });
      expect(write.status).toBe(403);

      // After a reload the token text is gone for good; the list shows its use.
      await page.reload();
      await expect.poll(() => section.getByRole('list', { name: 'API tokens' }).textContent(), until).toContain('Last used just now');
      expect(await page.getByText(token).count()).toBe(0);

      await section.getByRole('button', { name: 'Revoke Yomitan on my laptop' }).click();
      await expect.poll(() => section.getByRole('status').textContent(), until).toContain('Revoked “Yomitan on my laptop”');
      await expect.poll(() => section.getByText('You have no API tokens.').isVisible(), until).toBe(true);
      expect((await asScript(token, '/api/decks')).status).toBe(401);
      if (mobile) expect(await axe(page)).toBe('');
      await context.close();
    }
  });

  it("an admin sees every account's tokens on /admin and revokes one", async () => {
    const adminEmail = uniqueEmail('tokens-admin');
    await runCardcade(['users', 'create', adminEmail, '--admin'], { env: { DATABASE_PATH: inject('dbPath'), CARDCADE_PASSWORD: PASSWORD } });
    const owner = await newPage(browser);
    await signUp(owner.page, uniqueEmail('tokens-owner'));
    await owner.page.goto('/profile');
    const section = owner.page.getByRole('region', { name: 'API tokens' });
    await section.getByLabel('Name').fill(`yanki sync ${process.pid}`);
    await section.getByRole('button', { name: 'Make token' }).click();
    const token = await (async () => {
      const field = section.getByLabel(`The new token yanki sync ${process.pid}`);
      await expect.poll(() => field.isVisible(), until).toBe(true);
      return field.inputValue();
    })();

    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/decks', { timeout: 15_000 });
    await page.goto('/admin');
    const table = page.getByRole('table', { name: 'API tokens' });
    await expect.poll(() => table.getByText(`yanki sync ${process.pid}`).isVisible(), until).toBe(true);
    await screenshot(page, 'admin-api-tokens-1280');
    expect(await axe(page)).toBe('');
    await table.getByRole('button', { name: new RegExp(`Revoke yanki sync ${process.pid}`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => table.getByText(`yanki sync ${process.pid}`).count(), until).toBe(0);
    expect((await asScript(token, '/api/decks')).status).toBe(401);
    await context.close();
    await owner.context.close();
  });

  it('shows the REST API reference at /developers (1280 and 375 px)', async () => {
    for (const mobile of [false, true]) {
      const width = mobile ? 375 : 1280;
      const { page, context } = await newPage(browser, { mobile });
      await page.goto('/developers');
      await expect.poll(() => page.getByRole('heading', { name: 'API reference', level: 1 }).isVisible(), until).toBe(true);
      const tokens = page.getByRole('region', { name: 'API tokens' });
      await expect.poll(() => tokens.getByRole('heading', { name: 'POST /api/account/api-tokens' }).isVisible(), until).toBe(true);
      expect(await tokens.textContent()).toContain('read | write');
      await screenshot(page, `api-reference-${width}`, { fullPage: false });
      expect(await axe(page)).toBe('');
      await context.close();
    }
  });
});
