import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The compiled server runs with plain node, possibly after `npm ci --omit=dev`: everything it
// imports at run time must be a production dependency (never vite, tsx or a test tool).

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

function builtSources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return rel === path.join('server', 'test') ? [] : builtSources(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** Packages a module loads at run time: static and dynamic imports, minus `import type`. */
function runtimePackages(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]);
  return specifiers
    .filter((specifier) => !specifier.startsWith('.'))
    .map((specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]));
}

describe('the built server', () => {
  it('imports only production dependencies and node built-ins', () => {
    const builtins = new Set(builtinModules);
    const misplaced: string[] = [];
    for (const file of ['server', 'shared', 'migrations'].flatMap(builtSources)) {
      for (const name of runtimePackages(fs.readFileSync(path.join(root, file), 'utf8'))) {
        if (name.startsWith('node:') || builtins.has(name) || name in pkg.dependencies) continue;
        misplaced.push(`${file}: ${name}`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('keeps the build tools out of the production dependencies', () => {
    for (const tool of ['vite', 'tsx', '@vitejs/plugin-react', 'typescript', 'vitest']) {
      expect(pkg.dependencies).not.toHaveProperty(tool);
      expect(pkg.devDependencies).toHaveProperty(tool);
    }
  });
});
