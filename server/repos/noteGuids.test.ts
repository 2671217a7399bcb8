import { describe, expect, it } from 'vitest';
import { newGuids } from './notes.js';

// New notes' guids (docs/performance.md, "Note guids"): a run is consecutive 64-bit numbers from a
// random start, so an import's notes sit side by side in the (user_id, guid) index.

const valueOf = (guid: string) => Buffer.from(guid, 'base64url').readBigUInt64BE(0);
const startOf = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));

describe('newGuids', () => {
  it.each([
    ['from a random point', '1234567890abcdef', 0x1234567890abcdefn],
    ['carrying into the high word', '00000001ffffffff', 0x00000001ffffffffn],
    ['wrapping at 2^64', 'ffffffffffffffff', 0xffffffffffffffffn],
  ])('counts up %s', (_, hex, first) => {
    const guids = newGuids(3, startOf(hex));
    expect(guids.map(valueOf)).toEqual([0, 1, 2].map((i) => (first + BigInt(i)) % 2n ** 64n));
    for (const guid of guids) expect(guid).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });

  it('gives a run distinct guids that share their leading characters, and another run others', () => {
    const run = newGuids(2000);
    expect(new Set(run).size).toBe(2000);
    // 2,000 consecutive numbers differ in their last 11 bits at most (plus one carry): the first
    // eight characters (48 bits) are the same but for a carry across them, which one run of 2,000
    // meets at most once.
    expect(new Set(run.map((guid) => guid.slice(0, 8))).size).toBeLessThanOrEqual(2);
    const other = new Set(newGuids(2000));
    expect(run.some((guid) => other.has(guid))).toBe(false);
  });

  it('answers nothing for no notes', () => {
    expect(newGuids(0)).toEqual([]);
  });
});
