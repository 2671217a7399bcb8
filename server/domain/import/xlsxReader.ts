import { Parser } from 'htmlparser2';
import { IMPORT_ERRORS, ImportInputError, zipInputError } from './errors.js';
import { BoundedText, cellText, columnOf, isDateFormat, isDateFormatId, type RawCell } from './xlsxCells.js';
import { SharedStrings } from './xlsxSharedStrings.js';
import { inflateBudget, inflateLimitFor, isZip, openZipBlocks, ZipFormatError, ZipTooLargeError, type InflateBudget, type OpenedZip, type ZipMember } from './zip.js';

// The first worksheet of an .xlsx, streamed from the zip (issue 31, docs/security.md). exceljs's
// streaming reader held every shared string as its own objects and needed the upload joined into
// one buffer: a 100 MB workbook peaked at 664 MB. Here the zip is read in place (its blocks, not
// a copy), each XML part is inflated a chunk at a time (every byte against the upload's inflate
// budget) through htmlparser2's tokenizer in XML mode, the shared strings go to a compact store
// (xlsxSharedStrings.ts), and the sheet's rows are handed on one at a time. Cell values read as
// exceljs read them (xlsxCells.ts; xlsxReader.test.ts compares the two on every real workbook).

export const WORKSHEET_MEMBER = /^xl\/worksheets\/sheet\d+\.xml$/;

/** A style table bigger than Excel's own limit (64,000 formats) is not a real workbook's: the rest is ignored. */
const STYLES_MAX = 65_536;

/**
 * The deepest element nesting read in any part. Real parts nest about ten levels (worksheet,
 * sheetData, row, c, is, r, t; extLst adds a few). htmlparser2 keeps its open elements in an
 * array it `unshift`s, so each level costs the depth so far: 600,000 levels (a 6 kB file) held
 * the import worker for minutes (issue 49). Refused at the first element past the bound.
 */
export const XLSX_MAX_DEPTH = 100;

export interface XlsxRowSink {
  /** One row's cells (column A first, '' for gaps); false stops the reading. */
  row(cells: string[]): boolean;
  /** Runs after each inflated chunk of the sheet (the parts writer); its errors pass unchanged. */
  between?(): Promise<void>;
}

export interface XlsxSheet {
  sheetName: string;
  sheetCount: number;
}

/** A workbook part that is not what its place says (the whole file is then "not a valid workbook"). */
class XlsxFormatError extends Error {}

/** Thrown out of the zip stream to stop reading when the sink says so. */
const STOP = Symbol('stop');

export async function readFirstWorksheet(blocks: readonly Uint8Array[], sink: XlsxRowSink): Promise<XlsxSheet> {
  const size = blocks.reduce((sum, block) => sum + block.length, 0);
  const head = blocks[0]?.length >= 4 || blocks.length < 2 ? (blocks[0] ?? new Uint8Array(0)) : Buffer.concat(blocks.slice(0, 4)).subarray(0, 4);
  if (!isZip(head)) throw new ImportInputError(IMPORT_ERRORS.notXlsx);
  const limit = inflateLimitFor(size);
  let zip: OpenedZip | null = null;
  // The parts writer's own failure is not a broken workbook: it passes unchanged.
  const writer: { failed: boolean; error?: unknown } = { failed: false };
  try {
    zip = await openZipBlocks(blocks);
    const members = new Map(zip.members.map((member) => [member.name, member]));
    const workbook = members.get('xl/workbook.xml');
    if (!workbook) throw new ImportInputError(IMPORT_ERRORS.notXlsx);
    // Honest headers that add up past the limit are refused before anything is inflated, as
    // before when every member was inflated to be counted; lying ones stop while inflating.
    let declared = 0;
    for (const member of zip.members) declared += member.declaredSize;
    if (declared > limit) throw new ZipTooLargeError(limit);
    const budget = inflateBudget(limit);
    const book = await readWorkbook(zip, workbook, budget);
    const worksheets = zip.members.filter((member) => WORKSHEET_MEMBER.test(member.name));
    if (worksheets.length === 0) throw new ImportInputError(IMPORT_ERRORS.noWorksheet);
    const relsMember = members.get('xl/_rels/workbook.xml.rels');
    const target = book.firstSheet?.relId && relsMember ? await readRelTarget(zip, relsMember, budget, book.firstSheet.relId) : null;
    let sheet: ZipMember | undefined = worksheets[0];
    if (target !== null) {
      // The first sheet may be a chart sheet: exceljs found no worksheet by that name either.
      const path = resolveTarget(target);
      if (members.has(path) && !WORKSHEET_MEMBER.test(path)) throw new ImportInputError(IMPORT_ERRORS.noWorksheet);
      sheet = members.get(path) ?? worksheets[0];
    }
    const stylesMember = members.get('xl/styles.xml');
    const dateStyles = stylesMember ? await readDateStyles(zip, stylesMember, budget) : [];
    const stringsMember = members.get('xl/sharedStrings.xml');
    const strings = stringsMember ? await readSharedStrings(zip, stringsMember, budget) : new SharedStrings();

    const rows = new SheetRows(strings, dateStyles, book.date1904, sink);
    try {
      await parseMember(zip, sheet, budget, rows.handlers(), async () => {
        if (rows.stopped) throw STOP;
        if (sink.between) {
          try {
            await sink.between();
          } catch (error) {
            Object.assign(writer, { failed: true, error });
            throw STOP;
          }
        }
      });
    } catch (error) {
      if (error !== STOP) throw error;
    }
    if (writer.failed) throw writer.error;
    return { sheetName: book.firstSheet?.name ?? 'Sheet1', sheetCount: worksheets.length };
  } catch (error) {
    if (writer.failed) throw writer.error;
    if (error instanceof ImportInputError) throw error;
    if (error instanceof ZipFormatError || error instanceof XlsxFormatError) throw new ImportInputError(IMPORT_ERRORS.notXlsx);
    throw zipInputError(error, limit);
  } finally {
    zip?.close();
  }
}

interface Handlers {
  open(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

/** Element names without their namespace prefix ('x:row' → 'row'; some writers use one). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Inflates one member a chunk at a time through htmlparser2 in XML mode (entities decoded,
 * CDATA as text), refusing nesting deeper than XLSX_MAX_DEPTH. `between` runs after each
 * chunk, outside the parser.
 */
async function parseMember(zip: OpenedZip, member: ZipMember, budget: InflateBudget, handlers: Handlers, between?: () => Promise<void>): Promise<void> {
  const decoder = new TextDecoder('utf-8');
  let depth = 0;
  const parser = new Parser(
    {
      // Counted at the name, before the attributes (htmlparser2 has pushed it on its stack then).
      onopentagname: () => {
        if (++depth > XLSX_MAX_DEPTH) throw new ImportInputError(IMPORT_ERRORS.xlsxTooDeep(XLSX_MAX_DEPTH));
      },
      onopentag: (name, attributes) => handlers.open(local(name), attributes),
      ontext: handlers.text ? (text) => handlers.text!(text) : undefined,
      onclosetag: (name) => {
        depth -= 1;
        handlers.close?.(local(name));
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  await zip.stream(member, budget, async (chunk) => {
    parser.write(decoder.decode(chunk, { stream: true }));
    if (between) await between();
  });
  parser.write(decoder.decode());
  parser.end();
  if (between) await between();
}

/** A `<sheet>`'s relationship id: the attribute named `id` in the relationships namespace (prefix free). */
function relIdOf(attributes: Record<string, string>): string | null {
  for (const [name, value] of Object.entries(attributes)) if (name.endsWith(':id')) return value;
  return null;
}

interface FirstSheet {
  name: string;
  relId: string | null;
}

/** workbook.xml: the first `<sheet>` (null when it has no name: the first worksheet is read as 'Sheet1') and the date system. */
async function readWorkbook(zip: OpenedZip, member: ZipMember, budget: InflateBudget): Promise<{ firstSheet: FirstSheet | null; date1904: boolean }> {
  const book = { firstSheet: null as FirstSheet | null, sheetSeen: false, date1904: false };
  await parseMember(zip, member, budget, {
    open(name, attributes) {
      if (name === 'sheet' && !book.sheetSeen) {
        book.sheetSeen = true;
        if (attributes.name !== undefined) book.firstSheet = { name: attributes.name, relId: relIdOf(attributes) };
      } else if (name === 'workbookPr') book.date1904 = attributes.date1904 === '1';
    },
  });
  return { firstSheet: book.firstSheet, date1904: book.date1904 };
}

/** The Target of one relationship (the rest of the file is read through, nothing kept). */
async function readRelTarget(zip: OpenedZip, member: ZipMember, budget: InflateBudget, id: string): Promise<string | null> {
  let target: string | null = null;
  await parseMember(zip, member, budget, {
    open(name, attributes) {
      if (name === 'Relationship' && target === null && attributes.Id === id) target = attributes.Target ?? null;
    },
  });
  return target;
}

/** A relationship target of workbook.xml → the zip member it names ('worksheets/sheet1.xml', '/xl/worksheets/sheet1.xml'). */
export function resolveTarget(target: string): string {
  const parts: string[] = target.startsWith('/') ? [] : ['xl'];
  for (const part of target.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

/**
 * styles.xml → for each cell style (`cellXfs`, by index), whether its number format is a date
 * one. Only that bit is kept; formats are looked up once the whole file was read (they may come
 * after the styles that use them).
 */
async function readDateStyles(zip: OpenedZip, member: ZipMember, budget: InflateBudget): Promise<boolean[]> {
  const custom = new Map<number, boolean>();
  const formatIds: number[] = [];
  let inCellXfs = false;
  await parseMember(zip, member, budget, {
    open(name, attributes) {
      if (name === 'numFmt' && custom.size < STYLES_MAX) custom.set(parseInt(attributes.numFmtId, 10), isDateFormat(attributes.formatCode ?? ''));
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs && formatIds.length < STYLES_MAX) formatIds.push(parseInt(attributes.numFmtId || '0', 10));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return formatIds.map((id) => (id ? isDateFormatId(id, custom) : false));
}

/**
 * sharedStrings.xml → the store: each `<si>`'s text (its `<t>` runs joined; phonetic runs,
 * `<rPh>`, left out), bounded as a cell is.
 */
async function readSharedStrings(zip: OpenedZip, member: ZipMember, budget: InflateBudget): Promise<SharedStrings> {
  const strings = new SharedStrings();
  let text: BoundedText | null = null;
  let inText = false;
  let phonetic = 0;
  await parseMember(zip, member, budget, {
    open(name) {
      if (name === 'si') text = new BoundedText();
      else if (name === 't') inText = phonetic === 0;
      else if (name === 'rPh') phonetic += 1;
    },
    text(value) {
      if (inText) text?.push(value);
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic = Math.max(0, phonetic - 1);
      else if (name === 'si' && text) {
        strings.add(text.value());
        text = null;
      }
    },
  });
  return strings;
}

/** The sheet's rows, one at a time, into the sink. */
class SheetRows {
  stopped = false;
  private inData = false;
  private row: string[] | null = null;
  private rowDate = false;
  private nextColumn = 1;
  private cell: (RawCell & { column: number; text: BoundedText | null }) | null = null;
  private current: BoundedText | null = null;
  private phonetic = 0;

  constructor(
    private readonly strings: SharedStrings,
    private readonly dateStyles: readonly boolean[],
    private readonly date1904: boolean,
    private readonly sink: XlsxRowSink,
  ) {}

  /** Whether a style index is a date format; undefined for an index the workbook has no style for. */
  private styleDate(attribute: string | undefined): boolean | undefined {
    const index = parseInt(attribute ?? '', 10);
    return index >= 0 && index < this.dateStyles.length ? this.dateStyles[index] : undefined;
  }

  handlers(): Handlers {
    return {
      open: (name, attributes) => this.open(name, attributes),
      text: (text) => {
        if (this.current && this.phonetic === 0) this.current.push(text);
      },
      close: (name) => this.close(name),
    };
  }

  private open(name: string, attributes: Record<string, string>): void {
    if (this.stopped) return;
    switch (name) {
      case 'sheetData':
        this.inData = true;
        break;
      case 'row':
        if (!this.inData) break;
        this.row = [];
        this.nextColumn = 1;
        // exceljs: a row's style (any `s`, even "0") is its cells' unless a cell has its own (non-zero) one.
        this.rowDate = attributes.s !== undefined && this.styleDate(attributes.s) === true;
        break;
      case 'c': {
        if (!this.row) break;
        // A cell without a reference is the one after the last (the format allows leaving it out).
        const column = attributes.r === undefined ? this.nextColumn : columnOf(attributes.r);
        if (column === 0) throw new XlsxFormatError('column past XFD');
        const own = attributes.s && parseInt(attributes.s, 10) ? this.styleDate(attributes.s) : undefined;
        this.cell = { column: column ?? this.nextColumn, type: attributes.t, formula: false, value: null, date: own ?? this.rowDate, text: null };
        break;
      }
      case 'f':
        if (this.cell) this.cell.formula = true;
        break;
      case 'v':
        if (this.cell) this.current = this.cell.text = new BoundedText();
        break;
      case 'is':
        if (this.cell) this.current = this.cell.text = new BoundedText();
        break;
      case 't':
        if (this.cell) this.current = this.cell.text ??= new BoundedText();
        break;
      case 'rPh':
        this.phonetic += 1;
        break;
    }
  }

  private close(name: string): void {
    if (this.stopped) return;
    switch (name) {
      case 'v':
      case 't':
      case 'is':
        this.current = null;
        break;
      case 'rPh':
        this.phonetic = Math.max(0, this.phonetic - 1);
        break;
      case 'c': {
        const cell = this.cell;
        if (!cell || !this.row) break;
        const raw = cell.text?.value() ?? null;
        const text = cellText({ ...cell, value: raw }, (index) => this.strings.get(index), this.date1904);
        if (text !== null) this.row[cell.column - 1] = text;
        this.nextColumn = cell.column + 1;
        this.cell = null;
        this.current = null;
        break;
      }
      case 'row':
        if (!this.row) break;
        if (!this.sink.row(Array.from(this.row, (cell) => cell ?? ''))) this.stopped = true;
        this.row = null;
        break;
      case 'sheetData':
        this.inData = false;
        break;
    }
  }
}
