import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, describe, expect, it } from 'vitest';

// The module structure of docs/foundation.md (issue 25): no import circles in server/, client/src/ and
// shared/ (tests included), only the game shell renders the game header, and the migrations
// import nothing of the app. The rules are in
// .dependency-cruiser.cjs; this test runs them so a new circle fails `npm test` by name.

const root = path.resolve(import.meta.dirname, '..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration;

/** Each rule broken, one line per violation: the rule's name and the modules, a circle in full. */
async function violations(baseDir: string, dirs: string[], tsConfig = true): Promise<string[]> {
  const { output } = await cruise(
    dirs,
    { ...config.options, ruleSet: { forbidden: config.forbidden }, validate: true, baseDir },
    {},
    tsConfig ? { tsConfig: extractTSConfig(path.join(baseDir, 'tsconfig.json')) } : {},
  );
  return (output as ICruiseResult).summary.violations.map((v) =>
    v.cycle?.length ? `${v.rule.name}: ${[v.from, ...v.cycle.map((c) => c.name)].join(' → ')}` : `${v.rule.name}: ${v.from} → ${v.to}`,
  );
}

describe('module structure', () => {
  let found: Promise<string[]> | undefined;
  const ofRule = async (rule: string) => (await (found ??= violations(root, ['server', 'client/src', 'shared', 'migrations']))).filter((v) => v.startsWith(`${rule}:`));

  it('has no import circles', async () => {
    expect(await ofRule('no-circular')).toEqual([]);
  }, 60_000);

  it('lets only the game shell import the game header', async () => {
    expect(await ofRule('game-header-only-in-game-shell')).toEqual([]);
  }, 60_000);

  it('keeps the migrations free of app imports', async () => {
    expect(await ofRule('migrations-import-nothing-of-the-app')).toEqual([]);
  }, 60_000);

  const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-arch-'));
  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    fs.writeFileSync(path.join(fixture, file), text);
  };

  it('names a circle, a game importing the header itself and a migration importing the app (the checks can fail)', async () => {
    write('server/a.ts', "import { b } from './b';\nexport const a = () => b;\n");
    write('server/b.ts', "import type { a } from './a';\nexport const b = (x?: typeof a) => x;\n");
    write('client/src/games/GameHeader/GameHeader.ts', 'export const GameHeader = 1;\n');
    write('client/src/games/GameShell/GameShell.ts', "export { GameHeader } from '../GameHeader/GameHeader';\n");
    write('client/src/games/Matching/Matching.ts', "export { GameHeader } from '../GameHeader/GameHeader';\n");
    write('migrations/0001_init.ts', "import { readFileSync } from 'node:fs';\nimport { b } from '../server/b';\nimport { helper } from './helper';\nexport const up = [readFileSync, b, helper];\n");
    write('migrations/helper.ts', 'export const helper = 1;\n');
    expect((await violations(fixture, ['server', 'client/src', 'migrations'], false)).sort()).toEqual([
      'game-header-only-in-game-shell: client/src/games/Matching/Matching.ts → client/src/games/GameHeader/GameHeader.ts',
      'migrations-import-nothing-of-the-app: migrations/0001_init.ts → server/b.ts',
      'no-circular: server/a.ts → server/b.ts → server/a.ts',
    ]);
  }, 60_000);
});
