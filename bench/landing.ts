// The landing page's JavaScript (issue 13: ≤ 90 KB transferred): a first visit to / logged out,
// in Debian's Chromium against a fresh production server (brotli from the precompressed files),
// service worker blocked as on a first visit. Prints each script's transferred bytes
// (CDP encodedDataLength: headers and compressed body, what Lighthouse counts) and the total.
// Needs `npm run build`.
import { launchChromium } from './lib/browser.js';
import { startBuiltServer } from './lib/server.js';

export async function measureLandingJs(base: string): Promise<{ files: { url: string; bytes: number }[]; totalBytes: number }> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map<string, string>();
    const files: { url: string; bytes: number }[] = [];
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scripts.set(e.requestId, e.response.url);
    });
    cdp.on('Network.loadingFinished', (e) => {
      const url = scripts.get(e.requestId);
      if (url) files.push({ url: new URL(url).pathname, bytes: e.encodedDataLength });
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(500);
    return { files, totalBytes: files.reduce((sum, f) => sum + f.bytes, 0) };
  } finally {
    await browser.close();
  }
}

export async function main() {
  const server = await startBuiltServer('landing');
  try {
    const { files, totalBytes } = await measureLandingJs(server.base);
    console.log('Landing page (/, logged out, first visit): JavaScript transferred');
    for (const f of files.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${(f.bytes / 1024).toFixed(1).padStart(6)} KB  ${f.url}`);
    console.log(`  ${(totalBytes / 1024).toFixed(1).padStart(6)} KB  total in ${files.length} files (goal ≤ 90 KB)`);
  } finally {
    await server.stop();
  }
}
