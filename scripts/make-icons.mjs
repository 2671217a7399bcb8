// Renders the PWA icons (client/public/icons/*.png) from the favicon's artwork with Debian's
// Chromium: no network, no image library. Run `node scripts/make-icons.mjs` after changing the
// artwork and commit the PNGs (the build only copies them).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'client/public/icons');
const svg = fs.readFileSync(path.join(root, 'client/public/favicon.svg'), 'utf8');



// "any": the artwork on a rounded white tile. "maskable": a full-bleed white tile with the artwork
// inside the 80 % safe circle, so a launcher's mask never cuts it.
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
fs.mkdirSync(out, { recursive: true });
for (const { file, size, maskable } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  const art = maskable ? 0.62 : 0.72;
  const radius = maskable ? 0 : size * 0.22;
  await page.setContent(`<html><body style="margin:0;background:transparent">
    <div style="width:${size}px;height:${size}px;border-radius:${radius}px;background:#ffffff;display:grid;place-items:center">
      <div style="width:${size * art}px;height:${size * art}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
    </div></body></html>`);
  await page.screenshot({ path: path.join(out, file), omitBackground: true });
  await page.close();
  console.log(file, fs.statSync(path.join(out, file)).size, 'bytes');
}
await browser.close();
