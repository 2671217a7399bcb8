// Production start figures (issue 10): size of dist/, start to healthy and idle memory of the
// compiled server, and a second `npm start` (nothing to rebuild); the server from source (tsx)
// beside it for comparison. Run alone: node --import tsx bench/start.ts
//
// Wall-clock times depend on what else runs on the machine, so each start also reports the CPU
// time the server used until it answered /api/health, which does not.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuSecondsOf, machineLoad, memoryOf } from './lib/proc.js';
import { buildIfMissing, FROM_SOURCE, root, startServer } from './lib/server.js';
import { median } from './lib/stats.js';

const RUNS = 5;

function sizeOf(target: string): { bytes: number; files: number } {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return { bytes: stat.size, files: 1 };
  return fs.readdirSync(target).reduce(
    (sum, name) => {
      const inner = sizeOf(path.join(target, name));
      return { bytes: sum.bytes + inner.bytes, files: sum.files + inner.files };
    },
    { bytes: 0, files: 0 },
  );
}

/** Every process in the tree under pid (npm → sh → node). */
function treeOf(pid: number): number[] {
  const children = fs.existsSync(`/proc/${pid}/task/${pid}/children`)
    ? fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
    : [];
  return [pid, ...children.flatMap(treeOf)];
}

interface StartFigures {
  healthyMs: number;
  cpuS: number;
  /** RSS of the whole process tree after 1 s idle, and of the server process alone. */
  treeRssMb: number;
  serverRssMb: number;
  stderr: string;
}

export async function startOnce(command: string, args: string[]): Promise<StartFigures> {
  const started = await startServer({ name: 'start', command, args });
  const tree = treeOf(started.pid);
  const server = tree[tree.length - 1];
  const cpuS = tree.reduce((sum, pid) => sum + cpuSecondsOf(pid, { waitedChildren: true }), 0);
  await new Promise((r) => setTimeout(r, 1000));
  const treeRssMb = tree.reduce((sum, pid) => sum + memoryOf(pid).rss, 0);
  const serverRssMb = memoryOf(server).rss;
  await started.stop();
  return { healthyMs: started.healthyMs, cpuS, treeRssMb, serverRssMb, stderr: started.stderr() };
}

async function measure(label: string, command: string, args: string[], runs = RUNS) {
  const all: StartFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await startOnce(command, args));
  const rebuilt = all.some((f) => /build/.test(f.stderr));
  console.log(
    `${label}: start to healthy median ${median(all.map((f) => f.healthyMs))} ms (min ${Math.min(...all.map((f) => f.healthyMs))}), ` +
      `CPU ${median(all.map((f) => f.cpuS)).toFixed(2)} s; idle RSS ${median(all.map((f) => f.serverRssMb)).toFixed(1)} MB server` +
      (all[0].treeRssMb !== all[0].serverRssMb ? `, ${median(all.map((f) => f.treeRssMb)).toFixed(1)} MB with npm` : '') +
      (rebuilt ? ' (REBUILT: dist/ was stale)' : '') +
      ` [${runs} runs]`,
  );
}

export async function main() {
  const buildMs = buildIfMissing();
  if (buildMs !== null) console.log(`build (none yet): ${(buildMs / 1000).toFixed(1)} s`);
  const dist = sizeOf(path.join(root, 'dist'));
  const client = sizeOf(path.join(root, 'dist/client'));
  console.log(
    `dist/: ${(dist.bytes / 1024 / 1024).toFixed(2)} MB in ${dist.files} files ` +
      `(client ${(client.bytes / 1024 / 1024).toFixed(2)} MB, server+shared+migrations ${((dist.bytes - client.bytes) / 1024).toFixed(0)} kB)`,
  );
  console.log(machineLoad());
  // The yardstick for every time below: an empty node process (typically 40–60 ms on an idle machine).
  const empty = Array.from({ length: 5 }, () => {
    const started = Date.now();
    const result = spawnSync(process.execPath, ['-e', 'const c = process.cpuUsage(); console.log((c.user + c.system) / 1000)'], { encoding: 'utf8' });
    return { wall: Date.now() - started, cpu: Number(result.stdout) };
  });
  console.log(`empty node (node -e): wall median ${median(empty.map((e) => e.wall))} ms, CPU ${median(empty.map((e) => e.cpu)).toFixed(0)} ms`);
  // Before/after in one run: BENCH_START_BASELINE=<a copy of an older dist/ inside the checkout>.
  const baseline = process.env.BENCH_START_BASELINE;
  for (let round = 0; round < (baseline ? 2 : 1); round++) {
    if (baseline) await measure(`baseline node ${baseline}/server/index.js`, process.execPath, [path.join(baseline, 'server/index.js')]);
    await measure('node dist/server/index.js', process.execPath, ['dist/server/index.js']);
  }
  if (process.env.BENCH_START_QUICK) return;
  await measure('npm start (built, no rebuild)', 'npm', ['start'], 3);
  await measure('from source (node --import tsx server/index.ts)', process.execPath, FROM_SOURCE, 3);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
