// Tiny valid-looking media files for tests (only their first bytes matter to the sniffer), and real
// pictures made in code (no file) for HTTP and browser tests.
import { crc32, deflateSync } from 'node:zlib';

const withTail = (head: number[], tag: number) => new Uint8Array([...head, tag, tag, tag, tag]);

/** A PNG signature plus a tag byte, so files with different tags have different hashes. */
export const fakePng = (tag = 1) => withTail([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], tag);
export const fakeJpeg = (tag = 1) => withTail([0xff, 0xd8, 0xff, 0xe0, 0, 16], tag);
export const fakeMp3 = (tag = 1) => withTail([0x49, 0x44, 0x33, 4, 0, 0], tag);
export const fakeWav = (tag = 1) => withTail([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45], tag);
export const fakeSvg = () => new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A real 1×1 PNG (what a browser can display), for HTTP and browser tests. */
export const ONE_PIXEL_PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
);

/** A width×height RGB PNG whose pixel colours `colourAt` gives (pictures made by a test, no file). */
export function rgbPng(width: number, height: number, colourAt: (x: number, y: number) => readonly [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0, at = 0; y < height; y++) {
    rows[at++] = 0; // no filter
    for (let x = 0; x < width; x++) for (const value of colourAt(x, y)) rows[at++] = value;
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A real size×size PNG with a colour gradient (something to look at in screenshots). */
export async function gradientPng(size = 64): Promise<Uint8Array> {
  return new Uint8Array(rgbPng(size, size, (x, y) => [Math.round((x / size) * 255), Math.round((y / size) * 200) + 40, 200]));
}
