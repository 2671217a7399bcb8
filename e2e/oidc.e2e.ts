// Sign-in through the group's identity provider in the browser (docs/sign-in.md), at 1280 and
// 375 px: a real OpenID provider (oidc-provider, server/test/oidcProvider.ts) on a random port,
// and the built app in a process of its own whose PUBLIC_URL is its callback's origin. Covers the
// first sign-in, a refused unverified address with its message, linking from the profile, the
// signup page's button, and PASSWORD_LOGIN=false. axe checks each screen.
import { AxeBuilder } from '@axe-core/playwright';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../server/test/appProcess';
import { freePort } from '../server/test/process';
import { startTestProvider, type TestProvider } from '../server/test/oidcProvider';
import { launchBrowser, PASSWORD, screenshot } from './helpers';

const root = path.resolve(new URL('..', import.meta.url).pathname);
let browser: Browser;
let provider: TestProvider;
const apps: AppProcess[] = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-oidc-e2e-'));

/** The built app with the provider configured; `env` adds to (or overrides) the settings. */
async function startApp(name: string, port: number, env: Record<string, string> = {}): Promise<string> {
  const url = `http://127.0.0.1:${port}`;
  const app = await startAppProcess(
    {
      DATABASE_PATH: path.join(tmp, `${name}.db`),
      CLIENT_DIR: path.join(root, 'dist/client'),
      AUTH_RATE_LIMIT: '10000',
      PUBLIC_URL: url,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: 'Authentik',
      OIDC_SCOPES: 'openid email profile groups',
      ...env,
    },
    { built: true, port },
  );
  apps.push(app);
  return url;
}

let appUrl: string;
// Both apps' ports are chosen first: their callbacks are the provider's registered redirect URIs.
let ports: { main: number; providerOnly: number };

beforeAll(async () => {
  browser = await launchBrowser();
  ports = { main: await freePort(), providerOnly: await freePort() };
  provider = await startTestProvider({ redirectUris: Object.values(ports).map((port) => `http://127.0.0.1:${port}/api/auth/oidc/callback`) });
  provider.accounts.set('ann', { email: 'ann@example.org', email_verified: true, name: 'Ann' });
  provider.accounts.set('mo', { email: 'mo@example.org', email_verified: true, name: 'Mo' });
  provider.accounts.set('carol', { email: 'carol@example.org', email_verified: false, name: 'Carol' });
  appUrl = await startApp('main', ports.main);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  for (const app of apps) await app.stop();
  await provider?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function open(base: string, mobile: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: mobile ? { width: 375, height: 812 } : { width: 1280, height: 860 },
    isMobile: mobile,
    hasTouch: mobile,
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'Europe/Paris',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

async function axe(page: Page): Promise<string> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
    .join('\n');
}

/** At the provider's login page: the user name, then back to the app. */
async function atProvider(page: Page, login: string) {
  await page.getByLabel('Username').fill(login);
  await page.getByRole('button', { name: 'Continue' }).click();
}

const widths = [
  ['1280', false],
  ['375', true],
] as const;

describe('sign in with the identity provider', () => {
  it.each(widths)('signs in from the login page and lands on the dashboard (%s px)', async (width, mobile) => {
    const { context, page } = await open(appUrl, mobile);
    await page.goto('/login');
    const button = page.getByRole('link', { name: 'Sign in with Authentik' });
    await button.waitFor();
    await expect.poll(() => axe(page)).toBe('');
    await screenshot(page, `oidc-login-${width}`);
    await button.click();
    await page.waitForURL(`${provider.issuer}/**`);
    await atProvider(page, mobile ? 'mo' : 'ann');
    await page.waitForURL('**/dashboard');
    await page.goto('/profile');
    const linked = page.getByRole('region', { name: 'Sign in with Authentik' });
    await expect.poll(() => linked.textContent()).toContain(`Linked to ${mobile ? 'mo' : 'ann'}@example.org`);
    await expect.poll(() => axe(page)).toBe('');
    await screenshot(page, `oidc-profile-linked-${width}`);
    await context.close();
  });

  it.each(widths)('refuses an unverified address of an existing account with its message, and links it from the profile (%s px)', async (width, mobile) => {
    const email = `carol${width}@example.org`;
    provider.accounts.set(`carol${width}`, { email, email_verified: false });
    // Carol has a password account already.
    const { context, page } = await open(appUrl, mobile);
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL('**/decks');

    // Another browser: the provider says the address is not verified.
    const other = await open(appUrl, mobile);
    await other.page.goto('/login');
    await other.page.getByRole('link', { name: 'Sign in with Authentik' }).click();
    await atProvider(other.page, `carol${width}`);
    await other.page.waitForURL('**/login?oidcError=unverifiedEmail');
    await expect.poll(() => other.page.getByRole('alert').textContent()).toContain('has not verified the address');
    await expect.poll(() => axe(other.page)).toBe('');
    await screenshot(other.page, `oidc-login-refused-${width}`);
    await other.context.close();

    // Signed in with her password, Carol links it from the profile.
    await page.goto('/profile');
    const region = page.getByRole('region', { name: 'Sign in with Authentik' });
    await expect.poll(() => axe(page)).toBe('');
    await screenshot(page, `oidc-profile-unlinked-${width}`);
    await region.getByRole('button', { name: 'Link Authentik' }).click();
    await atProvider(page, `carol${width}`);
    await page.waitForURL('**/profile?oidcLinked=1');
    await expect.poll(() => region.getByRole('status').textContent()).toContain('Your account is now linked to Authentik');
    await expect.poll(() => region.textContent()).toContain(`Linked to ${email}`);
    await screenshot(page, `oidc-profile-just-linked-${width}`);
    await context.close();

    // From now on the provider signs her in to that account.
    const again = await open(appUrl, mobile);
    await again.page.goto('/login');
    await again.page.getByRole('link', { name: 'Sign in with Authentik' }).click();
    await atProvider(again.page, `carol${width}`);
    await again.page.waitForURL('**/dashboard');
    await again.page.goto('/profile');
    await expect.poll(() => again.page.getByRole('main').textContent()).toContain(email);
    await again.context.close();
  });

  it.each(widths)('shows "Sign up with Authentik" on the signup page (%s px)', async (width, mobile) => {
    const { context, page } = await open(appUrl, mobile);
    await page.goto('/signup');
    await page.getByRole('link', { name: 'Sign up with Authentik' }).waitFor();
    await expect.poll(() => axe(page)).toBe('');
    await screenshot(page, `oidc-signup-${width}`);
    await context.close();
  });
});

describe('PASSWORD_LOGIN=false', () => {
  let url: string;
  beforeAll(async () => {
    url = await startApp('providerOnly', ports.providerOnly, { PASSWORD_LOGIN: 'false' });
  }, 90_000);

  it.each(widths)('the login and signup pages offer the provider alone, and it signs in (%s px)', async (width, mobile) => {
    const { context, page } = await open(url, mobile);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Authentik' }).waitFor();
    expect(await page.getByLabel('Password').count()).toBe(0);
    await expect.poll(() => axe(page)).toBe('');
    await screenshot(page, `oidc-provider-only-login-${width}`);
    await page.goto('/signup');
    await page.getByRole('link', { name: 'Sign up with Authentik' }).waitFor();
    expect(await page.getByLabel(/^Password/).isVisible()).toBe(false);
    await expect.poll(() => axe(page)).toBe('');
    await screenshot(page, `oidc-provider-only-signup-${width}`);
    await page.getByRole('link', { name: 'Sign up with Authentik' }).click();
    await atProvider(page, mobile ? 'mo' : 'ann');
    await page.waitForURL('**/dashboard');
    // No password to change on the profile: the provider's section comes first.
    await page.goto('/profile');
    await page.getByRole('region', { name: 'Sign in with Authentik' }).waitFor();
    expect(await page.getByRole('region', { name: 'Password' }).count()).toBe(0);
    await expect.poll(() => axe(page)).toBe('');
    await screenshot(page, `oidc-provider-only-profile-${width}`);
    await context.close();
  });
});
