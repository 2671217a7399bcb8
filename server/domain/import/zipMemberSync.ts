import { inflateRawSync } from 'node:zlib';
import { ZipFormatError, ZipSizeMismatchError, ZipTooLargeError } from './zipErrors.js';
import type { InflateBudget, ZipMember } from './zip.js';

// Small members (Anki media files: thousands of a few KB each) read straight from the package's
// bytes with one synchronous inflate each. yauzl's read stream costs an async zlib stream and
// several event-loop hops per member: 25,000 files spent ~30 s mostly idle between hops and in
// GC (CPU profile, docs/media.md). The same guarantees as zip.ts: encrypted members and unknown
// methods are refused, a member never inflates past the size its header declares (nor short of
// it), and every byte counts against the upload's one inflate budget. Runs in the import worker.

/** Members up to this size are inflated synchronously; larger ones keep the streaming reader. */
export const SYNC_MEMBER_MAX_BYTES = 4 * 1024 * 1024;

const LOCAL_HEADER = 0x04034b50;

/** The member's bytes, or null when it is not a small plain member (the caller streams it). */
export function readMemberSync(zipBytes: Uint8Array, member: ZipMember, budget: InflateBudget): Uint8Array | null {
  const entry = member.entry;
  const size = entry.uncompressedSize;
  if (size > SYNC_MEMBER_MAX_BYTES || entry.compressedSize > SYNC_MEMBER_MAX_BYTES) return null;
  if (entry.isEncrypted()) throw new ZipFormatError('encrypted member');
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) return null;
  const buffer = Buffer.from(zipBytes.buffer, zipBytes.byteOffset, zipBytes.byteLength);
  const header = entry.relativeOffsetOfLocalHeader;
  if (header + 30 > buffer.length || buffer.readUInt32LE(header) !== LOCAL_HEADER) throw new ZipFormatError('invalid local file header signature');
  const start = header + 30 + buffer.readUInt16LE(header + 26) + buffer.readUInt16LE(header + 28);
  const end = start + entry.compressedSize;
  if (end > buffer.length) throw new ZipFormatError('file data overflows file bounds');
  if (size > budget.remaining) {
    budget.remaining = -1;
    throw new ZipTooLargeError(budget.limitBytes);
  }
  const raw = buffer.subarray(start, end);
  let out: Buffer;
  if (entry.compressionMethod === 0) {
    if (entry.compressedSize !== size) throw new ZipSizeMismatchError('stored member size mismatch');
    out = Buffer.from(raw);
  } else {
    try {
      // One byte past the declared size is enough to know it lies. The output chunk is sized to
      // the member (zlib's default allocates 16 KB per call: for 25,000 small files the CPU
      // profile showed ~1 s in Buffer.allocUnsafe and the GC it caused; under 4 KB it comes
      // from Node's buffer pool).
      out = inflateRawSync(raw, { maxOutputLength: size + 1, chunkSize: Math.max(64, size + 1) });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipSizeMismatchError('too many bytes in the stream');
      throw new ZipFormatError(`inflate failed: ${(error as Error).message}`);
    }
    if (out.length !== size) throw new ZipSizeMismatchError(out.length > size ? 'too many bytes in the stream' : 'not enough bytes in the stream');
  }
  budget.remaining -= out.length;
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}
