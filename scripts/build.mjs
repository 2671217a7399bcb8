// `npm run build`: the client with Vite into dist/client, the server (server/, shared/,
// migrations/) with tsc into dist/ keeping its layout, the server's entry bundled with esbuild,
// then the stamp that says "complete".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_STAMP } from './launch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

function binOf(pkg, bin) {
  try {
    return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), bin);
  } catch {
    console.error(`Building needs ${pkg}, a dev dependency: install with \`npm ci\` (not --omit=dev), or build on another machine and copy dist/.`);
    process.exit(1);
  }
}

function run(label, bin, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`${label} failed: ${error.message}`);
      process.exit(1);
    });
    child.on('close', (status) => {
      if (status !== 0) {
        console.error(`${label} failed.`);
        process.exit(1);
      }
      console.log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

const vite = binOf('vite', 'bin/vite.js');
const tsc = binOf('typescript', 'bin/tsc');

fs.rmSync(path.join(root, BUILD_STAMP), { force: true });
// tsc never deletes outputs, so a removed source file would leave its old .js behind.
for (const dir of ['server', 'shared', 'migrations']) fs.rmSync(path.join(root, 'dist', dir), { recursive: true, force: true });
// The client and the server write to separate folders (dist/client; dist/server, shared,
// migrations) and read nothing of each other's output, so they build side by side: each mostly
// runs on one core, and on a 2-core CI machine that takes ~35% off the build.
await Promise.all([
  run('client (vite)', vite, ['build', '--config', 'client/vite.config.ts', '--logLevel', 'warn']),
  run('server (tsc)', tsc, ['-p', 'tsconfig.build.json']).then(bundleEntry),
]);
fs.writeFileSync(path.join(root, BUILD_STAMP), `${new Date().toISOString()} node ${process.version}\n`);

/**
 * Replaces dist/server/index.js with one file holding it and everything it loads at start-up
 * (our modules and their packages): Node 20 then reads and compiles one file instead of ~280,
 * which halves the CPU time to healthy (issue 10: start ≤ 1 s). Left out: native addons
 * (better-sqlite3, argon2, the FSRS binding), packages loaded only on demand (pg for PostgreSQL),
 * and tsx. (exceljs is a dev dependency now: the XLSX import reads workbooks itself, xlsxReader.ts.) The worker entries and the CLI stay unbundled tsc output beside it; the
 * bundle sits in dist/server/ like the file it replaces, so paths built from its URL still
 * hold (server/serverDir.ts).
 */
async function bundleEntry() {
  const started = Date.now();
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    console.error('Building needs esbuild, a dev dependency: install with `npm ci` (not --omit=dev).');
    process.exit(1);
  }
  const entry = path.join(root, 'dist/server/index.js');
  const bundled = path.join(root, 'dist/server/index.bundle.js');
  await esbuild.build({
    entryPoints: [entry],
    outfile: bundled,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Whitespace and syntax only: stack traces keep their function names.
    minifyWhitespace: true,
    minifySyntax: true,
    external: ['better-sqlite3', 'better-sqlite3-napi', 'argon2', '@open-spaced-repetition/binding', 'pg', 'tsx', 'tsx/*'],
    // Bundled CommonJS packages call require(); an ES module has none of its own.
    banner: { js: "import { createRequire as __cardcadeCreateRequire } from 'node:module'; const require = __cardcadeCreateRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  fs.renameSync(bundled, entry);
  console.log(`server entry (esbuild): ${((Date.now() - started) / 1000).toFixed(1)} s, ${(fs.statSync(entry).size / 1024 / 1024).toFixed(2)} MB`);
}
