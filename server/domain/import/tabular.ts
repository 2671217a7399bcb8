// exceljs is ~20 MB of resident memory: loaded on the first spreadsheet import, not at start-up.
import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { IMPORT_MAX_CARDS } from '../../../shared/constants.js';
import { MSG } from '../../../shared/messages.js';
import { IMPORT_ERRORS, ImportInputError } from './errors.js';
import type { ImportDraft } from './preview.js';
import { inflateLimitFor, isZip, listZip, readZipEntry, ZipTooLargeError } from './zip.js';

// CSV and XLSX become one Table: first row = headers, then data rows (blank rows dropped).

export interface Table {
  headers: string[];
  rows: string[][];
  /** XLSX only: the worksheet that was read (always the first). */
  sheetName: string | null;
  sheetCount: number;
}

const CSV_DELIMITERS = [',', ';', '\t'];

/** Bytes → text: UTF-8 (with or without BOM) or UTF-16 with a BOM; binary files are refused. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  // A NUL byte never occurs in UTF-8 text; it means a binary file (zip, image, sqlite…).
  if (bytes.includes(0) || isZip(bytes)) throw new ImportInputError(IMPORT_ERRORS.notText);
  return new TextDecoder('utf-8').decode(bytes).replace(/^\ufeff/, '');
}

/**
 * Drops spaces between a delimiter and an opening quote ('a; "b"'), which real files (the Anki
 * manual's own examples) use and RFC 4180 parsers read as a literal quote. Quote-aware, so text
 * inside quoted fields is untouched.
 */
export function skipSpaceBeforeQuotes(text: string, delimiter: string): string {
  let out = '';
  let fieldStart = true;
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inQuotes) {
      out += char;
      if (char === '"') {
        if (text[i + 1] === '"') {
          out += '"';
          i++;
        } else {
          inQuotes = false;
        }
      }
      continue;
    }
    if (fieldStart && char === ' ') {
      let j = i;
      while (text[j] === ' ') j++;
      if (text[j] === '"') {
        i = j - 1; // the loop's i++ lands on the quote
        continue;
      }
    }
    if (fieldStart && char === '"') inQuotes = true;
    fieldStart = char === delimiter || char === '\n' || char === '\r';
    out += char;
  }
  return out;
}

/**
 * The candidate that splits the most sample lines into the same number of fields wins (ties:
 * comma, semicolon, tab). Counted on raw lines, so one broken quote cannot derail it.
 */
export function detectDelimiter(text: string): string {
  const lines = text.slice(0, 64 * 1024).split(/\r?\n/).filter((line) => line.trim() !== '').slice(0, 100);
  let best = ',';
  let bestScore = 0;
  for (const delimiter of CSV_DELIMITERS) {
    const counts = lines.map((line) => line.split(delimiter).length - 1).filter((count) => count > 0);
    const frequency = new Map<number, number>();
    for (const count of counts) frequency.set(count, (frequency.get(count) ?? 0) + 1);
    const score = Math.max(0, ...frequency.values());
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

export function parseCsvText(text: string): string[][] {
  const delimiter = detectDelimiter(text);
  const needsSkip = new RegExp(`(^|[\\n${delimiter === '\t' ? '\\t' : delimiter}]) +"`).test(text);
  const source = needsSkip ? skipSpaceBeforeQuotes(text, delimiter) : text;
  const result = Papa.parse<string[]>(source, { delimiter, skipEmptyLines: 'greedy' });
  return result.data;
}

function cellText(value: ExcelJS.CellValue): string {
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
}

/** exceljs unpacks with no size limit, so every member's real inflated size is counted first
 * (the workbook is unpacked twice; spreadsheets are small next to the limit). */
function assertZipWithinLimit(bytes: Uint8Array): void {
  const limit = inflateLimitFor(bytes.length);
  let total = 0;
  try {
    const entries = listZip(bytes);
    // exceljs opens any zip; a workbook is one with this part.
    if (!entries.some((entry) => entry.name === 'xl/workbook.xml')) throw new ImportInputError(IMPORT_ERRORS.notXlsx);
    for (const entry of entries) total += readZipEntry(bytes, entry, limit - total).length;
  } catch (error) {
    if (error instanceof ZipTooLargeError) {
      throw new ImportInputError(IMPORT_ERRORS.zipBomb(Math.round(limit / (1024 * 1024))));
    }
    throw new ImportInputError(IMPORT_ERRORS.notXlsx);
  }
}

export async function readXlsxRows(bytes: Uint8Array): Promise<{ rows: string[][]; sheetName: string; sheetCount: number }> {
  if (!isZip(bytes)) throw new ImportInputError(IMPORT_ERRORS.notXlsx);
  assertZipWithinLimit(bytes);
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    throw new ImportInputError(IMPORT_ERRORS.notXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ImportInputError(IMPORT_ERRORS.noWorksheet);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows.push(Array.from(cells, (cell) => cell ?? ''));
  });
  return { rows, sheetName: sheet.name, sheetCount: workbook.worksheets.length };
}

/** Raw rows → headers + data rows, following DESIGN §6's header rules. */
export function toTable(raw: string[][], sheetName: string | null = null, sheetCount = 1): Table {
  const rows = raw.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (rows.length < 2) throw new ImportInputError(MSG.csvEmpty);
  let width = Math.max(...rows.map((row) => row.length));
  // Trailing columns with no header and no data anywhere (spreadsheet formatting) are dropped.
  while (width > 1 && rows.every((row) => (row[width - 1] ?? '').trim() === '')) width--;
  const seen = new Map<string, number>();
  const headers = Array.from({ length: width }, (_, index) => {
    const base = (rows[0][index] ?? '').trim() || `Column ${index + 1}`;
    // Mapping is by header name, so repeated names get a (2), (3)… to stay distinct.
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
  const data = rows.slice(1).map((row) => Array.from({ length: width }, (_, index) => row[index] ?? ''));
  if (data.length > IMPORT_MAX_CARDS) throw new ImportInputError(IMPORT_ERRORS.tooManyCards(IMPORT_MAX_CARDS, data.length));
  return { headers, rows: data, sheetName, sheetCount };
}

export type TabularKind = 'csv' | 'xlsx';

export function tabularKindOf(fileName: string): TabularKind | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return null;
}

export async function parseTabular(bytes: Uint8Array, kind: TabularKind): Promise<Table> {
  if (bytes.length === 0) throw new ImportInputError(MSG.csvEmpty);
  if (kind === 'xlsx') {
    const { rows, sheetName, sheetCount } = await readXlsxRows(bytes);
    return toTable(rows, sheetName, sheetCount);
  }
  return toTable(parseCsvText(decodeText(bytes)));
}

export function describeTable(table: Table): string {
  const rows = `${table.rows.length} ${table.rows.length === 1 ? 'row' : 'rows'}`;
  if (table.sheetName === null) return `CSV file read: ${rows}.`;
  const others = table.sheetCount > 1 ? ` (the first of ${table.sheetCount} worksheets; the others were not read)` : '';
  return `Excel file read: worksheet '${table.sheetName}'${others}, ${rows}.`;
}

/** Applies the column mapping: one card per data row, cleaned by trimming. */
export function tableToDraft(table: Table, mapping: { term: string; definition: string }, deckName: string): ImportDraft {
  const termIndex = table.headers.indexOf(mapping.term);
  const definitionIndex = table.headers.indexOf(mapping.definition);
  if (termIndex < 0 || definitionIndex < 0) throw new ImportInputError(MSG.csvMapBoth);
  if (termIndex === definitionIndex) throw new ImportInputError(MSG.csvSameColumns);
  const name = deckName.trim();
  return {
    source: 'csv',
    target: 'one',
    proposedDeckName: name,
    proposedDescription: '',
    decks: [{ name, description: '' }],
    cards: table.rows.map((row) => ({ term: row[termIndex].trim(), definition: row[definitionIndex].trim(), deck: 0 })),
    message: describeTable(table),
  };
}
