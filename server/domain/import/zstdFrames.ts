import { ZipFormatError } from './zipErrors.js';

// The frame headers of a zstd stream, read before any byte is handed to fzstd (docs/security.md).
// fzstd's streaming `Decompress` allocates each frame's window (its declared content size for
// a single-segment frame) the moment it sees the header: 20 frames of 100 bytes each declaring
// 2,000,000,000 bytes took a worker to 23 GB (issue 31). Walking the frames is cheap: a frame
// is its header, then blocks whose 3-byte headers give their stored length (raw, RLE or
// compressed), then an optional checksum; nothing is decompressed. Format: RFC 8878.

const ZSTD_MAGIC = 0xfd2fb528;
/** Skippable frames: magic 0x184D2A50 to 0x184D2A5F, then a 4-byte length of ignored data. */
const SKIPPABLE_MASK = 0xfffffff0;
const SKIPPABLE_MAGIC = 0x184d2a50;

export interface ZstdFrame {
  /** The frame content size its header declares, or null when it does not say. */
  contentSize: number | null;
  /** What fzstd allocates for the frame: its window (the content size for a single segment). */
  windowSize: number;
}

export interface ZstdFrames {
  frames: ZstdFrame[];
  /** Sum of the declared content sizes, or null when any frame leaves its size out. */
  declaredSize: number | null;
  /** The most one frame makes fzstd allocate, and the most the stream can claim up front. */
  largestWindow: number;
  /** Σ max(window, declared content): what the whole stream claims before any real byte. */
  claimed: number;
}

const corrupt = (what: string) => new ZipFormatError(`zstd: ${what}`);

function u32(bytes: Uint8Array, at: number): number {
  return (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0;
}

/** Little-endian unsigned of 1, 2, 4 or 8 bytes (8-byte values above 2^53 stay huge, not exact). */
function unsigned(bytes: Uint8Array, at: number, length: number): number {
  let value = 0;
  for (let i = length - 1; i >= 0; i--) value = value * 256 + bytes[at + i];
  return value;
}

/** Reads every frame header of `bytes`; throws ZipFormatError for a stream that is not zstd. */
export function readZstdFrames(bytes: Uint8Array): ZstdFrames {
  const frames: ZstdFrame[] = [];
  let declared: number | null = 0;
  let largestWindow = 0;
  let claimed = 0;
  let at = 0;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) throw corrupt('truncated frame');
    const magic = u32(bytes, at);
    if ((magic & SKIPPABLE_MASK) >>> 0 === SKIPPABLE_MAGIC) {
      at += 8 + u32(bytes, at + 4);
      if (at > bytes.length) throw corrupt('truncated skippable frame');
      continue;
    }
    if (magic !== ZSTD_MAGIC) throw corrupt('not a zstd frame');
    const descriptor = bytes[at + 4];
    const singleSegment = (descriptor >> 5) & 1;
    const hasChecksum = (descriptor >> 2) & 1;
    const dictionaryIdBytes = [0, 1, 2, 4][descriptor & 3];
    const sizeFlag = descriptor >> 6;
    if (descriptor & 8) throw corrupt('reserved bit set');
    const contentSizeBytes = sizeFlag ? 1 << sizeFlag : singleSegment;
    let cursor = at + 5;
    let windowSize = 0;
    if (!singleSegment) {
      const windowDescriptor = bytes[cursor++];
      const base = 2 ** (10 + (windowDescriptor >> 3));
      windowSize = base + (base / 8) * (windowDescriptor & 7);
    }
    cursor += dictionaryIdBytes;
    if (cursor + contentSizeBytes > bytes.length) throw corrupt('truncated frame header');
    let contentSize: number | null = null;
    if (contentSizeBytes) contentSize = unsigned(bytes, cursor, contentSizeBytes) + (contentSizeBytes === 2 ? 256 : 0);
    cursor += contentSizeBytes;
    if (singleSegment) windowSize = contentSize ?? 0;
    // Blocks: bit 0 = last, bits 1-2 = type (raw, RLE, compressed, reserved), bits 3-23 = size.
    for (;;) {
      if (cursor + 3 > bytes.length) throw corrupt('truncated block');
      const header = bytes[cursor] | (bytes[cursor + 1] << 8) | (bytes[cursor + 2] << 16);
      const type = (header >> 1) & 3;
      if (type === 3) throw corrupt('reserved block type');
      cursor += 3 + (type === 1 ? 1 : header >>> 3);
      if (cursor > bytes.length) throw corrupt('truncated block');
      if (header & 1) break;
    }
    cursor += hasChecksum ? 4 : 0;
    if (cursor > bytes.length) throw corrupt('truncated checksum');
    frames.push({ contentSize, windowSize });
    declared = declared === null || contentSize === null ? null : declared + contentSize;
    largestWindow = Math.max(largestWindow, windowSize);
    claimed += Math.max(windowSize, contentSize ?? 0);
    at = cursor;
  }
  if (frames.length === 0) throw corrupt('no frame');
  return { frames, declaredSize: declared, largestWindow, claimed };
}
