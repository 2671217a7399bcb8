// `npm run bench i18n` (docs/translating.md): what the interface in more languages costs.
// - the landing page's JavaScript (the entry's static imports, gzip -9) in this build and in the
//   commit before the translation machinery (I18N_BASE_REF, built from `git archive` in a temp folder);
// - each locale's compiled catalogs, per namespace (gzip);
// - the time to switch locale: load every namespace's catalog for a locale and render each message.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { setupI18n, type Messages } from '@lingui/core';

const root = path.resolve(import.meta.dirname, '..');
const BASE_REF = process.env.I18N_BASE_REF ?? 'a914213';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The landing page's scripts: the entry chunk and what it imports statically (not the lazy app). */
export function landingScripts(distClient: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distClient, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry && c.file.endsWith('.js'));
  if (!entry) throw new Error('No entry in the manifest');
  const seen = new Set<string>();
  const stack = [entry[0]];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key]?.imports ?? []));
  }
  return [...seen].map((k) => path.join(distClient, manifest[k].file));
}

const gz = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

function buildBase(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-i18n-base-'));
  execFileSync('sh', ['-c', `git archive ${BASE_REF} | tar -x -C ${dir}`], { cwd: root });
  fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), path.join(dir, 'node_modules'));
  const r = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'client/vite.config.ts', '--logLevel', 'error'], { cwd: dir, stdio: 'ignore' });
  if (r.status !== 0) throw new Error(`Building ${BASE_REF} failed`);
  return path.join(dir, 'dist/client');
}

export async function main(): Promise<void> {
  const dist = path.join(root, 'dist/client');
  if (!fs.existsSync(path.join(dist, '.vite/manifest.json'))) throw new Error('Run `npm run build` first.');
  const now = landingScripts(dist).reduce((sum, f) => sum + gz(f), 0);
  let baseDir: string | null = null;
  try {
    baseDir = buildBase();
    const before = landingScripts(baseDir).reduce((sum, f) => sum + gz(f), 0);
    console.log(`landing page JS (gzip -9): before ${kb(before)} (${BASE_REF}), now ${kb(now)}, growth ${kb(now - before)} (budget 5 KB)`);
  } catch (error) {
    console.log(`landing page JS (gzip -9): now ${kb(now)}; before: not measured (${(error as Error).message})`);
  } finally {
    if (baseDir) fs.rmSync(path.resolve(baseDir, '../..'), { recursive: true, force: true });
  }

  // The compiled catalogs as the browser gets them: one chunk per namespace and locale.
  const namespaces = [...fs.readdirSync(path.join(root, 'client/src/locales')).map((n) => `client/src/locales/${n}`), ...fs.readdirSync(path.join(root, 'shared/locales')).map((n) => `shared/locales/${n}`)];
  const locales = ['en', 'es', 'ko', 'ar', 'pseudo'];
  console.log(`catalogs (compiled module, gzip -9):`);
  for (const ns of namespaces) {
    const sizes = locales.map((l) => `${l} ${kb(gz(path.join(root, ns, `${l}.ts`)))}`);
    console.log(`  ${ns.padEnd(28)} ${sizes.join('  ')}`);
  }

  // Switching: the catalogs' modules imported afresh (as a chunk arrives) and every message rendered once.
  const clientNs = namespaces.filter((n) => n.startsWith('client/'));
  for (const locale of ['es', 'ko', 'ar']) {
    const times: number[] = [];
    for (let round = 0; round < 20; round++) {
      const started = performance.now();
      const i18n = setupI18n();
      const all: Messages = {};
      for (const ns of clientNs) Object.assign(all, ((await import(`${path.join(root, ns, `${locale}.ts`)}?r=${round}`)) as { messages: Messages }).messages);
      i18n.load(locale, all);
      i18n.activate(locale);
      for (const id of Object.keys(all)) i18n._(id, { year: 2026, n: 3, 0: 'x', 1: 'y' });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`switch to ${locale}: load ${clientNs.length} namespaces and render every message: median ${times[10].toFixed(2)} ms, p95 ${times[18].toFixed(2)} ms`);
  }
}
