import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.js';
import { IMPORT_ERRORS, ImportInputError } from './errors.js';
import {
  decodeText,
  describeTable,
  detectDelimiter,
  parseCsvText,
  parseTabular,
  RowCollector,
  skipSpaceBeforeQuotes,
  tableToDraft,
  toTable,
  XLSX_CELLS_MAX,
  XLSX_TEXT_MAX_CHARS,
} from './tabular.js';
import { xlsxSharedStringFlood } from '../../test/hostileFiles.js';
import { xlsxFarColumn } from '../../test/hostileFiles4Xlsx.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('detectDelimiter', () => {
  it.each([
    ['comma', 'a,b\n1,2\n3,4', ','],
    ['semicolon', 'a;b\n1;2\n3;4', ';'],
    ['tab', 'a\tb\n1\t2', '\t'],
    ['semicolon beats commas inside fields', 'a;b\n"x, y";2\n"z, w";3', ';'],
    ['tab beats a stray comma', 'foo\tbar\tbaz,qux\nfoo2\tbar2\tbaz2', '\t'],
    ['a broken quote does not matter', 'hello; "this is\na two line answer"\ntwo; one line', ';'],
  ])('%s', (_name, text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });
});

describe('parseCsvText', () => {
  it.each<[string, string, string[][]]>([
    ['quotes with commas and newlines', 'term,definition\n"a, b","line 1\nline 2"\n', [['term', 'definition'], ['a, b', 'line 1\nline 2']]],
    ['escaped quotes', 'x,y\n"say ""hi""",2', [['x', 'y'], ['say "hi"', '2']]],
    ['CRLF and blank lines', 'x,y\r\n\r\n1,2\r\n', [['x', 'y'], ['1', '2']]],
    ['space before an opening quote', 'hello; "two\nlines"\ntwo; three', [['hello', 'two\nlines'], ['two', ' three']]],
  ])('%s', (_name, text, rows) => {
    expect(parseCsvText(text)).toEqual(rows);
  });

  it('skipSpaceBeforeQuotes leaves quoted text alone', () => {
    expect(skipSpaceBeforeQuotes('a; "b; "c""";  "d"', ';')).toBe('a;"b; "c""";"d"');
  });
});

describe('decodeText', () => {
  it.each<[string, Uint8Array, string]>([
    ['UTF-8 BOM', new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('a,b')]), 'a,b'],
    ['UTF-16 BE BOM', new Uint8Array([0xfe, 0xff, 0, 0x68, 0, 0x69]), 'hi'],
    ['UTF-16 LE BOM', new Uint8Array([0xff, 0xfe, 0x68, 0, 0x69, 0]), 'hi'],
    ['plain UTF-8', utf8('日本,語'), '日本,語'],
  ])('%s', (_name, bytes, text) => {
    expect(decodeText(bytes)).toBe(text);
  });

  it.each([
    ['binary', new Uint8Array([1, 2, 0, 4])],
    ['a zip', zipSync({ 'a.txt': utf8('x') })],
  ])('refuses %s', (_name, bytes) => {
    expect(() => decodeText(bytes)).toThrow(IMPORT_ERRORS.notText);
  });
});

describe('toTable', () => {
  it('names blank headers Column N, drops empty trailing columns and blank rows, pads short rows', () => {
    const table = toTable([
      ['', 'Question', 'Answer', '', ''],
      ['1', 'q1', 'a1', '', ''],
      ['', '', '', '', ''],
      ['2', 'q2'],
    ]);
    expect(table.headers).toEqual(['Column 1', 'Question', 'Answer']);
    expect(table.rows).toEqual([
      ['1', 'q1', 'a1'],
      ['2', 'q2', ''],
    ]);
  });

  it('keeps a data column that has no header', () => {
    expect(toTable([['a'], ['1', '2']]).headers).toEqual(['a', 'Column 2']);
  });

  it('makes repeated headers distinct', () => {
    expect(toTable([['x', 'x', 'x'], ['1', '2', '3']]).headers).toEqual(['x', 'x (2)', 'x (3)']);
  });

  it.each([
    ['no rows', []],
    ['headers only', [['a', 'b']]],
    ['only blank rows', [['a', 'b'], [' ', '']]],
  ])('%s is the empty-file error', (_name, raw) => {
    expect(() => toTable(raw)).toThrow(new ImportInputError(MSG.csvEmpty));
  });

  it('refuses more than 100,000 rows', () => {
    const raw = [['a', 'b'], ...Array.from({ length: 100_001 }, (_, i) => [`t${i}`, `d${i}`])];
    expect(() => toTable(raw)).toThrow(IMPORT_ERRORS.tooManyCards(100_000, 100_001));
  });
});

async function xlsxBytes(sheets: Record<string, (string | number | null)[][]>): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('parseTabular', () => {
  it('reads CSV bytes end to end', async () => {
    const table = await parseTabular(utf8('\ufeffWord;Meaning\nkatze;cat\nhund;"dog; hound"\n'), 'csv');
    expect(table).toEqual({ headers: ['Word', 'Meaning'], rows: [['katze', 'cat'], ['hund', 'dog; hound']], sheetName: null, sheetCount: 1 });
    expect(describeTable(table)).toBe('CSV file read: 2 rows.');
  });

  it('reads only the first worksheet of an XLSX and says which', async () => {
    const bytes = await xlsxBytes({
      Vocab: [['Term', 'Definition', null], ['chat', 'cat', null], ['nombre', 42, null]],
      Other: [['ignored', 'sheet'], ['x', 'y']],
    });
    const table = await parseTabular(bytes, 'xlsx');
    expect(table.headers).toEqual(['Term', 'Definition']);
    expect(table.rows).toEqual([['chat', 'cat'], ['nombre', '42']]);
    expect(table.sheetName).toBe('Vocab');
    expect(describeTable(table)).toBe("Excel file read: worksheet 'Vocab' (the first of 2 worksheets; the others were not read), 2 rows.");
  });

  it.each<[string, Uint8Array, 'csv' | 'xlsx', string]>([
    ['an empty CSV', new Uint8Array(0), 'csv', MSG.csvEmpty],
    ['text named .xlsx', utf8('a,b\n1,2'), 'xlsx', IMPORT_ERRORS.notXlsx],
    ['a zip that is not a workbook', zipSync({ 'a.txt': utf8('x') }), 'xlsx', IMPORT_ERRORS.notXlsx],
  ])('%s', async (_name, bytes, kind, message) => {
    await expect(parseTabular(bytes, kind)).rejects.toThrow(new ImportInputError(message));
  });

  it('a workbook whose sheet has no data rows is empty', async () => {
    await expect(parseTabular(await xlsxBytes({ S: [['a', 'b']] }), 'xlsx')).rejects.toThrow(MSG.csvEmpty);
  });
});

describe('tableToDraft', () => {
  const table = toTable([['Front', 'Back', 'Notes'], [' a ', ' 1 ', 'n'], ['', '2', ''], ['c', '', '']]);

  it('applies the mapping and trims cells', () => {
    const draft = tableToDraft(table, { term: 'Front', definition: 'Back' }, ' My deck ');
    expect(draft.proposedDeckName).toBe('My deck');
    expect(draft.cards.map((card) => [card.term, card.definition])).toEqual([['a', '1'], ['', '2'], ['c', '']]);
    expect(draft.source).toBe('csv');
  });

  it('maps by header name; unknown or equal columns are refused', () => {
    expect(() => tableToDraft(table, { term: 'Nope', definition: 'Back' }, 'd')).toThrow(MSG.csvMapBoth);
    expect(() => tableToDraft(table, { term: 'Back', definition: 'Back' }, 'd')).toThrow(MSG.csvSameColumns);
  });
});

describe('XLSX zip bomb guard', () => {
  it('stops a workbook that unpacks past the limit before exceljs sees it', async () => {
    const bomb = zipSync({ 'xl/workbook.xml': new Uint8Array(70 * 1024 * 1024) }, { level: 9 });
    await expect(parseTabular(bomb, 'xlsx')).rejects.toThrow(IMPORT_ERRORS.zipBomb(64));
  });
});

// Building and reading 100,000 rows takes seconds on this loaded machine: a wider timeout, no timed assertion.
describe('XLSX expanded text bound (issue 31)', { timeout: 60_000 }, () => {
  it('100,000 rows pointing at one 9,000-character shared string: a clear refusal, not a 500', async () => {
    // 684 kB of workbook, 1.8 billion characters of cells; unfixed, the table came back whole
    // and failed to serialise ('Invalid string length').
    await expect(parseTabular(xlsxSharedStringFlood(100_000, 9_000), 'xlsx')).rejects.toThrow(IMPORT_ERRORS.tooMuchText(XLSX_TEXT_MAX_CHARS));
  });

  it('counts cells as kept (cut just past the card limit), and reading stops at the bound', () => {
    const collector = new RowCollector(100, 25_000);
    expect(collector.add(['a'.repeat(50_000), 'b'])).toBe(true); // kept as 10,001 + 1
    expect(collector.chars).toBe(10_002);
    expect(collector.add(['c'.repeat(10_000), 'd'.repeat(5_000)])).toBe(false);
    expect(collector.overText).toBe(true);
    expect(collector.rows).toHaveLength(1);
  });

  it.each<[string, string[][], boolean]>([
    // [case, rows, over a budget of 12 cells]
    ['3 rows × 4 columns', [['a', 'b', 'c', 'd'], ['e', '', '', 'f'], ['g']], false],
    ['a far cell widens every row: 3 rows × 5', [['a'], ['b'], ['', '', '', '', 'c']], true],
    ['gap cells handed in count, blank rows too', [['a'], Array(12).fill(' ')], true],
    ['trailing blank cells do not widen the table', [['a', '', ''], ['b', ' '], ['c'], ['d']], false],
  ])('cell budget: %s (issue 49)', (_name, rows, over) => {
    const collector = new RowCollector(100, Infinity, 12);
    const results = rows.map((row) => collector.add(row));
    expect(collector.overCells).toBe(over);
    expect(results.includes(false)).toBe(over);
  });

  it('a sheet with cells at column XFD: refused past the cell budget, before its rows are held (issue 49)', async () => {
    // 701 rows × 16,384 columns; unfixed, every row was held 16,384 cells wide (1.8 GB RSS at 0.5 MB).
    await expect(parseTabular(xlsxFarColumn(700), 'xlsx')).rejects.toThrow(IMPORT_ERRORS.tooManyCells(XLSX_CELLS_MAX));
    const narrow = await parseTabular(xlsxFarColumn(600), 'xlsx');
    expect(narrow.headers).toHaveLength(16_384);
    expect(narrow.rows).toHaveLength(600);
  });

  it('a workbook under the bound reads whole', async () => {
    const table = await parseTabular(xlsxSharedStringFlood(1_000, 9_000), 'xlsx');
    expect(table.rows).toHaveLength(1_000);
    expect(table.rows[999][1]).toHaveLength(9_000);
  });
});
