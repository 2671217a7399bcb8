import { Inflate } from 'fflate';
import { Decompress as ZstdDecompress } from 'fzstd';

// A small zip reader over the central directory. fflate's own unzip trusts the sizes in the
// headers and inflates everything at once; here only the member we need is inflated, in chunks,
// and the bytes it really produces are counted so a zip bomb is stopped mid-way (DESIGN §6).

export class ZipFormatError extends Error {}
export class ZipTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`inflated size above ${limitBytes} bytes`);
  }
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const INFLATE_CHUNK = 64 * 1024;

export function isZip(bytes: Uint8Array): boolean {
  // Local file header, or the end record of an empty archive.
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);
}

/** Lists the members from the central directory; throws ZipFormatError when it cannot be read. */
export function listZip(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record sits in the last 22 bytes plus an optional comment of up to 64 KiB.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipFormatError('no end of central directory');
  const count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL_SIGNATURE) {
      throw new ZipFormatError('bad central directory entry');
    }
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    entries.push({
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      declaredSize: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
      name: decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Streams `source` through `push`, counting output and aborting once it passes `limitBytes`. */
function collectLimited(
  start: (onData: (chunk: Uint8Array) => void) => { push(chunk: Uint8Array, final?: boolean): unknown },
  source: Uint8Array,
  limitBytes: number,
): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const stream = start((chunk) => {
    total += chunk.length;
    if (total > limitBytes) throw new ZipTooLargeError(limitBytes);
    chunks.push(chunk);
  });
  for (let at = 0; at < source.length; at += INFLATE_CHUNK) {
    const end = Math.min(source.length, at + INFLATE_CHUNK);
    stream.push(source.subarray(at, end), end === source.length);
  }
  if (source.length === 0) stream.push(new Uint8Array(0), true);
  const out = new Uint8Array(total);
  let position = 0;
  for (const chunk of chunks) {
    out.set(chunk, position);
    position += chunk.length;
  }
  return out;
}

/** Inflates one member, never producing more than `limitBytes`. */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry, limitBytes: number): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_SIGNATURE) {
    throw new ZipFormatError('bad local header');
  }
  const dataStart = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > bytes.length) throw new ZipFormatError('member runs past the end of the file');
  const data = bytes.subarray(dataStart, dataEnd);
  if (entry.method === 0) {
    if (data.length > limitBytes) throw new ZipTooLargeError(limitBytes);
    return data;
  }
  if (entry.method !== 8) throw new ZipFormatError(`unsupported compression method ${entry.method}`);
  try {
    return collectLimited((onData) => new Inflate((chunk) => onData(chunk)), data, limitBytes);
  } catch (error) {
    if (error instanceof ZipTooLargeError) throw error;
    throw new ZipFormatError(`inflate failed: ${String(error)}`);
  }
}

export function isZstd(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x28 && bytes[1] === 0xb5 && bytes[2] === 0x2f && bytes[3] === 0xfd;
}

/** zstd-decompresses with the same running limit as the zip members. */
export function zstdDecompressLimited(bytes: Uint8Array, limitBytes: number): Uint8Array {
  try {
    return collectLimited((onData) => new ZstdDecompress((chunk) => onData(chunk)), bytes, limitBytes);
  } catch (error) {
    if (error instanceof ZipTooLargeError) throw error;
    throw new ZipFormatError(`zstd failed: ${String(error)}`);
  }
}

/** DESIGN §6: min(1 GB, max(64 MB, 100 × the upload's size)). */
export function inflateLimitFor(uploadBytes: number): number {
  const MB = 1024 * 1024;
  return Math.min(1024 * MB, Math.max(64 * MB, 100 * uploadBytes));
}
