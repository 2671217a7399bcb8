// exceljs is ~20 MB of resident memory: loaded on the first spreadsheet import, not at start-up.
import type ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { IMPORT_MAX_CARDS } from '../../../shared/constants.js';
import { MSG } from '../../../shared/messages.js';
import { IMPORT_ERRORS, ImportInputError, zipInputError } from './errors.js';
import { decodeEntities } from './html.js';
import { bounded, CARD_TEXT_MAX, draftCard, type ImportDraft } from './preview.js';
import { inflateBudget, inflateLimitFor, isZip, openZip, ZipFormatError, type OpenedZip } from './zip.js';
import { fromCsvCell } from '../export/csv.js';
import { fromHtmlCell } from '../richText/cardSide.js';
import {
  hasSpaceBeforeQuote,
  padRows,
  parseCsvChunks,
  SpaceBeforeQuoteSkipper,
  TableParts,
  textChunks,
  type PartWriter,
  type TableHead,
} from './tabularStream.js';

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
  const pieces: string[] = [];
  let pieceStart = 0;
  let fieldStart = true;
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inQuotes) {
      if (char === '"') {
        if (text[i + 1] === '"') i++;
        else inQuotes = false;
      }
      continue;
    }
    if (fieldStart && char === ' ') {
      let j = i;
      while (text[j] === ' ') j++;
      if (text[j] === '"') {
        pieces.push(text.slice(pieceStart, i));
        pieceStart = j;
        i = j - 1; // the loop's i++ lands on the quote
        continue;
      }
    }
    if (fieldStart && char === '"') inQuotes = true;
    fieldStart = char === delimiter || char === '\n' || char === '\r';
  }
  pieces.push(text.slice(pieceStart));
  return pieces.join('');
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

/**
 * Keeps rows as a reader produces them, and only up to the card limit (DESIGN §9): past it rows
 * are counted, not kept, so memory stays bounded whatever the file holds. Cells are trimmed and
 * cut just past the card limit (still "too long", without holding megabytes).
 */
export class RowCollector {
  readonly rows: string[][] = [];
  /** Non-blank rows seen, the header included. */
  seen = 0;
  /** Characters of the cells kept so far (each already cut just past the card limit). */
  chars = 0;

  constructor(
    private readonly maxDataRows = IMPORT_MAX_CARDS,
    /** The most cell text kept (XLSX: shared strings let a small file expand without bound). */
    private readonly maxChars = Infinity,
  ) {}

  /** False once a limit is passed: the caller may stop reading (or go on counting rows). */
  add(row: readonly string[]): boolean {
    if (this.overText) return false;
    let blank = true;
    for (const cell of row) {
      if (cell.trim() !== '') {
        blank = false;
        break;
      }
    }
    if (blank) return true;
    this.seen += 1;
    if (this.seen - 1 > this.maxDataRows) return false;
    const kept = row.map((cell) => {
      const text = cell.trim();
      return text.length > CARD_TEXT_MAX ? text.slice(0, CARD_TEXT_MAX + 1) : text;
    });
    for (const cell of kept) this.chars += cell.length;
    if (this.overText) return false;
    this.rows.push(kept);
    return true;
  }

  get overLimit(): boolean {
    return this.seen - 1 > this.maxDataRows;
  }

  get overText(): boolean {
    return this.chars > this.maxChars;
  }
}

/**
 * The most cell text an XLSX import keeps: what a CSV at the default upload limit (100 MB) can
 * hold. One short shared string referenced by every cell expands a 700 kB workbook into
 * 1.8 billion characters (issue 31: 'Invalid string length' when the table was serialised,
 * a 500); reading stops as soon as the sum passes this.
 */
export const XLSX_TEXT_MAX_CHARS = 100_000_000;

/** Streams the CSV through papaparse row by row into `onRow`; stops when it answers false. */
function streamCsv(text: string, onRow: (row: string[]) => boolean): void {
  const delimiter = detectDelimiter(text);
  const needsSkip = new RegExp(`(^|[\\n${delimiter === '\t' ? '\\t' : delimiter}]) +"`).test(text);
  const source = needsSkip ? skipSpaceBeforeQuotes(text, delimiter) : text;
  Papa.parse<string[]>(source, {
    delimiter,
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      if (!onRow(result.data)) parser.abort();
    },
  });
}

export function parseCsvText(text: string): string[][] {
  const rows: string[][] = [];
  streamCsv(text, (row) => rows.push(row) > 0);
  return rows;
}

/**
 * CSV text → collected rows. Past the limit the rows are still counted (papaparse is cheap,
 * nothing is kept) so the message can say how many there are.
 */
export function readCsvRows(text: string, collector = new RowCollector()): RowCollector {
  streamCsv(text, (row) => {
    collector.add(row);
    return true;
  });
  return collector;
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

const WORKSHEET_MEMBER = /^xl\/worksheets\/sheet\d+\.xml$/;

/** The first `<sheet name="…">` of workbook.xml, found with plain searches (no backtracking). */
function firstSheetName(workbookXml: string): string | null {
  const sheet = workbookXml.search(/<sheet\s/);
  if (sheet < 0) return null;
  const end = workbookXml.indexOf('>', sheet);
  // A real sheet element is short; the cap keeps the attribute search linear on a hostile one.
  const tag = workbookXml.slice(sheet, Math.min(end < 0 ? workbookXml.length : end, sheet + 4096));
  const match = /\sname="([^"]*)"/.exec(tag);
  return match ? decodeEntities(match[1]) : null;
}

/**
 * exceljs unpacks with no size limit of its own, so every member's real inflated size is
 * counted first (the workbook is unpacked twice; spreadsheets are small next to the limit).
 * Also answers what the streaming reader cannot tell before reading everything: how many
 * worksheets there are and the first one's name.
 */
async function checkWorkbookZip(bytes: Uint8Array): Promise<{ sheetCount: number; firstSheet: string | null }> {
  const limit = inflateLimitFor(bytes.length);
  let zip: OpenedZip | null = null;
  try {
    zip = await openZip(bytes);
    // exceljs opens any zip; a workbook is one with this part.
    const workbook = zip.members.find((member) => member.name === 'xl/workbook.xml');
    if (!workbook) throw new ImportInputError(IMPORT_ERRORS.notXlsx);
    const budget = inflateBudget(limit);
    let firstSheet: string | null = null;
    for (const member of zip.members) {
      if (member === workbook) firstSheet = firstSheetName(new TextDecoder().decode(await zip.read(member, budget)));
      else await zip.count(member, budget);
    }
    return { sheetCount: zip.members.filter((member) => WORKSHEET_MEMBER.test(member.name)).length, firstSheet };
  } catch (error) {
    if (error instanceof ZipFormatError) throw new ImportInputError(IMPORT_ERRORS.notXlsx);
    throw zipInputError(error, limit);
  } finally {
    zip?.close();
  }
}

/**
 * The first worksheet's rows, read with exceljs's streaming reader: rows arrive one at a time
 * and reading stops as soon as the card limit is passed, before the rest is ever parsed.
 */
export async function readXlsxRows(
  bytes: Uint8Array,
  collector = new RowCollector(),
  /** Called after each row (the parts writer takes the collector's full parts). */
  afterRow?: () => Promise<void>,
): Promise<{ collector: RowCollector; sheetName: string; sheetCount: number }> {
  if (!isZip(bytes)) throw new ImportInputError(IMPORT_ERRORS.notXlsx);
  const { sheetCount, firstSheet } = await checkWorkbookZip(bytes);
  if (sheetCount === 0) throw new ImportInputError(IMPORT_ERRORS.noWorksheet);
  let sheetName: string | null = null;
  // The writer's own failure is not a broken workbook: it passes unchanged.
  let writerFailed: { error: unknown } | null = null;
  try {
    const input = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
    const { stream } = (await import('exceljs')).default;
    const reader = new stream.xlsx.WorkbookReader(input, {
      sharedStrings: 'cache',
      styles: 'cache', // dates are numbers with a date style
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    sheets: for await (const worksheet of reader) {
      // Worksheets stream in zip order, which need not be the workbook's order: the first
      // worksheet is the one named first in workbook.xml. Others are read through unused.
      const name = (worksheet as unknown as { name?: string }).name;
      if (firstSheet !== null && name !== undefined && name !== firstSheet) {
        for await (const _row of worksheet) void _row;
        continue;
      }
      sheetName = name ?? firstSheet ?? 'Sheet1';
      for await (const row of worksheet) {
        const cells: string[] = [];
        (row as ExcelJS.Row).eachCell({ includeEmpty: false }, (cell, column) => {
          cells[column - 1] = cellText(cell.value);
        });
        if (!collector.add(Array.from(cells, (cell) => cell ?? ''))) break sheets;
        if (afterRow) {
          try {
            await afterRow();
          } catch (error) {
            writerFailed = { error };
            break sheets;
          }
        }
      }
      break;
    }
  } catch {
    throw new ImportInputError(IMPORT_ERRORS.notXlsx);
  }
  if (writerFailed) throw writerFailed.error;
  if (sheetName === null) throw new ImportInputError(IMPORT_ERRORS.noWorksheet);
  return { collector, sheetName: firstSheet ?? sheetName, sheetCount };
}

/** Raw rows → headers + data rows, following DESIGN §6's header rules. */
export function toTable(raw: string[][], sheetName: string | null = null, sheetCount = 1): Table {
  const rows = raw.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (rows.length - 1 > IMPORT_MAX_CARDS) throw new ImportInputError(IMPORT_ERRORS.tooManyCards(IMPORT_MAX_CARDS, rows.length - 1));
  if (rows.length < 2) throw new ImportInputError(MSG.csvEmpty);
  // A loop, not Math.max(...rows): spreading 125,000+ arguments overflows the stack.
  let width = 0;
  for (const row of rows) if (row.length > width) width = row.length;
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
  return { headers, rows: data, sheetName, sheetCount };
}

export type TabularKind = 'csv' | 'xlsx';

export function tabularKindOf(fileName: string): TabularKind | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return null;
}

/** The whole table in memory: its parts (readTabularInParts) joined. */
export async function parseTabular(bytes: Uint8Array, kind: TabularKind): Promise<Table> {
  const rows: string[][] = [];
  const head = await readTabularInParts([bytes], kind, (part) => {
    for (const row of part) rows.push(row);
  });
  return { headers: head.headers, rows: padRows(rows, head.headers.length), sheetName: head.sheetName, sheetCount: head.sheetCount };
}

/**
 * An upload's rows handed on in parts (tabularStream.ts; issue 31) and the table's head. A CSV
 * is decoded and parsed block by block, each block taken out of `blocks` once read; a workbook's
 * rows are handed on in parts as exceljs's streaming reader reads them (its bytes joined first). Input errors come once the file was
 * read, after parts may have gone.
 */
export interface PartOptions {
  rowsPerPart?: number;
  /** Tests: the CSV parser is fed pieces of this many characters. */
  pieceChars?: number;
}

export async function readTabularInParts(blocks: Uint8Array[], kind: TabularKind, onPart: PartWriter, options: PartOptions = {}): Promise<TableHead> {
  if (blocks.every((block) => block.length === 0)) throw new ImportInputError(MSG.csvEmpty);
  if (kind === 'xlsx') {
    const bytes = blocks.length === 1 ? blocks[0] : Buffer.concat(blocks);
    blocks.length = 0; // joined: the blocks go now, not with the job
    // Rows go to the parts as exceljs's streaming reader hands them on (issue 31), as a CSV's
    // do: holding the whole table until the end took a 60 MB workbook's analyze to ~640 MB.
    const collector = new RowCollector(IMPORT_MAX_CARDS, XLSX_TEXT_MAX_CHARS);
    const parts = new TableParts(collector, onPart, options.rowsPerPart);
    const { sheetName, sheetCount } = await readXlsxRows(bytes, collector, () => parts.flush());
    if (collector.overText) throw new ImportInputError(IMPORT_ERRORS.tooMuchText(XLSX_TEXT_MAX_CHARS));
    // The streaming read stopped at the limit, so the count is "more than", not exact.
    if (collector.overLimit) throw new ImportInputError(IMPORT_ERRORS.tooManyCards(IMPORT_MAX_CARDS));
    await parts.flush(true);
    return parts.head(sheetName, sheetCount);
  }
  return readCsvInParts(blocks, onPart, options);
}

function* chunksFrom(first: string, rest: Iterator<string>): Generator<string> {
  yield first;
  for (let next = rest.next(); !next.done; next = rest.next()) yield next.value;
}

/**
 * What readCsvRows(decodeText(bytes)) and toTable do, one block and one chunk at a time. The
 * delimiter and papaparse's line ending are decided on the first chunk (at least 1 MiB of text,
 * all they ever looked at), whether spaces before quotes are skipped on a first pass over all of
 * the text. Past the card limit rows are counted, not kept or handed on. `pieceChars` (tests)
 * feeds the parser in pieces that small, so every chunk boundary gets crossed.
 */
async function readCsvInParts(blocks: Uint8Array[], onPart: PartWriter, options: PartOptions): Promise<TableHead> {
  // A first pass decides (delimiter, spaces before quotes); the second parses, letting each block go.
  const look = textChunks(blocks);
  const first = look.next();
  const firstText = first.done ? '' : first.value;
  const delimiter = detectDelimiter(firstText);
  const skipper = hasSpaceBeforeQuote(chunksFrom(firstText, look), delimiter) ? new SpaceBeforeQuoteSkipper(delimiter) : null;
  const chunks = textChunks(blocks, true);
  chunks.next(); // firstText again
  const skipped = (text: string) => (skipper ? skipper.push(text) : text);
  const pieces = (text: string) => {
    const size = options.pieceChars;
    if (!size) return [text];
    const out: string[] = [];
    for (let at = 0; at < text.length; at += size) out.push(text.slice(at, at + size));
    return out;
  };
  const start = skipped(firstText);
  let ended = first.done === true;
  let waiting = pieces(start).reverse();
  const next = (): string | null => {
    while (waiting.length === 0) {
      if (ended) return null;
      const chunk = chunks.next();
      // What the skipper still holds back (spaces, a quote) is decided once the text has ended.
      if (chunk.done) ended = true;
      waiting = pieces(chunk.done ? (skipper?.push('', true) ?? '') : skipped(chunk.value)).reverse();
    }
    return waiting.pop()!;
  };
  const collector = new RowCollector();
  const parts = new TableParts(collector, onPart, options.rowsPerPart);
  await parseCsvChunks(next, start, delimiter, (row) => void collector.add(row), () => parts.flush());
  await parts.flush(true);
  if (collector.overLimit) throw new ImportInputError(IMPORT_ERRORS.tooManyCards(IMPORT_MAX_CARDS, collector.seen - 1));
  return parts.head(null, 1);
}

export function describeTable(table: Pick<Table, 'sheetName' | 'sheetCount'> & { rows: { length: number } }): string {
  const rows = `${table.rows.length} ${table.rows.length === 1 ? 'row' : 'rows'}`;
  if (table.sheetName === null) return `CSV file read: ${rows}.`;
  const others = table.sheetCount > 1 ? ` (the first of ${table.sheetCount} worksheets; the others were not read)` : '';
  return `Excel file read: worksheet '${table.sheetName}'${others}, ${rows}.`;
}

/** Applies the column mapping: one card per data row, cleaned by trimming. */
export function tableToDraft(table: Table, mapping: { term: string; definition: string; fieldsContainHtml?: boolean }, deckName: string): ImportDraft {
  const termIndex = table.headers.indexOf(mapping.term);
  const definitionIndex = table.headers.indexOf(mapping.definition);
  if (termIndex < 0 || definitionIndex < 0) throw new ImportInputError(MSG.csvMapBoth);
  if (termIndex === definitionIndex) throw new ImportInputError(MSG.csvSameColumns);
  const name = deckName.trim();
  // CSV only: a neutralised formula from our own export ('=1+1) imports as typed (export/csv.ts).
  const cell = (value: string) => (table.sheetName === null ? fromCsvCell(value.trim()).trim() : value.trim());
  // 'Fields contain HTML' (DESIGN §18): each cell sanitized, its plain text derived; off: plain as typed.
  const side = (value: string) => {
    if (!mapping.fieldsContainHtml) return bounded(value);
    const rich = fromHtmlCell(value);
    return rich.tooLong ? { text: rich.text, tooLong: true } : { ...bounded(rich.text), html: rich.html };
  };
  return {
    source: 'csv',
    target: 'one',
    proposedDeckName: name,
    proposedDescription: '',
    decks: [{ name, description: '' }],
    cards: table.rows.map((row) => draftCard(side(cell(row[termIndex])), side(cell(row[definitionIndex])), 0)),
    message: describeTable(table),
  };
}
