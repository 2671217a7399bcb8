import { Decompress as ZstdDecompress } from 'fzstd';
import yauzl from 'yauzl';

// Zip reading for untrusted uploads (DESIGN §6, §9) with yauzl, a reader made for them: it
// reads the central directory lazily, supports Zip64, refuses member names that climb out of
// the archive ('../x', '/etc/x', 'C:\x'), and (validateEntrySizes) stops a member the moment it
// inflates past the size its header declares. On top of that every byte really inflated is
// counted against the caller's limit, so a bomb is stopped mid-way whatever its headers say.

// The error classes live apart so the server's main thread can map them without loading yauzl.
import { ZipFormatError, ZipSizeMismatchError, ZipTooLargeError, ZipUnsafeNameError } from './zipErrors.js';
export { ZipFormatError, ZipSizeMismatchError, ZipTooLargeError, ZipUnsafeNameError };

export interface ZipMember {
  name: string;
  declaredSize: number;
  entry: yauzl.Entry;
}

export interface OpenedZip {
  members: ZipMember[];
  /** Inflates one member; throws ZipTooLargeError once `budget.remaining` bytes are passed. */
  read(member: ZipMember, budget: InflateBudget): Promise<Uint8Array>;
  /** Inflates one member only to count it (for checking a whole archive before a library opens it). */
  count(member: ZipMember, budget: InflateBudget): Promise<void>;
  close(): void;
}

/** The bytes still allowed to be inflated; shared by every member of one upload. */
export interface InflateBudget {
  limitBytes: number;
  remaining: number;
}

export const inflateBudget = (limitBytes: number): InflateBudget => ({ limitBytes, remaining: limitBytes });

export function isZip(bytes: Uint8Array): boolean {
  // Local file header, or the end record of an empty archive.
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);
}

// yauzl reports these as plain Errors; their messages are its API.
const UNSAFE_NAME = /^(absolute path|invalid relative path|invalid characters in fileName)/;
const SIZE_MISMATCH = /^too many bytes in the stream/;

function asZipError(error: unknown): Error {
  if (error instanceof ZipTooLargeError || error instanceof ZipUnsafeNameError || error instanceof ZipFormatError) return error;
  if (error instanceof ZipSizeMismatchError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (UNSAFE_NAME.test(message)) return new ZipUnsafeNameError(message);
  if (SIZE_MISMATCH.test(message)) return new ZipSizeMismatchError(message);
  return new ZipFormatError(message);
}

/** Lists the members; throws ZipFormatError (unreadable) or ZipUnsafeNameError. */
export function openZip(bytes: Uint8Array): Promise<OpenedZip> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, decodeStrings: true, autoClose: false }, (error, zip) => {
      if (error || !zip) return reject(asZipError(error));
      const members: ZipMember[] = [];
      zip.on('error', (zipError) => {
        zip.close();
        reject(asZipError(zipError));
      });
      zip.on('entry', (entry: yauzl.Entry) => {
        members.push({ name: entry.fileName, declaredSize: entry.uncompressedSize, entry });
        zip.readEntry();
      });
      zip.on('end', () => resolve(opened(zip, members)));
      zip.readEntry();
    });
  });
}

function opened(zip: yauzl.ZipFile, members: ZipMember[]): OpenedZip {
  const inflate = (member: ZipMember, budget: InflateBudget, keep: boolean) =>
    new Promise<Uint8Array>((resolve, reject) => {
      if (member.entry.isEncrypted()) return reject(new ZipFormatError('encrypted member'));
      zip.openReadStream(member.entry, (error, stream) => {
        if (error || !stream) return reject(asZipError(error));
        const chunks: Buffer[] = [];
        let total = 0;
        stream.on('data', (chunk: Buffer) => {
          total += chunk.length;
          budget.remaining -= chunk.length;
          if (budget.remaining < 0) {
            stream.destroy();
            reject(new ZipTooLargeError(budget.limitBytes));
            return;
          }
          if (keep) chunks.push(chunk);
        });
        stream.on('error', (streamError) => reject(asZipError(streamError)));
        stream.on('end', () => resolve(keep ? new Uint8Array(Buffer.concat(chunks, total)) : new Uint8Array(0)));
      });
    });
  return {
    members,
    read: (member, budget) => inflate(member, budget, true),
    count: async (member, budget) => {
      await inflate(member, budget, false);
    },
    close: () => zip.close(),
  };
}

export function isZstd(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x28 && bytes[1] === 0xb5 && bytes[2] === 0x2f && bytes[3] === 0xfd;
}

const ZSTD_CHUNK = 64 * 1024;

/** zstd-decompresses (fzstd's streaming API) with the same running count as the zip members. */
export function zstdDecompressLimited(bytes: Uint8Array, budget: InflateBudget): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    const stream = new ZstdDecompress((chunk) => {
      total += chunk.length;
      budget.remaining -= chunk.length;
      if (budget.remaining < 0) throw new ZipTooLargeError(budget.limitBytes);
      chunks.push(chunk);
    });
    for (let at = 0; at < bytes.length; at += ZSTD_CHUNK) {
      const end = Math.min(bytes.length, at + ZSTD_CHUNK);
      stream.push(bytes.subarray(at, end), end === bytes.length);
    }
  } catch (error) {
    if (error instanceof ZipTooLargeError) throw error;
    throw new ZipFormatError(`zstd failed: ${String(error)}`);
  }
  const out = new Uint8Array(total);
  let position = 0;
  for (const chunk of chunks) {
    out.set(chunk, position);
    position += chunk.length;
  }
  return out;
}

/** DESIGN §6: min(1 GB, max(64 MB, 100 × the upload's size)). */
export function inflateLimitFor(uploadBytes: number): number {
  const MB = 1024 * 1024;
  return Math.min(1024 * MB, Math.max(64 * MB, 100 * uploadBytes));
}
