import Papa from 'papaparse';
import { MSG } from '../../../shared/messages.js';
import { IMPORT_ERRORS, ImportInputError } from './errors.js';
import { isZip } from './zip.js';

// A CSV read without ever holding the file as one piece (issue 31: a 100 MB CSV took 900 MB of
// RSS). The upload's blocks are decoded one at a time, papaparse reads the text chunk by chunk,
// and the rows leave in parts (`onPart`, a few thousand rows each) between chunks, so a parse
// that writes its parts away holds one block, one chunk and one part at a time. It answers
// exactly what parseTabular answered for the whole text (tabularStream.test.ts, the corpus).

/** Rows per part: a few MB of JSON each, one short write… */
export const ROWS_PER_PART = 5_000;
/**
 * …and at most this many characters of cells: an XLSX's shared string lets each row expand
 * (5,000 rows of one 18,000-character string were a 90 MB part), so a part ends at whichever comes first.
 */
export const CHARS_PER_PART = 8_000_000;

const rowChars = (row: readonly string[]) => {
  let chars = 0;
  for (const cell of row) chars += cell.length;
  return chars;
};

/**
 * The text every decision about the file is made on: papaparse guesses the line ending from the
 * first 1 MiB characters of its first chunk, detectDelimiter reads the first 64 KiB.
 */
const FIRST_CHUNK_CHARS = 1024 * 1024;

/** A table with its data rows elsewhere (in parts): what is known once the whole file was read. */
export interface TableHead {
  headers: string[];
  totalRows: number;
  /** XLSX only: the worksheet that was read. */
  sheetName: string | null;
  sheetCount: number;
}

export type PartWriter = (rows: string[][], part: number) => Promise<void> | void;

/**
 * Takes rows from a RowCollector in parts, keeping only what the table's head needs: the header
 * row, and the last column with text in any row (toTable's width: trailing empty columns go).
 */
export class TableParts {
  private headerRow: string[] | null = null;
  private lastFilled = -1;
  dataRows = 0;
  parts = 0;
  /** Rows of the collector already counted in `pendingChars` (flush runs after every XLSX row). */
  private counted = 0;
  private pendingChars = 0;

  constructor(
    /** A RowCollector (tabular.ts): rows it kept, trimmed, blank ones dropped. */
    readonly collector: { readonly rows: string[][] },
    private readonly onPart: PartWriter,
    private readonly rowsPerPart = ROWS_PER_PART,
    private readonly charsPerPart = CHARS_PER_PART,
  ) {}

  /** Hands on every full part; `final` the rest too. Call between chunks, never inside a parse. */
  async flush(final = false): Promise<void> {
    const rows = this.collector.rows;
    if (!this.headerRow && rows.length > 0) this.note((this.headerRow = rows.shift()!));
    for (; this.counted < rows.length; this.counted++) this.pendingChars += rowChars(rows[this.counted]);
    while (rows.length >= this.rowsPerPart || this.pendingChars >= this.charsPerPart || (final && rows.length > 0)) {
      let size = 0;
      let chars = 0;
      while (size < rows.length && size < this.rowsPerPart && (size === 0 || chars + rowChars(rows[size]) <= this.charsPerPart)) chars += rowChars(rows[size++]);
      const part = rows.splice(0, size);
      this.counted -= size;
      this.pendingChars -= chars;
      for (const row of part) this.note(row);
      this.dataRows += part.length;
      await this.onPart(part, this.parts++);
    }
  }

  private note(row: string[]): void {
    // Cells come trimmed from the collector: empty means blank.
    for (let index = row.length - 1; index > this.lastFilled; index--) {
      if (row[index] !== '') {
        this.lastFilled = index;
        break;
      }
    }
  }

  /** The head, as toTable would make it (headers named, repeated names numbered). */
  head(sheetName: string | null, sheetCount: number): TableHead {
    if (!this.headerRow || this.dataRows === 0) throw new ImportInputError(MSG.csvEmpty);
    const width = Math.max(1, this.lastFilled + 1);
    const seen = new Map<string, number>();
    const headers = Array.from({ length: width }, (_, index) => {
      const base = (this.headerRow![index] ?? '').trim() || `Column ${index + 1}`;
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      return count === 1 ? base : `${base} (${count})`;
    });
    return { headers, totalRows: this.dataRows, sheetName, sheetCount };
  }
}

/** A part's rows as the table holds them: each exactly as wide as the headers. */
export const padRows = (rows: string[][], width: number): string[][] =>
  rows.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? ''));

/**
 * The blocks' text, decoded one block at a time as decodeText does the whole (UTF-8 with or
 * without BOM, UTF-16 with a BOM; a NUL byte or a zip refused). The first chunk is at least
 * FIRST_CHUNK_CHARS long (or the whole text), the others one block each. With `release`, each
 * block is taken out of `blocks` once decoded.
 */
export function* textChunks(blocks: Uint8Array[], release = false): Generator<string> {
  const head = firstBytes(blocks, 4);
  let encoding = 'utf-8';
  let skip = 0;
  if (head[0] === 0xfe && head[1] === 0xff) [encoding, skip] = ['utf-16be', 2];
  else if (head[0] === 0xff && head[1] === 0xfe) [encoding, skip] = ['utf-16le', 2];
  else if (isZip(head) || blocks.some((block) => block.includes(0))) throw new ImportInputError(IMPORT_ERRORS.notText);
  const decoder = new TextDecoder(encoding);
  let first: string[] | null = [];
  let firstLength = 0;
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index];
    // Released: the caller's array lets go of each block once decoded (the upload's memory goes
    // as the parse goes, rather than when the job ends).
    if (release) blocks[index] = RELEASED;
    const piece = skip > 0 ? block.subarray(Math.min(skip, block.length)) : block;
    skip -= block.length - piece.length;
    const text = decoder.decode(piece, { stream: true });
    if (!first) {
      if (text) yield text;
      continue;
    }
    first.push(text);
    firstLength += text.length;
    if (firstLength >= FIRST_CHUNK_CHARS) {
      yield firstChunk(first.join(''), encoding);
      first = null;
    }
  }
  const rest = decoder.decode();
  if (first) yield firstChunk(first.join('') + rest, encoding);
  else if (rest) yield rest;
}

const RELEASED = new Uint8Array(0);

// decodeText's own extra step: a second UTF-8 BOM goes too.
const firstChunk = (text: string, encoding: string) => (encoding === 'utf-8' ? text.replace(/^\ufeff/, '') : text);

function firstBytes(blocks: readonly Uint8Array[], count: number): Uint8Array {
  const out: number[] = [];
  for (const block of blocks) {
    for (const byte of block) {
      if (out.length === count) return Uint8Array.from(out);
      out.push(byte);
    }
  }
  return Uint8Array.from(out);
}

/**
 * Whether the text has spaces between a delimiter (or a line start) and an opening quote, the
 * test that decides whether skipSpaceBeforeQuotes runs; read chunk by chunk, and what ends a
 * chunk (a delimiter and spaces) carried, one space for all, into the next.
 */
export function hasSpaceBeforeQuote(chunks: Iterable<string>, delimiter: string): boolean {
  const found = new RegExp(`[\\n${delimiter === '\t' ? '\\t' : delimiter}] +"`);
  const isBoundary = (char: string) => char === '\n' || char === delimiter;
  let carried = '\n'; // the text's start counts as a line start
  for (const chunk of chunks) {
    const text = carried + chunk;
    if (found.test(text)) return true;
    let end = text.length - 1;
    while (end >= 0 && text[end] === ' ') end--;
    carried = end >= 0 && isBoundary(text[end]) ? text[end] + (end < text.length - 1 ? ' ' : '') : '';
  }
  return false;
}

/**
 * skipSpaceBeforeQuotes on text that comes in chunks: the same output, joined. What a chunk's
 * end leaves open (a quote that may be the first of a doubled one, spaces that a quote may
 * follow) is kept as state, spaces as a count, so nothing is read twice.
 */
export class SpaceBeforeQuoteSkipper {
  private fieldStart = true;
  private inQuotes = false;
  /** In quotes, the last character was a quote: the next one says whether it was doubled. */
  private afterQuote = false;
  /** Spaces at a field's start not written yet: dropped if a quote follows. */
  private spaces = 0;

  constructor(private readonly delimiter: string) {}

  push(text: string, last = false): string {
    const pieces: string[] = [];
    let pieceStart = 0;
    let i = 0;
    if (this.afterQuote) {
      this.afterQuote = false;
      if (text[0] === '"') i = 1;
      else if (text.length > 0 || last) this.inQuotes = false;
      else this.afterQuote = true;
    }
    if (this.spaces > 0) {
      while (text[i] === ' ') i++;
      if (i === text.length && !last) {
        this.spaces += i;
        return '';
      }
      if (text[i] === '"') pieceStart = i; // the quote opens the field: every space before it goes
      else {
        pieces.push(' '.repeat(this.spaces));
        this.fieldStart = false;
      }
      this.spaces = 0;
    }
    for (; i < text.length; i++) {
      const char = text[i];
      if (this.inQuotes) {
        if (char === '"') {
          if (i + 1 === text.length && !last) this.afterQuote = true;
          else if (text[i + 1] === '"') i++;
          else this.inQuotes = false;
        }
        continue;
      }
      if (this.fieldStart && char === ' ') {
        let j = i;
        while (text[j] === ' ') j++;
        if (j === text.length && !last) {
          pieces.push(text.slice(pieceStart, i));
          this.spaces = j - i;
          return pieces.join('');
        }
        if (text[j] === '"') {
          pieces.push(text.slice(pieceStart, i));
          pieceStart = j;
          i = j - 1;
          continue;
        }
      }
      if (this.fieldStart && char === '"') this.inQuotes = true;
      this.fieldStart = char === this.delimiter || char === '\n' || char === '\r';
    }
    pieces.push(text.slice(pieceStart));
    return pieces.join('');
  }
}

// papaparse's ParserHandle: what Papa.parse drives for a string or a file, chunk by chunk. Not in
// its type definitions; used as its own ChunkStreamer uses it.
interface ParserHandle {
  parse(input: string, baseIndex: number, ignoreLastRow: boolean): { meta: { cursor: number } };
  guessLineEndings(input: string, quoteChar: string): string;
}
const ParserHandle = (Papa as unknown as { ParserHandle: new (config: Papa.ParseConfig<string[]>) => ParserHandle }).ParserHandle;

/**
 * Papa.parse(text, { delimiter, skipEmptyLines: 'greedy', step }) on text that comes in pieces
 * (`next`, null at the end), as papaparse's own ChunkStreamer reads a file: a piece's last line
 * may go on in the next, so it is parsed again with it. The line ending is the one Papa.parse
 * guesses on the whole text: it looks at the first 1 MiB only, which `start` holds (or all of the
 * text). `between` runs after each piece, outside the parse (a part's write may wait there).
 */
export async function parseCsvChunks(
  next: () => string | null,
  start: string,
  delimiter: string,
  onRow: (row: string[]) => void,
  between: () => Promise<void>,
): Promise<void> {
  // Papa.parse strips a BOM from the text first.
  const bomless = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  const newline = new ParserHandle({}).guessLineEndings(bomless(start), '"') as Papa.ParseConfig['newline'];
  const handle = new ParserHandle({ delimiter, newline, skipEmptyLines: 'greedy', step: (result) => onRow(result.data) });
  let partial = '';
  let base = 0; // positions count from the text's start
  let text = next();
  if (text !== null) text = bomless(text);
  let following = text === null ? null : next();
  while (text !== null) {
    const last = following === null;
    const aggregate = partial + text;
    const results = handle.parse(aggregate, base, !last);
    if (!last) {
      partial = aggregate.substring(results.meta.cursor - base);
      base = results.meta.cursor;
    }
    await between();
    text = following;
    if (!last) following = next();
  }
}
