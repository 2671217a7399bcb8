// Raised by the pure parsers for input the user must fix; the service turns each into an
// 400 AppError with this message, so nothing is written.
export class ImportInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportInputError';
  }
}

export const IMPORT_ERRORS = {
  notAZip: 'The file is not an Anki package: it is not a zip archive.',
  notAnki: 'The zip file is not an Anki package: it holds no Anki collection (collection.anki2, .anki21 or .anki21b).',
  corruptZip: 'The Anki package is corrupt and could not be read.',
  corruptCollection: 'The Anki collection inside the package is corrupt and could not be read.',
  zipBomb: (limitMb: number) =>
    `The file unpacks to more than ${limitMb} MB and was rejected (it looks like a zip bomb).`,
  tooManyCards: (max: number, found: number) =>
    `This import has more than ${max.toLocaleString('en-US')} cards (${found.toLocaleString('en-US')} found). Please split it into smaller files.`,
  notXlsx: 'The file is not a valid Excel workbook (.xlsx).',
  notText: 'The file does not look like a CSV text file.',
  noWorksheet: 'The Excel workbook has no worksheet.',
} as const;
