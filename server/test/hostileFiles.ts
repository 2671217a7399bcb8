import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { ankiPackage, basicCollection, legacyCollection, mediaMembers, type TestCollection } from './ankiTestkit.js';

// Generators for hostile inputs (docs/security.md), one per class of attack, shared by the hostile
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

/**
 * Issue 31's 266-byte .apkg: `collection.anki21b` made of `frames` zstd frames, each declaring a
 * content size of `declared` bytes (single segment, so also its window) and holding one raw
 * block of `raw` bytes. fzstd allocated each declared size up front: 23 GB of RSS in 61 s.
 */
export function zstdFrameBomb(frames = 20, declared = 2_000_000_000, raw = 100): Uint8Array {
  const frame = new Uint8Array(4 + 1 + 4 + 3 + raw);
  const view = new DataView(frame.buffer);
  view.setUint32(0, 0xfd2fb528, true); // magic
  frame[4] = 0xa0; // descriptor: 4-byte content size, single segment, no checksum, no dictionary
  view.setUint32(5, declared, true);
  const block = (raw << 3) | 1; // last block, raw
  frame[9] = block & 0xff;
  frame[10] = (block >> 8) & 0xff;
  frame[11] = block >> 16;
  frame.fill(0x61, 12); // the block's bytes: 'a'
  const stream = new Uint8Array(frame.length * frames);
  for (let i = 0; i < frames; i++) stream.set(frame, i * frame.length);
  return stream;
}

export const apkgZstdFrameBomb = (frames = 20, declared = 2_000_000_000): Uint8Array =>
  zipSync({ 'collection.anki21b': zstdFrameBomb(frames, declared) }, { level: 9 });

/** A PNG signature followed by zeros: `bytes` long in all ("a 500 MB image" in a 5.5 MB package). */
export function zeroPng(bytes: number): Uint8Array {
  const file = new Uint8Array(bytes);
  file.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  return file;
}

/**
 * An .apkg (anki2) with two notes: 'Big' shows the image `big.png` (`imageBytes` of zeros after a
 * PNG signature), 'Small' a tiny real image. Zeros deflate ~1000×, so the package stays small.
 */
export function apkgWithBigImage(imageBytes: number, fillerBytes = 0): Uint8Array {
  const collection: TestCollection = {
    notetypes: [{ id: 1, name: 'Basic' }],
    decks: [{ id: 10, name: 'Pictures' }],
    notes: [
      { fields: ['Big <img src="big.png">', 'back'], notetype: 0, cards: [{ deck: 10 }] },
      { fields: ['Small <img src="small.png">', 'back'], notetype: 0, cards: [{ deck: 10 }] },
    ],
  };
  const media = { 'big.png': zeroPng(imageBytes), 'small.png': zeroPng(64) };
  // Incompressible filler (a member no card uses) makes the package big enough for the inflate
  // limit (100 × the upload) to let the image through: issue 31's package was 5.5 MB.
  const filler: Record<string, Uint8Array> = fillerBytes ? { filler: randomBytes(fillerBytes) } : {};
  return zipSync({ ...mediaMembers(media, 'anki2'), ...filler, 'collection.anki2': legacyCollection(collection) }, { level: 6 });
}

/**
 * An .xlsx whose `rows` data rows (two cells each) all point at one shared string of `chars`
 * characters: 100,000 × 9,000 expands a small file into ~1.8 billion characters of cell text.
 */
export function xlsxSharedStringFlood(rows = 100_000, chars = 9_000): Uint8Array {
  const xml = (text: string) => utf8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const sheetRows: string[] = ['<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>'];
  for (let r = 2; r <= rows + 1; r++) sheetRows.push(`<row r="${r}"><c r="A${r}" t="s"><v>2</v></c><c r="B${r}" t="s"><v>2</v></c></row>`);
  return zipSync(
    {
      '[Content_Types].xml': xml(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
      ),
      '_rels/.rels': xml(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
      'xl/workbook.xml': xml(`<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Flood" sheetId="1" r:id="rId1"/></sheets></workbook>`),
      'xl/_rels/workbook.xml.rels': xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
      'xl/sharedStrings.xml': xml(`<sst xmlns="${main}" count="3" uniqueCount="3"><si><t>term</t></si><si><t>definition</t></si><si><t>${'x'.repeat(chars)}</t></si></sst>`),
      'xl/worksheets/sheet1.xml': xml(`<worksheet xmlns="${main}"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`),
    },
    { level: 6 },
  );
}
