import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `expect(screen.getBy…(…)).toBeTruthy()` cannot fail: getBy already throws when nothing matches,
// and anything it returns is truthy. Say what should hold instead (toBeVisible, toHaveTextContent…).
const root = path.resolve(__dirname, '..');

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('client tests', () => {
  it('make no check that cannot fail (a getBy query compared with truthy)', () => {
    const vacuous = testFiles(root).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (/expect\([^;]*\bgetBy\w*\([^;]*\)\)\.toBeTruthy\(\)/.test(line) ? [`${path.relative(root, file)}:${index + 1}`] : [])),
    );
    expect(vacuous).toEqual([]);
  });
});
