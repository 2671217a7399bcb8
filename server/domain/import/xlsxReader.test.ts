import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { IMPORT_ERRORS } from './errors.js';
import { xlsxRows, xlsxSharedStringFlood } from '../../test/hostileFiles.js';
import { RowCollector } from './tabular.js';
import { readFirstWorksheet, resolveTarget, XLSX_MAX_DEPTH } from './xlsxReader.js';
import { xlsxNestedElements } from '../../test/hostileFiles4Xlsx.js';

// Our reader against exceljs's streaming reader (what the import used before issue 31) on every
// real workbook of the corpus and on workbooks exceljs writes with every kind of cell: the same
// rows and the same cell text (both through the RowCollector, which trims and cuts cells), the
// same sheet name and count. Then what exceljs got wrong and we read on purpose differently.

const FIXTURES = process.env.CARDCADE_FIXTURES ?? '';
const MANIFEST = path.join(FIXTURES, 'MANIFEST.json');
const realWorkbooks: string[] = fs.existsSync(MANIFEST)
  ? (JSON.parse(fs.readFileSync(MANIFEST, 'utf8')).files as { file: string; kind: string }[]).filter((entry) => entry.kind === 'xlsx').map((entry) => entry.file)
  : [];

type Cell = ExcelJS.CellValue;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first worksheet as the import read it with exceljs until issue 31 (tabular.ts then). */
async function exceljsRead(bytes: Uint8Array, firstSheet: string): Promise<{ rows: string[][]; sheetName: string | null }> {
  const cellText = (value: Cell): string => {
    if (value === null || value === undefined) return '';
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if (typeof value !== 'object') return String(value);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as ExcelJS.CellFormulaValue).result;
      return result === undefined || (typeof result === 'object' && !(result instanceof Date)) ? '' : cellText(result);
    }
    if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text);
    return '';
  };
  const collector = new RowCollector(Infinity);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let sheetName: string | null = null;
  for await (const worksheet of reader) {
    // As tabular.ts did: worksheets come in zip order; the first is the one workbook.xml names first.
    const name = (worksheet as unknown as { name?: string }).name;
    if (name !== undefined && name !== firstSheet) {
      for await (const _row of worksheet) void _row;
      continue;
    }
    sheetName = name ?? firstSheet;
    for await (const row of worksheet) {
      const cells: string[] = [];
      (row as ExcelJS.Row).eachCell({ includeEmpty: false }, (cell, column) => {
        cells[column - 1] = cellText(cell.value);
      });
      collector.add(Array.from(cells, (cell) => cell ?? ''));
    }
    break;
  }
  return { rows: collector.rows, sheetName };
}

async function ourRead(bytes: Uint8Array | Uint8Array[]) {
  const collector = new RowCollector(Infinity);
  const sheet = await readFirstWorksheet(bytes instanceof Uint8Array ? [bytes] : bytes, { row: (cells) => collector.add(cells) });
  return { rows: collector.rows, ...sheet };
}

async function expectSameAsExceljs(bytes: Uint8Array): Promise<string[][]> {
  const ours = await ourRead(bytes);
  const theirs = await exceljsRead(bytes, ours.sheetName);
  // exceljs decoded each chunk of XML on its own: a character split between two chunks became
  // U+FFFD (krischou99-words.xlsx: 6 cells of Japanese). There ours must read the same around it.
  const mangled = (cell: string, ourCell: string) =>
    cell.includes('\ufffd') && new RegExp(`^${cell.split(/\ufffd+/).map(escape).join('.{1,2}')}$`, 'u').test(ourCell);
  const theirRows = theirs.rows.map((row, r) => row.map((cell, c) => (mangled(cell, ours.rows[r]?.[c] ?? '') ? ours.rows[r][c] : cell)));
  // exceljs left out a cell whose shared string is empty, we keep it as '': a row may end in one
  // more '' (nothing reads a row's length: the table's width comes from cells with text).
  const trimmed = (rows: string[][]) => rows.map((row) => row.slice(0, row.findLastIndex((cell) => cell !== '') + 1));
  expect(trimmed(ours.rows)).toEqual(trimmed(theirRows));
  expect(ours.sheetName).toBe(theirs.sheetName);
  return ours.rows;
}

/**
 * What exceljs writes, its parts put in one order: workbook.xml and its rels first. exceljs's writer
 * adds parts as its promises settle, so under load a worksheet can come before workbook.xml, and
 * exceljs's own streaming reader then fails on it ("reading 'sheets'"): the reference must not
 * depend on the machine's load. Ours reads any order (the test on sheets in any zip order).
 */
async function written(fill: (workbook: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook);
  const parts = unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer()));
  const first = ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/sharedStrings.xml'];
  const rank = (name: string) => (first.includes(name) ? first.indexOf(name) : first.length);
  const names = Object.keys(parts).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return zipSync(Object.fromEntries(names.map((name) => [name, parts[name]])));
}

describe('xlsxReader reads as exceljs did', () => {
  it.skipIf(realWorkbooks.length === 0).each(realWorkbooks)('the real workbook %s', async (file) => {
    const rows = await expectSameAsExceljs(new Uint8Array(fs.readFileSync(path.join(FIXTURES, file))));
    expect(rows.length).toBeGreaterThan(1);
  });

  it('every kind of cell exceljs writes', async () => {
    const bytes = await written((workbook) => {
      const sheet = workbook.addWorksheet('Kinds');
      sheet.addRow(['Term', 'Definition', 'Extra']);
      sheet.addRow(['number', 42, 3.14]);
      sheet.addRow(['tiny and huge', -1e-7, 1e21]);
      sheet.addRow(['date', new Date(Date.UTC(2024, 1, 29)), new Date(Date.UTC(1999, 11, 31, 18, 30))]);
      sheet.addRow(['booleans', true, false]);
      sheet.addRow(['formula', { formula: 'B2*2', result: 84 }, { formula: 'A1&"x"', result: 'Termx' }]);
      sheet.addRow(['formula, no result', { formula: 'B2*3' } as ExcelJS.CellFormulaValue, null]);
      sheet.addRow(['rich', { richText: [{ text: 'bold', font: { bold: true } }, { text: ' and plain' }] }, null]);
      sheet.addRow(['error', { error: '#N/A' } as ExcelJS.CellErrorValue, 'after']);
      sheet.addRow(['markup & entities', '<b>a & b</b> "quoted" \'single\'', '&amp; typed as is']);
      sheet.addRow(['unicode', 'Grüße, 日本語, emoji 🎉', '\u00a0non-breaking\u00a0']);
      sheet.addRow(['spaces', '   padded   ', '\n\tnew lines\n']);
      sheet.addRow([]);
      sheet.addRow(['after a blank row', null, 'sparse']);
      sheet.addRow(['long', 'L'.repeat(12_000), `${'M'.repeat(10_000)}   `]);
      sheet.addRow(['hyperlink', { text: 'Example', hyperlink: 'https://example.com' }, null]);
      sheet.getCell('D3').value = 'far column';
      sheet.getCell('AB4').value = 7;
      const custom = sheet.getCell('C2');
      custom.numFmt = 'yyyy-mm-dd';
      const percent = sheet.getCell('B3');
      percent.numFmt = '0.00%';
      workbook.addWorksheet('Second').addRow(['not', 'read']);
    });
    const rows = await expectSameAsExceljs(bytes);
    expect(rows[3].slice(0, 3)).toEqual(['date', '2024-02-29', '1999-12-31']);
    expect(rows[13][1]).toHaveLength(10_001);
  });

  it('random workbooks: strings of every kind, numbers, dates, booleans, gaps', async () => {
    let seed = 31;
    const random = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) / 2 ** 24;
    const pieces = ['a', 'Z', ' ', '  ', '\n', '\t', '&', '<', '>', '"', "'", '&amp;', 'é', 'ß', '日本', '🎉', '\u00a0', '_x000D_', ']]>', '0'];
    const text = () => Array.from({ length: Math.floor(random() * 12) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
    const value = (): Cell => {
      const kind = Math.floor(random() * 7);
      if (kind === 0) return null;
      if (kind === 1) return Math.round((random() - 0.5) * 1e6) / 1e3;
      if (kind === 2) return new Date(Date.UTC(1950 + Math.floor(random() * 100), Math.floor(random() * 12), 1 + Math.floor(random() * 28)));
      if (kind === 3) return random() < 0.5;
      return text();
    };
    for (let book = 0; book < 8; book++) {
      const bytes = await written((workbook) => {
        const sheet = workbook.addWorksheet(`Sheet ${book}`);
        sheet.addRow(['Term', 'Definition']);
        for (let row = 0; row < 40; row++) sheet.addRow(Array.from({ length: 1 + Math.floor(random() * 6) }, value));
      });
      await expectSameAsExceljs(bytes);
    }
  });

  it('inline strings (exceljs streaming writer without shared strings)', async () => {
    await expectSameAsExceljs(await xlsxRows(200));
  });

  it('one shared string pointed at by every row', async () => {
    await expectSameAsExceljs(xlsxSharedStringFlood(300, 9_000));
  });

  it('the first of several sheets whatever their zip order', async () => {
    const bytes = await written((workbook) => {
      workbook.addWorksheet('Zeta').addRows([['a', 'b'], ['1', '2']]);
      workbook.addWorksheet('Alpha').addRows([['c', 'd'], ['3', '4']]);
    });
    const ours = await ourRead(bytes);
    expect(ours).toMatchObject({ sheetName: 'Zeta', sheetCount: 2, rows: [['a', 'b'], ['1', '2']] });
  });

  it('reads the same over blocks of any size as over one buffer', async () => {
    const bytes = await xlsxRows(50);
    const whole = await ourRead(bytes);
    for (const size of [1, 7, 4096]) {
      const blocks: Uint8Array[] = [];
      for (let at = 0; at < bytes.length; at += size) blocks.push(bytes.slice(at, at + size));
      expect(await ourRead(blocks)).toEqual(whole);
    }
  });
});

// Hand-written parts: what Excel and other writers produce that exceljs's writer does not.
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const utf8 = (text: string) => new TextEncoder().encode(text);

function workbookOf(parts: { sheet: string; strings?: string; styles?: string; workbookPr?: string; prefix?: string }): Uint8Array {
  const p = parts.prefix ? `${parts.prefix}:` : '';
  const ns = parts.prefix ? `xmlns:${parts.prefix}="${MAIN}"` : `xmlns="${MAIN}"`;
  const files: Record<string, Uint8Array> = {
    'xl/workbook.xml': utf8(`<${p}workbook ${ns} xmlns:r="${REL}">${parts.workbookPr ?? ''}<${p}sheets><${p}sheet name="Hand &amp; made" sheetId="1" r:id="rId7"/></${p}sheets></${p}workbook>`),
    'xl/_rels/workbook.xml.rels': utf8(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId7" Type="${REL}/worksheet" Target="/xl/worksheets/sheet3.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': utf8(`<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>wrong sheet</t></is></c></row></sheetData></worksheet>`),
    'xl/worksheets/sheet3.xml': utf8(`<${p}worksheet ${ns}><${p}sheetData>${parts.sheet}</${p}sheetData></${p}worksheet>`),
  };
  if (parts.strings) files['xl/sharedStrings.xml'] = utf8(`<sst xmlns="${MAIN}">${parts.strings}</sst>`);
  if (parts.styles) files['xl/styles.xml'] = utf8(`<styleSheet xmlns="${MAIN}">${parts.styles}</styleSheet>`);
  return zipSync(files);
}

describe('xlsxReader on hand-written workbooks', () => {
  it('follows the first sheet relationship, even to an absolute target', async () => {
    const ours = await ourRead(workbookOf({ sheet: '<row r="1"><c r="A1" t="inlineStr"><is><t>right</t></is></c></row>' }));
    expect(ours).toEqual({ rows: [['right']], sheetName: 'Hand & made', sheetCount: 2 });
    expect(resolveTarget('worksheets/sheet1.xml')).toBe('xl/worksheets/sheet1.xml');
    expect(resolveTarget('/xl/worksheets/sheet2.xml')).toBe('xl/worksheets/sheet2.xml');
    expect(resolveTarget('../xl/./worksheets/sheet2.xml')).toBe('xl/worksheets/sheet2.xml');
  });

  it('dates: built-in and custom formats, a row style, the 1904 system; other numbers as JavaScript prints them', async () => {
    const styles =
      '<numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="&quot;day&quot; 0.0"/></numFmts>' +
      '<cellStyleXfs><xf numFmtId="14"/></cellStyleXfs><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="10"/></cellXfs>';
    const sheet =
      '<row r="1"><c r="A1" s="1"><v>45351</v></c><c r="B1" s="2"><v>45351.75</v></c><c r="C1" s="3"><v>2.5</v></c><c r="D1" s="4"><v>0.125</v></c><c r="E1"><v>1.50</v></c></row>' +
      '<row r="2" s="1" customFormat="1"><c r="A2"><v>1</v></c><c r="B2" s="3"><v>1</v></c></row>';
    expect((await ourRead(workbookOf({ sheet, styles }))).rows).toEqual([
      ['2024-02-29', '2024-02-29', '2.5', '0.125', '1.5'],
      ['1899-12-31', '1'],
    ]);
    expect((await ourRead(workbookOf({ sheet, styles, workbookPr: '<workbookPr date1904="1"/>' }))).rows[0][0]).toBe('2028-03-01');
  });

  it('rich and phonetic text: runs joined, phonetic readings left out (exceljs kept the reading, or the last run only)', async () => {
    const strings =
      '<si><r><rPr><b/></rPr><t>東京</t></r><r><t xml:space="preserve"> tower</t></r><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></si>' +
      '<si><t>漢字</t><rPh sb="0" eb="2"><t>カンジ</t></rPh></si>';
    const sheet =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="inlineStr"><is><r><t>in</t></r><r><t>line</t></r></is></c><c r="D1" t="s"><v>9</v></c></row>';
    expect((await ourRead(workbookOf({ sheet, strings }))).rows).toEqual([['東京 tower', '漢字', 'inline']]);
  });

  it('CDATA, entities, namespace prefixes and cells without a reference', async () => {
    const sheet =
      '<x:row r="1"><x:c t="inlineStr"><x:is><x:t><![CDATA[<kept>]]> &#233;&amp;</x:t></x:is></x:c><x:c><x:v>2</x:v></x:c><x:c r="E1" t="b"><x:v>1</x:v></x:c><x:c t="e"><x:v>#DIV/0!</x:v></x:c></x:row>';
    expect((await ourRead(workbookOf({ sheet, prefix: 'x' }))).rows).toEqual([['<kept> é&', '2', '', '', 'true', '']]);
  });

  it('refuses a column past XFD, a workbook without worksheets, and a zip bomb in a part it reads', async () => {
    await expect(ourRead(workbookOf({ sheet: '<row r="1"><c r="XFE1"><v>1</v></c></row>' }))).rejects.toThrow(IMPORT_ERRORS.notXlsx);
    await expect(ourRead(zipSync({ 'xl/workbook.xml': utf8(`<workbook xmlns="${MAIN}"/>`) }))).rejects.toThrow(IMPORT_ERRORS.noWorksheet);
    const bomb = zipSync({ 'xl/workbook.xml': utf8(`<workbook xmlns="${MAIN}"/>`), 'xl/worksheets/sheet1.xml': utf8(`<worksheet>${' '.repeat(70 * 1024 * 1024)}</worksheet>`) }, { level: 9 });
    await expect(ourRead(bomb)).rejects.toThrow(IMPORT_ERRORS.zipBomb(64));
  });

  it('refuses nesting past the depth bound in any part, and reads up to it (issue 49)', async () => {
    const nested = (depth: number) => `<row r="1"><c r="A1"><v>1</v></c></row>${'<x>'.repeat(depth)}${'</x>'.repeat(depth)}`;
    // worksheet and sheetData are two levels: the elements inside reach the bound exactly.
    expect((await ourRead(workbookOf({ sheet: nested(XLSX_MAX_DEPTH - 2) }))).rows).toEqual([['1']]);
    await expect(ourRead(workbookOf({ sheet: nested(XLSX_MAX_DEPTH - 1) }))).rejects.toThrow(IMPORT_ERRORS.xlsxTooDeep(XLSX_MAX_DEPTH));
    await expect(ourRead(workbookOf({ sheet: '', strings: `<si>${'<r>'.repeat(XLSX_MAX_DEPTH)}</si>` }))).rejects.toThrow(IMPORT_ERRORS.xlsxTooDeep(XLSX_MAX_DEPTH));
    // 600,000 levels never closed (6 kB): refused at level 101, not read for minutes.
    await expect(ourRead(xlsxNestedElements(600_000))).rejects.toThrow(IMPORT_ERRORS.xlsxTooDeep(XLSX_MAX_DEPTH));
  });

  it('stops as soon as the sink says so', async () => {
    let seen = 0;
    await readFirstWorksheet([await xlsxRows(5_000)], { row: () => ++seen < 10 });
    expect(seen).toBe(10);
  });

  it("passes the parts writer's own failure unchanged (not 'not a workbook')", async () => {
    const failure = new Error('disk full');
    const reading = readFirstWorksheet([await xlsxRows(5_000)], { row: () => true, between: () => Promise.reject(failure) });
    await expect(reading).rejects.toBe(failure);
  });
});
