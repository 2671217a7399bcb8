import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_CARDS } from '../../../shared/constants.js';
import { IMPORT_ERRORS } from './errors.js';
import { decodeText, readCsvRows, readTabularInParts, skipSpaceBeforeQuotes, toTable, type Table } from './tabular.js';
import { hasSpaceBeforeQuote, padRows, SpaceBeforeQuoteSkipper, textChunks } from './tabularStream.js';
import { TableParts } from './tabularStream.js';

// The streamed CSV read against the whole-text one it replaces (decodeText, readCsvRows, toTable):
// the same table or the same error, whatever the block, piece and part sizes.

const utf8 = (text: string) => new TextEncoder().encode(text);

/** A tiny random generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function splitAt(text: string, sizes: () => number): string[] {
  const out: string[] = [];
  for (let at = 0; at < text.length; ) {
    const size = sizes();
    out.push(text.slice(at, at + size));
    at += size;
  }
  return out;
}

function blocksOf(bytes: Uint8Array, size: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(bytes.subarray(at, at + size));
  return out.length ? out : [bytes];
}

/** What parseTabular answered before the stream: the whole text at once. */
function wholeText(bytes: Uint8Array): Table | string {
  try {
    const collector = readCsvRows(decodeText(bytes));
    if (collector.overLimit) return IMPORT_ERRORS.tooManyCards(IMPORT_MAX_CARDS, collector.seen - 1);
    return toTable(collector.rows);
  } catch (error) {
    return (error as Error).message;
  }
}

async function streamed(bytes: Uint8Array, blockBytes: number, pieceChars: number, rowsPerPart: number): Promise<Table | string> {
  const rows: string[][] = [];
  const sizes: number[] = [];
  try {
    const head = await readTabularInParts(blocksOf(bytes, blockBytes), 'csv', (part) => {
      sizes.push(part.length);
      rows.push(...part);
    }, { pieceChars, rowsPerPart });
    expect(sizes.slice(0, -1).every((size) => size === rowsPerPart)).toBe(true);
    expect(head.totalRows).toBe(rows.length);
    return { headers: head.headers, rows: padRows(rows, head.headers.length), sheetName: head.sheetName, sheetCount: head.sheetCount };
  } catch (error) {
    return (error as Error).message;
  }
}

const SAMPLES: [string, string][] = [
  ['quotes with commas and newlines', 'term,definition\n"a, b","line 1\nline 2"\n'],
  ['escaped quotes', 'x,y\n"say ""hi""",2'],
  ['CRLF and blank lines', 'x,y\r\n\r\n1,2\r\n'],
  ['space before an opening quote', 'hello; "two\nlines"\ntwo; three'],
  ['spaces everywhere', 'a ,  b,"c"\n  "d",   e  ,  "f ""g"" h"  \n,,\n  ,  \n"x","y","z"'],
  ['trailing empty columns', 'a,b,,\n1,2,,\n3,,,\n'],
  ['repeated and missing headers', 'a,a,,b\n1,2,3,4\n'],
  ['only a header', 'a,b\n'],
  ['nothing but blank lines', '\n\n  \n'],
  ['a BOM and tabs', '\ufeffWort\tBedeutung\nKatze\t"Tier, klein"\r\n'],
  ['a broken quote', 'a;b\n"unclosed;1\n2;3\n'],
  ['lone carriage returns', 'a,b\r1, "2"\r3,4'],
  ['multi-byte text', '日本,語\n"é ü",😀 smile\n'],
];

describe('readTabularInParts (CSV) answers what the whole-text read answered', () => {
  const fixtures = ['csv', 'text'].flatMap((folder) => {
    const dir = path.join('/work/shared/fixtures', folder);
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => [`${folder}/${name}`, new Uint8Array(fs.readFileSync(path.join(dir, name)))] as const) : [];
  });
  const cases: (readonly [string, Uint8Array])[] = [...SAMPLES.map(([name, text]) => [name, utf8(text)] as const), ...fixtures];

  it.each(cases)('%s', async (_name, bytes) => {
    const expected = wholeText(bytes);
    for (const [blockBytes, pieceChars, rowsPerPart] of [
      [bytes.length || 1, 0, 5_000],
      [7, 5, 3],
      [1, 1, 1],
      [1024, 333, 50],
    ]) {
      expect(await streamed(bytes, blockBytes, pieceChars, rowsPerPart)).toEqual(expected);
    }
  });

  it('UTF-16 with a BOM, split inside characters', async () => {
    const text = 'front,back\nnaïve,日本\n';
    for (const bom of [[0xff, 0xfe], [0xfe, 0xff]]) {
      const le = bom[0] === 0xff;
      const bytes = new Uint8Array(2 + text.length * 2);
      bytes.set(bom);
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        bytes[2 + i * 2] = le ? code & 0xff : code >> 8;
        bytes[3 + i * 2] = le ? code >> 8 : code & 0xff;
      }
      expect(await streamed(bytes, 3, 2, 1)).toEqual(wholeText(bytes));
    }
  });

  it('binary files and the card limit: the same refusals', async () => {
    for (const bytes of [new Uint8Array([0x50, 0x4b, 3, 4, 1, 2]), utf8('a,b\n1,\u0000\n'), new Uint8Array(0)]) {
      expect(await streamed(bytes, 2, 1, 1)).toEqual(wholeText(bytes));
    }
    const over = utf8(['a,b', ...Array.from({ length: IMPORT_MAX_CARDS + 5 }, (_, i) => `${i},x`)].join('\n'));
    expect(await streamed(over, 64 * 1024, 0, 5_000)).toEqual(IMPORT_ERRORS.tooManyCards(IMPORT_MAX_CARDS, IMPORT_MAX_CARDS + 5));
  });
});

describe('the pieces of the stream', () => {
  const alphabet = [' ', ' ', '"', ',', ';', '\n', '\r', 'a', 'b'];
  const texts = Array.from({ length: 300 }, (_, seed) => {
    const next = random(seed + 1);
    return Array.from({ length: Math.floor(next() * 40) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  });

  it('SpaceBeforeQuoteSkipper: in any pieces, what skipSpaceBeforeQuotes makes of the whole', () => {
    texts.forEach((text, seed) => {
      const next = random(seed + 7);
      for (const delimiter of [',', ';']) {
        const skipper = new SpaceBeforeQuoteSkipper(delimiter);
        const out = splitAt(text, () => 1 + Math.floor(next() * 4)).map((piece) => skipper.push(piece)).join('') + skipper.push('', true);
        expect(out, JSON.stringify(text)).toBe(skipSpaceBeforeQuotes(text, delimiter));
      }
    });
  });

  it('hasSpaceBeforeQuote: in any pieces, the whole-text test', () => {
    texts.forEach((text, seed) => {
      const next = random(seed + 11);
      for (const delimiter of [',', ';']) {
        const whole = new RegExp(`(^|[\\n${delimiter}]) +"`).test(text);
        expect(hasSpaceBeforeQuote(splitAt(text, () => 1 + Math.floor(next() * 4)), delimiter), JSON.stringify(text)).toBe(whole);
      }
    });
  });

  it('textChunks: a first chunk of at least 1 MiB characters, then one per block, joined as decodeText', () => {
    const text = `\ufeff${'é,ü\n'.repeat(400_000)}`;
    const bytes = new TextEncoder().encode(text);
    const chunks = [...textChunks(blocksOf(bytes, 1024 * 1024))];
    expect(chunks[0].length).toBeGreaterThanOrEqual(1024 * 1024);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(decodeText(bytes));
  });
});

describe('TableParts cuts a part at its character budget too', () => {
  it('ends a part at whichever of rows and characters comes first, one row at least', async () => {
    const rows: string[][] = [['term', 'definition']];
    const parts: number[] = [];
    const table = new TableParts({ rows }, (part) => void parts.push(part.length), 4, 100);
    // As the XLSX reader does: a flush after every row.
    for (let i = 0; i < 10; i++) {
      rows.push([`t${i}`, 'x'.repeat(i === 5 ? 500 : 40)]);
      await table.flush();
    }
    await table.flush(true);
    // Rows of 42 characters: two fit in 100; the 502-character one goes alone.
    expect(parts).toEqual([2, 2, 1, 1, 2, 2]);
    expect(table.head(null, 1).totalRows).toBe(10);
  });
});
