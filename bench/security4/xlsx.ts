// Security round 4 (issue 49, points 3 and 4, XLSX): hostile workbooks against the real server
// (bench/hostileServer.ts: the app on a database file, its event-loop delay histogram over IPC),
// a fresh server per case, from source (tsx).
//   - 600,000 nested elements (6 kB): time to the clear 400, the server's CPU in the 3 s after it
//     (a worker still parsing shows as ~100 %), and another user's 2-line CSV sent 100 ms after it.
//   - 60 MB of empty sibling elements (60 kB, seconds of reading): another user's CSV meanwhile
//     (the spare worker), and the long one's own answer.
//   - cells at column XFD (0.5 MB): RSS growth (VmHWM reset before, minus RSS before), longest
//     event-loop block, time to the clear 400.
//   node --import tsx bench/security4/xlsx.ts
import { ask, startHostileServer, stopHostileServer } from '../lib/hostileChild.js';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { csvRows } from '../../server/test/hostileFiles.js';
import { xlsxElementFlood, xlsxFarColumn, xlsxNestedElements } from '../../server/test/hostileFiles4Xlsx.js';
import { memoryOf } from '../../server/test/process.js';
import { Client, uploadForm } from '../lib/client.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const MB = 1024 * 1024;

const startServer = (dir: string) => startHostileServer(dir);


const stop = stopHostileServer;

/** The process's CPU seconds so far (every thread: the import workers too). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const resetPeak = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const at = performance.now();
  const value = await work;
  return { value, ms: performance.now() - at };
}

const analyze = (client: Client, fileName: string, bytes: Uint8Array) => client.send('POST', '/api/import/csv/analyze', uploadForm({}, 'csvFile', fileName, bytes));

async function withServer<T>(run: (child: ChildProcess, attacker: Client, other: Client) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-security4-'));
  const { child, base } = await startServer(dir);
  try {
    const attacker = new Client(base);
    const other = new Client(base);
    for (const [client, email] of [
      [attacker, 'attacker@example.com'],
      [other, 'other@example.com'],
    ] as const) {
      await client.send('GET', '/api/auth/me');
      await client.send('POST', '/api/auth/signup', { email, password: 'correct horse battery' });
    }
    return await run(child, attacker, other);
  } finally {
    await stop(child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The long upload, and another user's 2-line CSV sent 100 ms after it. */
async function withOtherUser(name: string, fileName: string, bytes: Uint8Array) {
  return withServer(async (child, attacker, other) => {
    await ask(child, 'reset');
    const long = timed(analyze(attacker, fileName, bytes));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const small = await timed(analyze(other, 'small.csv', csvRows(2)));
    const answer = await long;
    const loop = await ask<{ maxMs: number }>(child, 'report');
    const pid = child.pid ?? 0;
    const cpuBefore = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const cpuAfter = ((cpuSeconds(pid) - cpuBefore) / 3) * 100;
    console.log(
      `  ${name} | ${bytes.length.toLocaleString('en-US')} B | ${answer.value.status} in ${Math.round(answer.ms).toLocaleString('en-US')} ms | ` +
        `other user's CSV ${small.value.status} in ${Math.round(small.ms).toLocaleString('en-US')} ms | server CPU in the 3 s after: ${cpuAfter.toFixed(0)} % | longest block ${loop.maxMs.toFixed(0)} ms — ${String(answer.value.body.message ?? '').slice(0, 70)}`,
    );
    return { name, status: answer.value.status, ms: answer.ms, otherMs: small.ms, cpuAfterPercent: cpuAfter, blockMs: loop.maxMs };
  });
}

async function farColumn(rows: number) {
  const bytes = xlsxFarColumn(rows);
  return withServer(async (child, attacker) => {
    const pid = child.pid ?? 0;
    const idle = memoryOf(pid).rss;
    resetPeak(pid);
    await ask(child, 'reset');
    const answer = await timed(analyze(attacker, 'wide.xlsx', bytes));
    const loop = await ask<{ maxMs: number }>(child, 'report');
    const peak = memoryOf(pid).peak;
    console.log(
      `  cells at XFD, ${rows.toLocaleString('en-US')} rows | ${(bytes.length / MB).toFixed(2)} MB | ${answer.value.status} in ${Math.round(answer.ms).toLocaleString('en-US')} ms | ` +
        `RSS ${Math.round(idle)} → peak ${Math.round(peak)} MB (growth ${Math.round(peak - idle)} MB) | longest block ${loop.maxMs.toFixed(0)} ms — ${String(answer.value.body.message ?? '').slice(0, 70)}`,
    );
    return { name: `XFD ${rows} rows`, status: answer.value.status, ms: answer.ms, growthMb: peak - idle, blockMs: loop.maxMs };
  });
}

/** Just under the cell budget (601 × 16,384 cells): every step, its RSS growth and longest block. */
async function farColumnUnderBudget(rows: number) {
  const bytes = xlsxFarColumn(rows);
  return withServer(async (child, attacker) => {
    const pid = child.pid ?? 0;
    const idle = memoryOf(pid).rss;
    resetPeak(pid);
    await ask(child, 'reset');
    const steps: string[] = [];
    const analysis = await timed(analyze(attacker, 'wide.xlsx', bytes));
    steps.push(`analyze ${analysis.value.status} in ${Math.round(analysis.ms)} ms`);
    const temporaryImportId = String(analysis.value.body.temporaryImportId);
    const preview = await timed(attacker.send('POST', '/api/import/csv/preview', { temporaryImportId, deckName: 'Wide', columnMapping: { term: 'term', definition: 'definition' } }));
    steps.push(`preview ${preview.value.status} in ${Math.round(preview.ms)} ms`);
    const confirm = await timed(attacker.send('POST', '/api/import/csv/confirm', { temporaryImportId }));
    steps.push(`confirm ${confirm.value.status} in ${Math.round(confirm.ms)} ms`);
    const loop = await ask<{ maxMs: number }>(child, 'report');
    const peak = memoryOf(pid).peak;
    console.log(
      `  cells at XFD, ${rows} rows (under the budget) | ${(bytes.length / MB).toFixed(2)} MB | ${steps.join(', ')} | RSS ${Math.round(idle)} → peak ${Math.round(peak)} MB (growth ${Math.round(peak - idle)} MB) | longest block ${loop.maxMs.toFixed(0)} ms`,
    );
    return { name: `XFD ${rows} rows`, growthMb: peak - idle, blockMs: loop.maxMs };
  });
}

export async function main(): Promise<void> {
  console.log('\n== Security round 4: hostile workbooks (issue 49, points 3 and 4) ==');
  console.log(`  machine load average: ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
  await withOtherUser('600,000 nested <x>', 'nested.xlsx', xlsxNestedElements(600_000));
  await withOtherUser('60 MB of empty sibling elements', 'flood.xlsx', xlsxElementFlood());
  await farColumn(32_000);
  await farColumnUnderBudget(600);
  console.log(`  machine load average after: ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
