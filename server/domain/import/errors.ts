import { ZipSizeMismatchError, ZipTooLargeError, ZipUnsafeNameError } from './zipErrors.js';

// Raised by the pure parsers for input the user must fix; the service turns each into an
// 400 AppError with this message, so nothing is written.
export class ImportInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportInputError';
  }
}

/**
 * A limit in millions as the messages say it ('1.5'). The index that translates them
 * (shared/i18n/messageIndex.ts) calls each with text marks, which pass as they are.
 */
const millions = (n: number) => (typeof n === 'number' ? (n / 1_000_000).toLocaleString('en-US') : String(n));

export const IMPORT_ERRORS = {
  notAZip: 'The file is not an Anki package: it is not a zip archive.',
  notAnki: 'The zip file is not an Anki package: it holds no Anki collection (collection.anki2, .anki21 or .anki21b).',
  corruptZip: 'The Anki package is corrupt and could not be read.',
  corruptCollection: 'The Anki collection inside the package is corrupt and could not be read.',
  zipBomb: (limitMb: number) =>
    `The file unpacks to more than ${limitMb} MB and was rejected (it looks like a zip bomb).`,
  /** `found` is left out where reading stopped at the limit (XLSX: counting means parsing it all). */
  tooManyCards: (max: number, found?: number) =>
    `This import has more than ${max.toLocaleString('en-US')} cards${found === undefined ? '' : ` (${found.toLocaleString('en-US')} found)`}. Please split it into smaller files.`,
  unsafeMemberName: 'The file holds a member whose name points outside the archive (for example ../), so it was rejected.',
  sizeMismatch: 'The file unpacks to more than its headers declare (a zip bomb trick), so it was rejected.',
  notXlsx: 'The file is not a valid Excel workbook (.xlsx).',
  notText: 'The file does not look like a CSV text file.',
  noWorksheet: 'The Excel workbook has no worksheet.',
  xlsxTooDeep: (maxDepth: number) =>
    `The Excel workbook nests its XML elements more than ${maxDepth} levels deep, which no spreadsheet program writes, so it was rejected.`,
  /** Rows × columns up to the last one used, empty cells included (a cell in column XFD makes a row 16,384 cells wide). */
  tooManyCells: (maxCells: number) =>
    `The Excel worksheet spans more than ${millions(maxCells)} million cells (its rows times its columns up to the last one used, empty cells included). Please delete the unused columns or split it into smaller files.`,
  tooMuchText: (maxChars: number) =>
    `The Excel workbook holds more than ${millions(maxChars)} million characters of text. Please split it into smaller files.`,
} as const;

/** Maps the zip layer's failures to the messages a user sees (anything unknown: corrupt). */
export function zipInputError(error: unknown, limitBytes: number): ImportInputError {
  if (error instanceof ImportInputError) return error;
  if (error instanceof ZipTooLargeError) return new ImportInputError(IMPORT_ERRORS.zipBomb(Math.round(limitBytes / (1024 * 1024))));
  if (error instanceof ZipSizeMismatchError) return new ImportInputError(IMPORT_ERRORS.sizeMismatch);
  if (error instanceof ZipUnsafeNameError) return new ImportInputError(IMPORT_ERRORS.unsafeMemberName);
  return new ImportInputError(IMPORT_ERRORS.corruptZip);
}
