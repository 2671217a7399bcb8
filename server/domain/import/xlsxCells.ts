import { CARD_TEXT_MAX } from './preview.js';

// What one worksheet cell reads as: the rules of exceljs's streaming reader, which the import
// used until issue 31 (xlsxReader.ts replaced it; xlsxReader.test.ts compares the two), kept so
// every workbook reads as before: numbers as JavaScript prints them, dates (a number with a date
// format) as yyyy-mm-dd, booleans as true/false, errors empty, formulas as their cached result.

/**
 * The most cell text an XLSX import keeps: what a CSV at the default upload limit (100 MB) can
 * hold. One short shared string referenced by every cell expands a 700 kB workbook into
 * 1.8 billion characters (issue 31: 'Invalid string length' when the table was serialised,
 * a 500); reading stops as soon as the sum passes this. The shared strings are held to it too.
 */
export const XLSX_TEXT_MAX_CHARS = 100_000_000;

/**
 * The most cells an XLSX import reads: its rows times its columns up to the last one used, empty
 * cells included (tabular.ts, RowCollector). 100,000 rows of 100 columns; a sheet with a cell
 * at XFD (16,384 columns) passes it at 611 rows. Each cell of a padded row costs a pointer (and
 * three bytes of the cached JSON), so the table stays near 100 MB at worst (issue 49).
 */
export const XLSX_CELLS_MAX = 10_000_000;

/** Excel's last column, XFD. */
export const XLSX_MAX_COLUMNS = 16_384;

/** A cell reference's column: 'B12' → 2, '$AA$3' → 27; null without letters; 0 past XFD. */
export function columnOf(ref: string): number | null {
  let column = 0;
  let letters = false;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code >= 65 && code <= 90) {
      letters = true;
      column = column * 26 + code - 64;
      if (column > XLSX_MAX_COLUMNS) return 0;
    } else if (code !== 36) break; // '$'
  }
  return letters ? column : null;
}

/** exceljs's isDateFmt: a format with y, m, d, h, s or b outside quotes and brackets. */
export function isDateFormat(format: string): boolean {
  return /[ymdhMsb]/.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** Excel's built-in number formats (ids 0–49) that isDateFormat calls dates (dates and times). */
const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** Whether the format with this id reads as a date; a workbook's own formats (numFmts) override the built-in ones. */
export function isDateFormatId(id: number, custom: ReadonlyMap<number, boolean>): boolean {
  return custom.get(id) ?? BUILTIN_DATE_FORMATS.has(id);
}

/** A serial day number as yyyy-mm-dd (1900 or 1904 date system); null when it is no date. */
export function excelDateText(serial: number, date1904: boolean): string | null {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** exceljs decodes the text of 'str' and 'inlineStr' cells a second time: so do we. */
export function decodeAgain(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&([a-z]*);/g, (entity) => AGAIN[entity] ?? entity);
}
const AGAIN: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&apos;': "'", '&quot;': '"' };

/** One cell as the sheet XML spells it. */
export interface RawCell {
  /** The `t` attribute: s, str, inlineStr, b, e, n (or none). */
  type: string | undefined;
  /** It has an `<f>`: its value is the formula's cached result. */
  formula: boolean;
  /** The text of its `<v>` (or `<is>`), null when it has none. */
  value: string | null;
  /** Its style is a date format. */
  date: boolean;
}

/** A cell's text, or null for a cell with no value (read as ''). */
export function cellText(cell: RawCell, sharedString: (index: number) => string | null, date1904: boolean): string | null {
  const { type, value } = cell;
  if (cell.formula) {
    if (value === null) return '';
    return type === 'str' ? decodeAgain(value) : String(parseFloat(value));
  }
  if (value === null) return null;
  switch (type) {
    case 's':
      return sharedString(parseInt(value, 10));
    case 'str':
    case 'inlineStr':
      return decodeAgain(value);
    case 'e':
      return '';
    case 'b':
      return parseInt(value, 10) !== 0 ? 'true' : 'false';
    default: {
      const number = parseFloat(value);
      return (cell.date ? excelDateText(number, date1904) : null) ?? String(number);
    }
  }
}

const CUT = CARD_TEXT_MAX + 1;
const NOT_SPACE = /\S/;

/**
 * A cell's text gathered from the pieces the XML parser hands on, holding at most the card limit
 * and two characters (docs/security.md: a cell of 100 MB is not held): what RowCollector keeps of it
 * (trimmed, cut just past the card limit) is exactly what it keeps of the whole text. Leading
 * spaces go at once; past the limit only whether more non-space text follows is noted, and a
 * cut text ends with a sentinel letter so the collector's trim cannot shorten it back under the limit.
 */
export class BoundedText {
  private readonly pieces: string[] = [];
  private length = 0;
  private started = false;
  private full = false;
  private longer = false;

  push(input: string): void {
    if (this.longer) return;
    let text = input;
    if (!this.started) {
      const at = text.search(NOT_SPACE);
      if (at < 0) return;
      this.started = true;
      text = text.slice(at);
    }
    if (!this.full) {
      const room = CUT + 1 - this.length;
      const piece = text.length > room ? text.slice(0, room) : text;
      this.pieces.push(piece);
      this.length += piece.length;
      this.full = this.length > CUT;
      text = text.slice(piece.length);
    }
    if (this.full && NOT_SPACE.test(text)) this.longer = true;
  }

  /** The text (leading spaces gone); a new string, never a slice of the parser's chunk. */
  value(): string {
    const kept = this.pieces.length === 1 ? flat(this.pieces[0]) : this.pieces.join('');
    if (!this.full) return kept;
    // Past the limit (non-space text at or after it): the collector keeps the first CUT characters.
    if (this.longer || NOT_SPACE.test(kept.slice(CARD_TEXT_MAX))) return `${kept.slice(0, CUT)}x`;
    return kept;
  }

  get cut(): boolean {
    return this.full && this.longer;
  }
}

/**
 * V8 keeps a substring as a view of its parent: a 20-character cell would hold the parser's whole
 * 64 KB chunk alive. Joining with one character and slicing it off copies the text.
 */
const flat = (text: string): string => (text.length < 13 ? text : ` ${text}`.slice(1));
