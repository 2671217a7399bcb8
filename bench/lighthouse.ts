// Lighthouse 12 figures (issue 13): mobile and desktop, the landing page and a logged-in
// 100-card deck page, median of 3 runs: performance, accessibility, CLS, JS bytes transferred.
// Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) against a fresh production
// server on a free port. Skipped with a message when lighthouse is not installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBuiltServer } from './builtServer.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

interface Figures {
  performance: number;
  accessibility: number;
  cls: number;
  tbt: number;
  lcp: number;
  jsKb: number;
}

function lighthouseCli(): string | null {
  try {
    return createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
  } catch {
    return null;
  }
}

function runOnce(cli: string, url: string, desktop: boolean, headers: Record<string, string>): Figures {
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ...(desktop ? ['--preset=desktop'] : []),
    ...(Object.keys(headers).length ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  const out = spawnSync(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    maxBuffer: 64 * 1024 * 1024,
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(`lighthouse failed: ${out.stderr.slice(-2000)}`);
  const lhr = JSON.parse(out.stdout);
  // LIGHTHOUSE_DUMP=<dir>: keep each report, to read where the time went (bootup-time, long-tasks).
  if (process.env.LIGHTHOUSE_DUMP) fs.writeFileSync(path.join(process.env.LIGHTHOUSE_DUMP, `${new URL(url).pathname.replace(/\W+/g, '_')}-${desktop ? 'desktop' : 'mobile'}-${Date.now()}.json`), out.stdout);
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as { resourceType?: string; transferSize?: number }[];
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    jsKb: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A user with a 100-card deck, signed up through the REST API; returns the cookie header and deck id. */
export async function seed(base: string): Promise<{ cookie: string; deckId: number }> {
  const jar = new Map<string, string>();
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        'content-type': 'application/json',
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
    return res.json();
  };
  await call('GET', '/api/auth/me');
  await call('POST', '/api/auth/signup', { email: `bench-${Date.now()}@example.com`, password: 'correct horse battery' });
  const deck = (await call('POST', '/api/decks', { name: 'Biology', description: 'A hundred cards for the Lighthouse run' })) as { id: number };
  for (let i = 1; i <= 100; i++) await call('POST', `/api/decks/${deck.id}/cards`, { term: `Term ${i}`, definition: `The meaning of term number ${i}` });
  return { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), deckId: deck.id };
}

export async function main() {
  const cli = lighthouseCli();
  if (!cli) {
    console.log('lighthouse is not installed (npm install): skipped');
    return;
  }
  const server = await startBuiltServer('lighthouse');
  const { base } = server;
  try {
    const { cookie, deckId } = await seed(base);
    const pages: { name: string; url: string; headers: Record<string, string> }[] = [
      { name: 'landing', url: `${base}/`, headers: {} },
      { name: 'deck (100 cards)', url: `${base}/decks/${deckId}`, headers: { cookie } },
    ];
    console.log(`Lighthouse 12, median of ${RUNS}; JS = bytes of script transferred`);
    for (const { name, url, headers } of pages) {
      for (const desktop of [false, true]) {
        const runs = Array.from({ length: RUNS }, () => runOnce(cli, url, desktop, headers));
        const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
        console.log(
          `${name.padEnd(17)} ${desktop ? 'desktop' : 'mobile '}  performance ${m('performance')}  accessibility ${m('accessibility')}  ` +
            `CLS ${m('cls').toFixed(3)}  TBT ${Math.round(m('tbt'))} ms  LCP ${Math.round(m('lcp'))} ms  JS ${m('jsKb').toFixed(1)} KB` +
            `  (performance runs: ${runs.map((r) => r.performance).join(', ')})`,
        );
      }
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
