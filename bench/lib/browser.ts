// Debian's Chromium for the browser benches (playwright-core brings no browser of its own).
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu'];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** A Cookie header (`a=1; b=2`) as the cookies Playwright's addCookies takes, for `url`. */
export function cookiesFor(header: string, url: string): { name: string; value: string; url: string }[] {
  return header.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
}
