import { describe, expect, it } from 'vitest';
import { buildPreview } from './preview.js';
import { tableToDraft, type Table } from './tabular.js';
import { previewInParts } from './tabularPreview.js';

// A table's preview summed over its parts is the whole table's preview (issue 31).
async function* inParts(rows: string[][], size: number) {
  for (let at = 0; at < rows.length; at += size) yield rows.slice(at, at + size);
}

describe('previewInParts', () => {
  const mapping = { term: 'front', definition: 'back' };
  const rows = Array.from({ length: 530 }, (_, i) => [i % 7 === 0 ? '' : `term ${i}`, i % 11 === 0 ? ' ' : `definition ${i}`, 'x']);
  for (const sheetName of [null, 'Sheet1']) {
    const table: Table = { headers: ['front', 'back', 'other'], rows, sheetName, sheetCount: sheetName ? 2 : 1 };
    it.each([1, 7, 100, 530, 1_000])(`equals the whole table's preview (${sheetName ? 'XLSX' : 'CSV'}, parts of %i rows)`, async (size) => {
      const whole = buildPreview(tableToDraft(table, mapping, ' My deck '), 'id');
      expect(await previewInParts(table, inParts(rows, size), mapping, ' My deck ', 'id')).toEqual(whole);
    });
  }

  it('answers a table with no rows and refuses a bad mapping as the whole read does', async () => {
    const table: Table = { headers: ['front', 'back'], rows: [], sheetName: null, sheetCount: 1 };
    expect(await previewInParts(table, inParts([], 5), mapping, 'D', 'id')).toEqual(buildPreview(tableToDraft(table, mapping, 'D'), 'id'));
    await expect(previewInParts(table, inParts([], 5), { term: 'front', definition: 'front' }, 'D', 'id')).rejects.toThrow();
  });
});
