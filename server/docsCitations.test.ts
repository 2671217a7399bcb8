import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments and docs stand on their own in the repository: they cite files in it (docs/…), not
// sections of the product and design documents the project began from, which are not here
// (docs/product.md maps what those held to the code).
const root = path.resolve(import.meta.dirname, '..');
const CITATION = /\b(?:SPEC|DESIGN)\s*§\s*\d/;

describe('citations', () => {
  it('no file cites a section of a document outside the repository', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx|mjs|cjs|js|md|css|html)$/.test(file) && fs.existsSync(path.join(root, file)));
    const found = files.flatMap((file) =>
      fs
        .readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (CITATION.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
