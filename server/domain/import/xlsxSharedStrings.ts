import { IMPORT_ERRORS, ImportInputError } from './errors.js';
import { XLSX_TEXT_MAX_CHARS } from './xlsxCells.js';

// A workbook's shared strings, held compactly (issue 31): exceljs kept each as a JavaScript
// string or rich-text objects, ~95 million characters for the 100 MB benchmark workbook plus
// their overhead. Here they are UTF-8 bytes in 1 MiB pages with two numbers each (where, how
// long); a string is decoded when a cell asks for it. Each string is already bounded to the card
// limit (BoundedText), and the whole store to the XLSX text cap: a string costs its characters
// and 8 for its index entry, so a workbook of millions of empty strings is refused as well.

const PAGE_BYTES = 1024 * 1024;
/** Index entries cost this much of the text cap each (two 32-bit numbers). */
const ENTRY_COST = 8;

export class SharedStrings {
  private readonly pages: Uint8Array[] = [];
  private page: Uint8Array | null = null;
  private used = 0;
  /** Entry i: starts[i] = page × PAGE_BYTES + offset; lengths[i] = bytes. */
  private starts = new Uint32Array(1024);
  private lengths = new Uint32Array(1024);
  private count = 0;
  private cost = 0;
  private readonly encoder = new TextEncoder();
  private readonly decoder = new TextDecoder();

  constructor(private readonly maxCost = XLSX_TEXT_MAX_CHARS) {}

  get size(): number {
    return this.count;
  }

  add(text: string): void {
    this.cost += text.length + ENTRY_COST;
    if (this.cost > this.maxCost) throw new ImportInputError(IMPORT_ERRORS.tooMuchText(this.maxCost));
    if (this.count === this.starts.length) this.grow();
    // UTF-8 takes at most 3 bytes per UTF-16 unit; a string never spans pages.
    const most = text.length * 3;
    if (!this.page || this.used + most > this.page.length) {
      // Strings are bounded (about 10,000 characters), so one always fits a fresh page.
      this.page = new Uint8Array(Math.max(PAGE_BYTES, most));
      this.pages.push(this.page);
      this.used = 0;
    }
    const { written } = this.encoder.encodeInto(text, this.page.subarray(this.used));
    this.starts[this.count] = (this.pages.length - 1) * PAGE_BYTES + this.used;
    this.lengths[this.count] = written;
    this.used += written;
    this.count += 1;
  }

  /** The string at this index, or null when the workbook has none there (a cell then reads as ''). */
  get(index: number): string | null {
    if (!(index >= 0 && index < this.count)) return null;
    const start = this.starts[index];
    const page = this.pages[Math.floor(start / PAGE_BYTES)];
    const at = start % PAGE_BYTES;
    return this.decoder.decode(page.subarray(at, at + this.lengths[index]));
  }

  private grow(): void {
    const starts = new Uint32Array(this.starts.length * 2);
    starts.set(this.starts);
    this.starts = starts;
    const lengths = new Uint32Array(this.lengths.length * 2);
    lengths.set(this.lengths);
    this.lengths = lengths;
  }
}
