import Papa from 'papaparse';
import { IMPORT_MAX_CARDS } from '../../../shared/constants.js';
import { MSG } from '../../../shared/messages.js';
import { stripControlCharacters } from '../../../shared/schemas/text.js';
import { IMPORT_ERRORS, ImportInputError, zipInputError } from './errors.js';
import { bounded, CARD_TEXT_MAX, draftCard, type ImportDraft } from './preview.js';
import { isZip } from './zip.js';
import { XLSX_CELLS_MAX, XLSX_TEXT_MAX_CHARS } from './xlsxCells.js';
import { readFirstWorksheet } from './xlsxReader.js';
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
 * Keeps rows as a reader produces them, and only up to the card limit (docs/security.md): past it rows
 * are counted, not kept, so memory stays bounded whatever the file holds. Cells are trimmed and
 * cut just past the card limit (still "too long", without holding megabytes).
 */
export class RowCollector {
  readonly rows: string[][] = [];
  /** Non-blank rows seen, the header included. */
  seen = 0;
  /** Characters of the cells kept so far (each already cut just past the card limit). */
  chars = 0;
  /** Cells handed in, every row's gaps included (blank rows too): the work of reading them. */
  cells = 0;
  /** Columns up to the last one with text in any row: every row is padded to it later. */
  width = 0;

  constructor(
    private readonly maxDataRows = IMPORT_MAX_CARDS,
    /** The most cell text kept (XLSX: shared strings let a small file expand without bound). */
    private readonly maxChars = Infinity,
    /**
     * The most cells (XLSX): a cell at XFD1 makes its row 16,384 cells wide, and the table's
     * every row as wide, from a few bytes of XML (issue 49: a 0.5 MB file reached 1.8 GB).
     * Counts both the cells handed in and the table's shape (rows × width).
     */
    private readonly maxCells = Infinity,
  ) {}

  /** False once a limit is passed: the caller may stop reading (or go on counting rows). */
  add(row: readonly string[]): boolean {
    if (this.overText || this.overCells) return false;
    this.cells += row.length;
    if (this.overCells) return false;
    // Every row of a CSV or a workbook passes here: control characters go (a UTF-16 file or an
    // XLSX cell can hold NUL, which PostgreSQL cannot store), as a typed card's (shared/schemas/text.ts).
    const cells = row.map((cell) => stripControlCharacters(cell).trim());
    let blank = true;
    for (const cell of cells) {
      if (cell !== '') {
        blank = false;
        break;
      }
    }
    if (blank) return true;
    this.seen += 1;
    if (this.seen - 1 > this.maxDataRows) return false;
    const kept = cells.map((text) => (text.length > CARD_TEXT_MAX ? text.slice(0, CARD_TEXT_MAX + 1) : text));
    for (let index = kept.length - 1; index >= this.width; index--) {
      if (kept[index] !== '') {
        this.width = index + 1;
        break;
      }
    }
    for (const cell of kept) this.chars += cell.length;
    if (this.overText || this.overCells) return false;
    this.rows.push(kept);
    return true;
  }

  get overLimit(): boolean {
    return this.seen - 1 > this.maxDataRows;
  }

  get overText(): boolean {
    return this.chars > this.maxChars;
  }

  get overCells(): boolean {
    return this.cells > this.maxCells || this.seen * this.width > this.maxCells;
  }
}

export { XLSX_CELLS_MAX, XLSX_TEXT_MAX_CHARS };

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

/**
 * The first worksheet's rows (xlsxReader.ts, our own streaming reader since issue 31): rows
 * arrive one at a time and reading stops as soon as a limit is passed, before the rest is parsed.
 */
export async function readXlsxRows(
  bytes: Uint8Array | readonly Uint8Array[],
  collector = new RowCollector(),
  /** Called after each inflated chunk of the sheet (the parts writer takes the collector's full parts). */
  between?: () => Promise<void>,
): Promise<{ collector: RowCollector; sheetName: string; sheetCount: number }> {
  const blocks = bytes instanceof Uint8Array ? [bytes] : bytes;
  const { sheetName, sheetCount } = await readFirstWorksheet(blocks, { row: (cells) => collector.add(cells), between });
  return { collector, sheetName, sheetCount };
}

/** Raw rows → headers + data rows, following docs/imports.md's header rules. */
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
 * rows are handed on in parts as xlsxReader.ts reads them from its blocks in place. Input errors
 * come once the file was read, after parts may have gone.
 */
export interface PartOptions {
  rowsPerPart?: number;
  /** Tests: the CSV parser is fed pieces of this many characters. */
  pieceChars?: number;
}

export async function readTabularInParts(blocks: Uint8Array[], kind: TabularKind, onPart: PartWriter, options: PartOptions = {}): Promise<TableHead> {
  if (blocks.every((block) => block.length === 0)) throw new ImportInputError(MSG.csvEmpty);
  if (kind === 'xlsx') {
    // Rows go to the parts as the reader hands them on (issue 31), as a CSV's do; the zip is
    // read over the upload's blocks in place (never joined into a second copy).
    const collector = new RowCollector(IMPORT_MAX_CARDS, XLSX_TEXT_MAX_CHARS, XLSX_CELLS_MAX);
    const parts = new TableParts(collector, onPart, options.rowsPerPart);
    const { sheetName, sheetCount } = await readXlsxRows(blocks, collector, () => parts.flush());
    if (collector.overText) throw new ImportInputError(IMPORT_ERRORS.tooMuchText(XLSX_TEXT_MAX_CHARS));
    if (collector.overCells) throw new ImportInputError(IMPORT_ERRORS.tooManyCells(XLSX_CELLS_MAX));
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
  // 'Fields contain HTML' (docs/rich-cards.md): each cell sanitized, its plain text derived; off: plain as typed.
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
