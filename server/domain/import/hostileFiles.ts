import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { PassThrough } from 'node:stream';
import { ankiPackage, basicCollection, legacyCollection, type TestCollection } from './testkit.js';

// Generators for hostile inputs (DESIGN §9), one per class of attack, shared by the hostile
// tests and `bench/hostile.ts`. Sizes are parameters: tests pick sizes where a linear parser
// takes milliseconds and the exponential/quadratic code it replaced takes seconds.

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Field texts that made the old regex/recursive transforms blow up. */
export const hostileText = {
  /** n unterminated cloze openers: the recursive parser took ~2^n steps. */
  clozeUnterminated: (n: number) => `${'{{c1::'.repeat(n)}x`,
  /** n nested deletions, all closed. */
  clozeNested: (n: number) => `${'{{c1::'.repeat(n)}x${'}}'.repeat(n)}`,
  /** `<div` with no '>' anywhere: each opener scanned to the end (quadratic). */
  divFlood: (n: number) => '<div'.repeat(n),
  /** Unterminated comments: `<!--[\s\S]*?-->` scanned to the end from each one. */
  commentFlood: (n: number) => '<!--'.repeat(n),
  /** Script openers with no closer: the lazy block regex scanned to the end from each one. */
  scriptFlood: (n: number) => '<script>x'.repeat(n),
  /** `[sound:` with no ']'. */
  soundFlood: (n: number) => '[sound:'.repeat(n),
  /** Tag-like text with no '>' (attributes of a tag that never ends). */
  tagFlood: (n: number) => '<a href="x" '.repeat(n),
};

/** An .apkg (legacy schema) with one note whose first field is `field`. */
export function apkgWithField(field: string, options: { cloze?: boolean; cards?: number } = {}): Uint8Array {
  const collection: TestCollection = {
    notetypes: [{ id: 1, name: options.cloze ? 'Cloze' : 'Basic', cloze: options.cloze }],
    decks: [{ id: 10, name: 'Hostile' }],
    notes: [{ fields: [field, 'back'], notetype: 0, cards: Array.from({ length: options.cards ?? 1 }, (_, ord) => ({ deck: 10, ord })) }],
  };
  return ankiPackage(collection, 'anki2');
}

/** An .apkg of `n` tiny Basic notes (the "7M tiny notes" class, at a test's size). */
export const apkgManyNotes = (n: number): Uint8Array => ankiPackage(basicCollection(n, 'Tiny'), 'anki2');

export const csvRows = (n: number): Uint8Array => {
  const lines = new Array<string>(n + 1);
  lines[0] = 'term,definition';
  for (let i = 1; i <= n; i++) lines[i] = `t${i},d${i}`;
  return utf8(lines.join('\n'));
};

export const quizletLines = (n: number): string => Array.from({ length: n }, (_, i) => `t${i}\td${i}`).join('\n');

/** An .xlsx with `n` data rows, written with exceljs's streaming writer. */
export async function xlsxRows(n: number): Promise<Uint8Array> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Rows');
  sheet.addRow(['term', 'definition']).commit();
  for (let i = 1; i <= n; i++) sheet.addRow([`t${i}`, `d${i}`]).commit();
  sheet.commit();
  await workbook.commit();
  return new Uint8Array(Buffer.concat(chunks));
}

// 70 MB of zeros deflates to ~70 kB (1000×): above the 64 MB floor of the inflate limit.
const BOMB_BYTES = 70 * 1024 * 1024;

/** A zip bomb whose headers tell the truth (caught before inflating). */
export const zipBombHonest = (member = 'collection.anki2'): Uint8Array => zipSync({ [member]: new Uint8Array(BOMB_BYTES) }, { level: 9 });

/** The same bomb with both headers claiming 1 kB: only counting the real output catches it. */
export function zipBombLying(member = 'collection.anki2'): Uint8Array {
  const lying = zipBombHonest(member);
  const view = new DataView(lying.buffer, lying.byteOffset, lying.byteLength);
  for (let i = lying.length - 22; i >= 0; i--) {
    if (view.getUint32(i, true) === 0x02014b50) {
      view.setUint32(i + 24, 1024, true); // central directory: uncompressed size
      break;
    }
  }
  view.setUint32(22, 1024, true); // local header: uncompressed size
  return lying;
}

/** A zip bomb spread over many members, each honest and small, adding up past the limit. */
export function zipBombMany(members = 80, each = 1024 * 1024): Uint8Array {
  const files: Record<string, Uint8Array> = { 'collection.anki2': legacyCollection(basicCollection(1)) };
  for (let i = 0; i < members; i++) files[`media/${i}`] = new Uint8Array(each);
  return zipSync(files, { level: 9 });
}

/** A package whose member names climb out of the archive. */
export const pathTraversal = (name = '../../etc/cardcade-owned'): Uint8Array =>
  zipSync({ 'collection.anki2': legacyCollection(basicCollection(1)), [name]: utf8('owned') });

/** A package whose collection has a SQLite header and garbage after it. */
export function garbageSqlite(size = 64 * 1024): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(utf8('SQLite format 3\0'));
  for (let i = 16; i < size; i++) bytes[i] = (i * 2654435761) >>> 24;
  return zipSync({ 'collection.anki2': bytes });
}
