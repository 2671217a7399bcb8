import zlib from 'node:zlib';
import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { zipStream, type ZipStreamEntry } from './zipStream.js';

// The streamed zip (exports' backups and Anki packages) unzips to what went in, deflated or
// stored, whatever the pieces' sizes; and its deflating is node:zlib's (the thread pool), not
// JavaScript on the main thread, which held other requests during an account export (issue 49).

afterEach(() => {
  vi.restoreAllMocks();
});

async function zipOf(entries: ZipStreamEntry[]): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const part of zipStream(entries)) parts.push(part);
  return new Uint8Array(Buffer.concat(parts));
}

/** Text that compresses, in pieces of every size around the 64 KB gathering. */
function pieces(total: number): string[] {
  const out: string[] = [];
  for (let i = 0, size = 1; i < total; size = (size * 7 + 13) % 90_000) {
    const piece = `{"id":${i},"text":"card ${i % 977} ${'x'.repeat(size % 50)}"},`.repeat(Math.max(1, Math.floor(size / 40)));
    out.push(piece);
    i += piece.length;
  }
  return out;
}

describe('zipStream', () => {
  it('unzips to the members that went in, deflated and stored, empty ones too', async () => {
    const text = pieces(700_000);
    const media = new Uint8Array(300_000).map((_, i) => (i * 2654435761) >>> 24);
    const zip = await zipOf([
      { name: 'backup.json', deflate: true, content: text },
      { name: 'empty.txt', deflate: true, content: [] },
      { name: 'media/abc', deflate: false, content: [media.subarray(0, 100_000), media.subarray(100_000)] },
      { name: 'tail.txt', deflate: true, content: (async function* () {
        yield 'a';
        yield 'b'.repeat(70_000);
      })() },
    ]);
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(['backup.json', 'empty.txt', 'media/abc', 'tail.txt']);
    expect(new TextDecoder().decode(files['backup.json'])).toBe(text.join(''));
    expect(files['empty.txt'].length).toBe(0);
    expect(Buffer.from(files['media/abc']).equals(Buffer.from(media))).toBe(true);
    expect(new TextDecoder().decode(files['tail.txt'])).toBe(`a${'b'.repeat(70_000)}`);
    // Deflated: much smaller than the text.
    expect(zip.length).toBeLessThan(text.join('').length / 4 + media.length);
  });

  it('deflates bytes that do not compress, more than zlib buffers unread', async () => {
    // Noise deflates to about its own size: each 64 KB write makes more output than a stream
    // buffers before it waits to be read.
    const noise = new Uint8Array(1_000_000);
    for (let i = 0, x = 12345; i < noise.length; i++) noise[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
    const zip = await zipOf([{ name: 'noise.bin', deflate: true, content: [noise.subarray(0, 400_000), noise.subarray(400_000)] }]);
    expect(Buffer.from(unzipSync(zip)['noise.bin']).equals(Buffer.from(noise))).toBe(true);
  });

  it('deflates pages that come after a turn of the event loop, as an export reads them', async () => {
    // 30 pages of 1,000 review logs (~3 MB of JSON), each after a setImmediate like the export's
    // pages (db/paging.ts): zlib's output must be taken as it comes, or a write waits forever.
    const page = (p: number) =>
      Array.from({ length: 1000 }, (_, i) => JSON.stringify({ cardId: p * 1000 + i, sessionId: `session-${i % 1000}`, rating: 3, reviewedAt: 1_700_000_000_000 + i * 86_400_000 })).join(',');
    async function* pages() {
      for (let p = 0; p < 30; p++) {
        await new Promise((resolve) => setImmediate(resolve));
        yield `${p ? ',' : '['}${page(p)}`;
      }
      yield ']';
    }
    const zip = await zipOf([{ name: 'backup.json', deflate: true, content: pages() }]);
    const logs = JSON.parse(new TextDecoder().decode(unzipSync(zip)['backup.json'])) as { cardId: number }[];
    expect(logs.length).toBe(30_000);
    expect(logs[29_999].cardId).toBe(29_999);
  });

  it('deflates with node:zlib, one deflater a deflated member', async () => {
    const created = vi.spyOn(zlib, 'createDeflateRaw');
    const zip = await zipOf([
      { name: 'a.json', deflate: true, content: pieces(200_000) },
      { name: 'b.bin', deflate: false, content: [new Uint8Array(10)] },
      { name: 'c.json', deflate: true, content: ['{}'] },
    ]);
    expect(Object.keys(unzipSync(zip))).toEqual(['a.json', 'b.bin', 'c.json']);
    expect(created).toHaveBeenCalledTimes(2);
  });
});
