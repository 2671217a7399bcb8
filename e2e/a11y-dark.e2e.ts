// axe-core at 1280 and 375 px in the dark theme (issue 13): every colour pair meets AA there too.
// The sweep itself is in e2e/a11ySweep.ts.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { report, walk } from './a11ySweep';
import { launchBrowser } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('axe over every page, modal and game state (dark theme)', () => {
  // axe takes ~10 s a page on this machine: every state once at 1280 px light, the states that
  // differ by width or colours in the other combinations.
  it.each([
    [false, 'dark', false],
    [true, 'dark', false],
  ] as const)('mobile=%s, %s theme (every state: %s): no critical or serious violations', async (mobile, theme, full) => {
    const findings = await walk(browser, mobile, theme, full);
    expect(report(findings)).toBe('');
  }, 600_000);
});
