// Shared by `npm start` (scripts/start.mjs) and `npx cardcade` (bin/cardcade.js): build dist/
// only when it is missing or older than the sources, then run the compiled code with plain node.
// Plain JavaScript on purpose: it has to run on a fresh clone, before anything is compiled.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What the build reads. A change to any of these (a `git pull`, an edit) makes dist/ stale. */
export const SOURCE_PATHS = [
  'server',
  'shared',
  'client',
  'migrations',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'scripts/build.mjs',
];

/** Written last by a successful build (scripts/build.mjs), so a half-finished build counts as missing. */
export const BUILD_STAMP = 'dist/.build-stamp';

/** Tests, test helpers and dotfiles are never built, so editing them must not trigger a build. */
export function isBuildInput(relativePath) {
  const parts = relativePath.split(/[\\/]/);
  if (parts.some((part) => part.startsWith('.') || part === 'node_modules')) return false;
  if (/\.test\.tsx?$/.test(relativePath)) return false;
  return !(parts[0] === 'server' && parts[1] === 'test') && !(parts[0] === 'client' && parts[2] === 'test');
}

/**
 * The decision, from facts only (table-tested with fake times):
 * - 'run': the build is current;
 * - 'build': missing or stale, and the checkout is writable;
 * - 'run-stale': stale, but the checkout is read-only (a deploy built elsewhere, then mounted
 *   read-only: file times can shift in a copy, and serving the build beats not starting);
 * - 'fail': no build at all and no way to make one.
 * @param {{ stampMs: number | null, newestSourceMs: number, writable: boolean }} facts
 * @returns {'run' | 'build' | 'run-stale' | 'fail'}
 */
export function decide({ stampMs, newestSourceMs, writable }) {
  if (stampMs !== null && stampMs >= newestSourceMs) return 'run';
  if (writable) return 'build';
  return stampMs === null ? 'fail' : 'run-stale';
}

/** The newest modification time among the build's inputs, and which file it is. */
export function newestSource(root) {
  let newest = { ms: 0, file: '' };
  const visit = (relativePath) => {
    let stat;
    try {
      stat = fs.statSync(path.join(root, relativePath));
    } catch {
      return; // an optional input (no lockfile yet, no tsconfig.build.json in an old checkout)
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(path.join(root, relativePath))) {
        const child = path.join(relativePath, name);
        if (isBuildInput(child)) visit(child);
      }
    } else if (stat.mtimeMs > newest.ms) {
      newest = { ms: stat.mtimeMs, file: relativePath };
    }
  };
  for (const source of SOURCE_PATHS) visit(source);
  return newest;
}

function stampTime(root) {
  try {
    return fs.statSync(path.join(root, BUILD_STAMP)).mtimeMs;
  } catch {
    return null;
  }
}

function isWritable(root) {
  try {
    fs.accessSync(root, fs.constants.W_OK);
    const dist = path.join(root, 'dist');
    if (fs.existsSync(dist)) fs.accessSync(dist, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Builds when needed. Build output goes to stderr, so a command's stdout (`cardcade users list
 * --json`) stays clean. Exits the process when a needed build fails or cannot run.
 * @param {string} root the checkout
 */
export function ensureBuilt(root) {
  const stampMs = stampTime(root);
  const newest = newestSource(root);
  const decision = decide({ stampMs, newestSourceMs: newest.ms, writable: isWritable(root) });
  if (decision === 'run') return;
  if (decision === 'fail') {
    process.stderr.write(`cardcade: dist/ is missing and ${root} is not writable: run \`npm run build\` where it can write.\n`);
    process.exit(1);
  }
  if (decision === 'run-stale') {
    process.stderr.write(`cardcade: ${newest.file} is newer than the build, but ${root} is read-only: running the existing build.\n`);
    return;
  }
  process.stderr.write(stampMs === null ? 'cardcade: no build yet, building…\n' : `cardcade: ${newest.file} changed since the last build, rebuilding…\n`);
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: ['ignore', 2, 2] });
  if (build.status !== 0) {
    process.stderr.write('cardcade: the build failed (see above).\n');
    process.exit(1);
  }
}
