import { describe, expect, it } from 'vitest';
import { zstdFrameBomb } from '../../test/hostileFiles.js';
import { zstdCompress } from '../../test/ankiTestkit.js';
import { inflateBudget, OverCapError, ZipFormatError, ZipTooLargeError, zstdDecompressLimited } from './zip.js';
import { readZstdFrames } from './zstdFrames.js';

// docs/security.md: zstd frame headers are read before fzstd sees a byte, and a declared content size
// or window above the remaining budget is refused before anything is allocated (issue 31).

const MB = 1024 * 1024;

/** A single-segment frame of one raw block, declaring `declared` bytes (RFC 8878 by hand). */
function rawFrame(content: Uint8Array, options: { declared?: number; checksum?: boolean } = {}): Uint8Array {
  const declared = options.declared ?? content.length;
  const header = [0x28, 0xb5, 0x2f, 0xfd, 0xa0 | (options.checksum ? 4 : 0), declared & 0xff, (declared >>> 8) & 0xff, (declared >>> 16) & 0xff, declared >>> 24];
  const block = (content.length << 3) | 1;
  return Uint8Array.from([...header, block & 0xff, (block >> 8) & 0xff, block >> 16, ...content, ...(options.checksum ? [0, 0, 0, 0] : [])]);
}

const skippable = (length: number) => Uint8Array.from([0x5a, 0x2a, 0x4d, 0x18, length, 0, 0, 0, ...new Uint8Array(length)]);
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

describe('readZstdFrames', () => {
  it.each<[string, Uint8Array, { declaredSize: number | null; frames: number; largestWindow: number; claimed: number }]>([
    ['one raw frame', rawFrame(new Uint8Array(100)), { declaredSize: 100, frames: 1, largestWindow: 100, claimed: 100 }],
    ['with a checksum', rawFrame(new Uint8Array(10), { checksum: true }), { declaredSize: 10, frames: 1, largestWindow: 10, claimed: 10 }],
    ['a skippable frame between two', concat(rawFrame(new Uint8Array(5)), skippable(3), rawFrame(new Uint8Array(7))), { declaredSize: 12, frames: 2, largestWindow: 7, claimed: 12 }],
    ['issue 31: 20 frames declaring 2e9 each', zstdFrameBomb(20, 2_000_000_000, 100), { declaredSize: 40_000_000_000, frames: 20, largestWindow: 2_000_000_000, claimed: 40_000_000_000 }],
  ])('%s', (_name, bytes, expected) => {
    const frames = readZstdFrames(bytes);
    expect({ declaredSize: frames.declaredSize, frames: frames.frames.length, largestWindow: frames.largestWindow, claimed: frames.claimed }).toEqual(expected);
  });

  it('reads what the zstd tool writes from a pipe (no content size, a window descriptor)', () => {
    const frames = readZstdFrames(zstdCompress(new TextEncoder().encode('hello '.repeat(10_000))));
    expect(frames.declaredSize).toBeNull();
    expect(frames.frames[0].windowSize).toBeGreaterThan(0);
  });

  it.each<[string, Uint8Array]>([
    ['empty', new Uint8Array(0)],
    ['not zstd', new TextEncoder().encode('definitely not zstd')],
    ['a truncated block', rawFrame(new Uint8Array(100)).subarray(0, 50)],
    ['a truncated skippable frame', skippable(10).subarray(0, 12)],
    ['a reserved block type', Uint8Array.from([0x28, 0xb5, 0x2f, 0xfd, 0x20, 1, 0b111, 0, 0])],
  ])('refuses %s as not zstd', (_name, bytes) => {
    expect(() => readZstdFrames(bytes)).toThrow(ZipFormatError);
  });
});

describe('zstdDecompressLimited', () => {
  it('decompresses a real stream and counts it against the budget', () => {
    const text = new TextEncoder().encode('round trip '.repeat(50_000));
    const budget = inflateBudget(64 * MB);
    expect(new TextDecoder().decode(zstdDecompressLimited(zstdCompress(text), budget))).toBe('round trip '.repeat(50_000));
    expect(budget.remaining).toBe(64 * MB - text.length);
  });

  // Unfixed, each call allocated 2 GB (the first frame's declared size) before failing; the
  // memory it takes now is a figure of `npm run bench -- security` (the anki21b frames class).
  it('refuses issue 31\'s frames by their declared size', () => {
    for (let i = 0; i < 20; i++) expect(() => zstdDecompressLimited(zstdFrameBomb(20), inflateBudget(64 * MB))).toThrow(ZipTooLargeError);
  });

  it('refuses frames whose declared sizes add up past the remaining budget', () => {
    // Each frame declares 40 MB (under a 64 MB budget alone): two of them do not fit.
    expect(() => zstdDecompressLimited(zstdFrameBomb(2, 40 * MB), inflateBudget(64 * MB))).toThrow(ZipTooLargeError);
  });

  it('with a cap: a declared size over it is OverCapError, with that size; undeclared output stops past it', () => {
    expect(() => zstdDecompressLimited(zstdFrameBomb(1, 6 * MB), inflateBudget(64 * MB), 5 * MB)).toThrow(expect.objectContaining({ bytes: 6 * MB }));
    const budget = inflateBudget(64 * MB);
    expect(() => zstdDecompressLimited(zstdCompress(new Uint8Array(6 * MB)), budget, 5 * MB)).toThrow(OverCapError);
    expect(budget.remaining).toBeGreaterThan(58 * MB);
  });
});
