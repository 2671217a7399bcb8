import { Decompress as ZstdDecompress } from 'fzstd';
import { Readable } from 'node:stream';
import yauzl from 'yauzl';

// Zip reading for untrusted uploads (docs/imports.md, docs/security.md) with yauzl, a reader made for them: it
// reads the central directory lazily, supports Zip64, refuses member names that climb out of
// the archive ('../x', '/etc/x', 'C:\x'), and (validateEntrySizes) stops a member the moment it
// inflates past the size its header declares. On top of that every byte really inflated is
// counted against the caller's limit, so a bomb is stopped mid-way whatever its headers say.
// A member whose header already declares more than what is left of the limit is refused before
// any byte is inflated (docs/security.md), and a kept member is read into one buffer of its declared
// size (no chunk list copied again at the end).

// The error classes live apart so the server's main thread can map them without loading yauzl.
import { OverCapError, ZipFormatError, ZipSizeMismatchError, ZipTooLargeError, ZipUnsafeNameError } from './zipErrors.js';
import { readZstdFrames } from './zstdFrames.js';
export { OverCapError, ZipFormatError, ZipSizeMismatchError, ZipTooLargeError, ZipUnsafeNameError };

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
  /**
   * Inflates one member a chunk at a time, counted like `read`, without keeping it: `onChunk`
   * gets each chunk (valid during the call) and the next waits for it (a streamed reader, docs/security.md).
   */
  stream(member: ZipMember, budget: InflateBudget, onChunk: (chunk: Uint8Array) => void | Promise<void>): Promise<void>;
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
  return listMembers((options, done) => yauzl.fromBuffer(buffer, options, done));
}

/**
 * openZip over an upload's blocks in order (server/imports/workers/uploadBytes.ts), never joined:
 * a 100 MB workbook was a second 100 MB copy while it was read (issue 31).
 */
export function openZipBlocks(blocks: readonly Uint8Array[]): Promise<OpenedZip> {
  const reader = new BlocksReader(blocks);
  return listMembers((options, done) => yauzl.fromRandomAccessReader(reader, reader.size, options, done));
}

type ZipOpener = (options: yauzl.Options, done: (error: Error | null, zip: yauzl.ZipFile) => void) => void;

function listMembers(open: ZipOpener): Promise<OpenedZip> {
  return new Promise((resolve, reject) => {
    open({ lazyEntries: true, validateEntrySizes: true, decodeStrings: true, autoClose: false }, (error, zip) => {
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

/** yauzl's random access over blocks: ranges are read as views of the blocks, never copied whole. */
class BlocksReader extends yauzl.RandomAccessReader {
  private readonly starts: number[] = [];
  readonly size: number;

  constructor(private readonly blocks: readonly Uint8Array[]) {
    super();
    let size = 0;
    for (const block of blocks) {
      this.starts.push(size);
      size += block.length;
    }
    this.size = size;
  }

  /** The views that make up [start, end), in order. */
  private *views(start: number, end: number): Generator<Buffer> {
    let index = this.blockAt(start);
    let at = start;
    while (at < end && index < this.blocks.length) {
      const block = this.blocks[index];
      const from = at - this.starts[index];
      const to = Math.min(block.length, end - this.starts[index]);
      if (to > from) yield Buffer.from(block.buffer, block.byteOffset + from, to - from);
      at = this.starts[index] + to;
      index += 1;
    }
  }

  private blockAt(position: number): number {
    let low = 0;
    let high = this.blocks.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.starts[middle] <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  override read(buffer: Buffer, offset: number, length: number, position: number, callback: (error: Error | null) => void): void {
    let written = 0;
    for (const view of this.views(position, position + length)) {
      view.copy(buffer, offset + written);
      written += view.length;
    }
    setImmediate(() => callback(written === length ? null : new Error('unexpected EOF')));
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const views = this.views(start, end);
    return new Readable({
      read() {
        const next = views.next();
        this.push(next.done ? null : next.value);
      },
    });
  }
}

function opened(zip: yauzl.ZipFile, members: ZipMember[]): OpenedZip {
  const inflate = (member: ZipMember, budget: InflateBudget, keep: boolean) =>
    new Promise<Uint8Array>((resolve, reject) => {
      if (member.entry.isEncrypted()) return reject(new ZipFormatError('encrypted member'));
      if (member.declaredSize > budget.remaining) return reject(new ZipTooLargeError(budget.limitBytes));
      zip.openReadStream(member.entry, (error, stream) => {
        if (error || !stream) return reject(asZipError(error));
        // validateEntrySizes ends the stream with an error past the declared size; the check
        // below only keeps a lying stream from writing past the buffer whatever yauzl does.
        const out = keep ? new Uint8Array(member.declaredSize) : null;
        let total = 0;
        stream.on('data', (chunk: Buffer) => {
          if (out && total + chunk.length > out.length) {
            stream.destroy();
            reject(new ZipSizeMismatchError('too many bytes in the stream'));
            return;
          }
          out?.set(chunk, total);
          total += chunk.length;
          budget.remaining -= chunk.length;
          if (budget.remaining < 0) {
            stream.destroy();
            reject(new ZipTooLargeError(budget.limitBytes));
          }
        });
        stream.on('error', (streamError) => reject(asZipError(streamError)));
        stream.on('end', () => {
          if (out && total !== out.length) reject(new ZipSizeMismatchError('not enough bytes in the stream'));
          else resolve(out ?? new Uint8Array(0));
        });
      });
    });
  return {
    members,
    read: (member, budget) => inflate(member, budget, true),
    count: async (member, budget) => {
      await inflate(member, budget, false);
    },
    stream: async (member, budget, onChunk) => {
      if (member.entry.isEncrypted()) throw new ZipFormatError('encrypted member');
      if (member.declaredSize > budget.remaining) throw new ZipTooLargeError(budget.limitBytes);
      const stream = await new Promise<NodeJS.ReadableStream & { destroy(): void }>((resolve, reject) =>
        zip.openReadStream(member.entry, (error, readable) => (error || !readable ? reject(asZipError(error)) : resolve(readable))),
      );
      // The reader's own errors (a refused backup) pass unchanged; the stream's are zip errors.
      let refused: { error: unknown } | null = null;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          budget.remaining -= chunk.length;
          if (budget.remaining < 0) throw new ZipTooLargeError(budget.limitBytes);
          try {
            await onChunk(chunk);
          } catch (error) {
            refused = { error };
            break;
          }
        }
      } catch (error) {
        stream.destroy();
        throw asZipError(error);
      }
      if (refused) {
        stream.destroy();
        throw refused.error;
      }
    },
    close: () => zip.close(),
  };
}

export function isZstd(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x28 && bytes[1] === 0xb5 && bytes[2] === 0x2f && bytes[3] === 0xfd;
}

const ZSTD_CHUNK = 64 * 1024;

/**
 * A capped file's frames may not ask fzstd for a window above this, whatever their content: 32 MB
 * holds the largest cap (25 MB sounds) and every window Anki's and zstd's own levels pick
 * (level 19: 8 MB; only --ultra levels go past, to 128 MB).
 */
export const ZSTD_CAPPED_WINDOW_MAX = 32 * 1024 * 1024;

/**
 * zstd-decompresses (fzstd's streaming API) with the same running count as the zip members.
 * Every frame header is read first (zstdFrames.ts): a stream whose frames declare contents or
 * windows above what is left of the budget is refused before fzstd allocates anything
 * (ZipTooLargeError). With `capBytes` (one media file), a stream declaring or producing more
 * than the cap throws OverCapError: the caller skips that file.
 */
export function zstdDecompressLimited(bytes: Uint8Array, budget: InflateBudget, capBytes?: number): Uint8Array {
  const frames = readZstdFrames(bytes);
  if (capBytes !== undefined) {
    const declared = frames.frames.reduce((sum, frame) => sum + (frame.contentSize ?? 0), 0);
    if (declared > capBytes) throw new OverCapError(declared, capBytes);
    if (frames.largestWindow > ZSTD_CAPPED_WINDOW_MAX) throw new OverCapError(null, capBytes);
  }
  if (frames.claimed > budget.remaining) {
    budget.remaining = -1;
    throw new ZipTooLargeError(budget.limitBytes);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    const stream = new ZstdDecompress((chunk) => {
      total += chunk.length;
      if (capBytes !== undefined && total > capBytes) throw new OverCapError(null, capBytes);
      budget.remaining -= chunk.length;
      if (budget.remaining < 0) throw new ZipTooLargeError(budget.limitBytes);
      chunks.push(chunk);
    });
    for (let at = 0; at < bytes.length; at += ZSTD_CHUNK) {
      const end = Math.min(bytes.length, at + ZSTD_CHUNK);
      stream.push(bytes.subarray(at, end), end === bytes.length);
    }
  } catch (error) {
    if (error instanceof ZipTooLargeError || error instanceof OverCapError) throw error;
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

/** docs/imports.md: min(1 GB, max(64 MB, 100 × the upload's size)). */
export function inflateLimitFor(uploadBytes: number): number {
  const MB = 1024 * 1024;
  return Math.min(1024 * MB, Math.max(64 * MB, 100 * uploadBytes));
}
