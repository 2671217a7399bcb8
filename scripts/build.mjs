// `npm run build`: the client with Vite into dist/client, the server (server/, shared/,
// migrations/) with tsc into dist/ keeping its layout, then the stamp that says "complete".
import { spawnSync } from 'node:child_process';
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
  const result = spawnSync(process.execPath, [bin, ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${label} failed.`);
    process.exit(1);
  }
  console.log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const vite = binOf('vite', 'bin/vite.js');
const tsc = binOf('typescript', 'bin/tsc');

fs.rmSync(path.join(root, BUILD_STAMP), { force: true });
run('client (vite)', vite, ['build', '--config', 'client/vite.config.ts', '--logLevel', 'warn']);
// tsc never deletes outputs, so a removed source file would leave its old .js behind.
for (const dir of ['server', 'shared', 'migrations']) fs.rmSync(path.join(root, 'dist', dir), { recursive: true, force: true });
run('server (tsc)', tsc, ['-p', 'tsconfig.build.json']);
fs.writeFileSync(path.join(root, BUILD_STAMP), `${new Date().toISOString()} node ${process.version}\n`);
