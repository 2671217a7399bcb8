// Issue 49 point 5: deeply nested card HTML through the real HTTP server (bench/hostileServer.ts:
// the app on a database file, its event-loop delay histogram read over IPC). A card whose
// termHtml is 60 KB of nested elements, once and four in parallel, while another user's session
// asks GET /api/auth/me every few milliseconds: the answer of the card request, the longest
// event-loop block, and the slowest answer the other requests got.
//   node --import tsx bench/security4/html.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ask, startHostileServer, stopHostileServer } from '../lib/hostileChild.js';
import { Client } from '../lib/client.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

const startServer = (dir: string) => startHostileServer(dir);


const stop = stopHostileServer;

/**
 * Another user's requests while `work` runs: one sent every 5 ms, each timed on its own (not one
 * after another, so a probe in flight never hides the next): the slowest answer and how many.
 */
async function whileProbing<T>(probe: Client, work: () => Promise<T>): Promise<{ result: T; slowestMs: number; probes: number }> {
  const answers: Promise<number>[] = [];
  const send = () => {
    const at = performance.now();
    answers.push(probe.send('GET', '/api/auth/me').then(() => performance.now() - at));
  };
  send();
  const timer = setInterval(send, 5);
  try {
    const result = await work();
    clearInterval(timer);
    const times = await Promise.all(answers);
    return { result, slowestMs: Math.max(...times), probes: times.length };
  } finally {
    clearInterval(timer);
  }
}

const CASES: { name: string; html: string }[] = [
  { name: '15,000 nested <x>a (60 KB)', html: '<x>a'.repeat(15_000) },
  { name: '15,000 nested <x> then 15,000 </y> (105 KB: over the input limit)', html: '<x>'.repeat(15_000) + '</y>'.repeat(15_000) },
  { name: '19,999 nested <b> (60 KB)', html: '<b>'.repeat(19_999) + 'x' },
  { name: '11,999 nested <div> (60 KB)', html: '<div>'.repeat(11_999) + 'x' },
  { name: '7,499 <x><b> pairs (60 KB)', html: '<x><b>'.repeat(7_499) + 'x' },
  { name: '99 nested <x>, then 8,500 </y> (60 KB)', html: '<x>'.repeat(99) + '</y>'.repeat(14_900) },
  { name: 'baseline: 100 nested <b>', html: '<b>'.repeat(100) + 'x' },
];

export async function main(): Promise<void> {
  console.log('\n== Security round 4: nested card HTML (issue 49 point 5) ==');
  console.log(`  machine load average: ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
  console.log('  case | parallel | statuses | answer ms (slowest) | longest event-loop block ms | other requests: slowest answer ms (count)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-security4-html-'));
  const { child, base } = await startServer(dir);
  try {
    const author = new Client(base);
    await author.send('GET', '/api/auth/me');
    await author.send('POST', '/api/auth/signup', { email: 'author@example.com', password: 'correct horse battery' });
    const deck = await author.json<{ id: number }>('POST', '/api/decks', { name: 'Nested' });
    const probe = new Client(base);
    await probe.send('GET', '/api/auth/me');
    await probe.send('POST', '/api/auth/signup', { email: 'other@example.com', password: 'correct horse battery' });
    // Warm the card path (and the JIT) with a small card first.
    for (let i = 0; i < 20; i++) await author.send('POST', `/api/decks/${deck.id}/cards`, { termHtml: '<b>warm</b>', definition: 'd' });
    for (const entry of CASES) {
      for (const parallel of [1, 4]) {
        await ask(child, 'reset');
        const { result, slowestMs, probes } = await whileProbing(probe, () =>
          Promise.all(
            Array.from({ length: parallel }, async () => {
              const at = performance.now();
              const res = await author.send('POST', `/api/decks/${deck.id}/cards`, { termHtml: entry.html, definition: 'd' });
              return { status: res.status, ms: performance.now() - at, message: res.body.message };
            }),
          ),
        );
        const loop = await ask<{ maxMs: number }>(child, 'report');
        const statuses = [...new Set(result.map((r) => `${r.status}${r.status >= 400 ? ` "${r.message}"` : ''}`))].join(', ');
        const answerMs = Math.max(...result.map((r) => r.ms));
        console.log(`  ${entry.name} | ×${parallel} | ${statuses} | ${answerMs.toFixed(0)} | ${loop.maxMs.toFixed(0)} | ${slowestMs.toFixed(0)} (${probes})`);
      }
    }
  } finally {
    await stop(child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
