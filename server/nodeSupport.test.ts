import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_LINES, nodeSupport } from './nodeSupport.js';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8'));

describe('nodeSupport', () => {
  it.each([
    ['v24.21.0', NOW, 'ok', 'Node 24.21.0 (security fixes until 2028-04-30)'],
    ['v22.23.3', NOW, 'ok', 'Node 22.23.3 (security fixes until 2027-04-30)'],
    ['v22.23.3', new Date('2027-04-30T23:59:59Z'), 'ok', 'Node 22.23.3 (security fixes until 2027-04-30)'],
    ['v22.23.3', new Date('2027-05-01T00:00:00Z'), 'warn', 'Node 22.23.3 reached end-of-life on 2027-04-30 (no more security fixes): install Node 24 LTS (or 22)'],
    ['v20.20.2', NOW, 'warn', 'Node 20.20.2 reached end-of-life on 2026-04-30 (no more security fixes): install Node 24 LTS (or 22)'],
    ['v20.20.2', new Date('2026-04-30T12:00:00Z'), 'ok', 'Node 20.20.2 (security fixes until 2026-04-30)'],
    ['v20.18.3', NOW, 'fail', 'Node 20.18.3 is too old: Node 20 needs 20.19.0 or later; install Node 24 LTS (or 22)'],
    ['v22.11.0', NOW, 'fail', 'Node 22.11.0 is too old: Node 22 needs 22.12.0 or later; install Node 24 LTS (or 22)'],
    ['v23.11.1', NOW, 'fail', 'Node 23.11.1 is not supported: install Node 24 LTS (or 22)'],
    ['v18.20.8', NOW, 'fail', 'Node 18.20.8 is not supported: install Node 24 LTS (or 22)'],
    ['v26.1.0', NOW, 'warn', 'Node 26.1.0: newer than the versions this release is tested on (20, 22, 24)'],
    ['nonsense', NOW, 'warn', 'Node nonsense: not a version this check knows'],
  ] as const)('%s on %s → %s', (version, now, level, text) => {
    expect(nodeSupport(version, now)).toEqual({ level, text });
  });

  it('agrees with package.json engines', () => {
    const ranges = NODE_LINES.map((line, i) => (i === NODE_LINES.length - 1 ? `>=${line.minimum}` : `^${line.minimum}`));
    expect(pkg.engines.node).toBe(ranges.join(' || '));
  });
});
