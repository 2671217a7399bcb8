import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inflateBudget, openZip } from './zip.js';
import { ZipSizeMismatchError, ZipTooLargeError } from './zipErrors.js';
import { readMemberSync, SYNC_MEMBER_MAX_BYTES } from './zipMemberSync.js';

// The synchronous small-member reader answers what yauzl's streaming reader answers, and keeps
// its guarantees: a lying size header and the inflate budget stop it the same way.

const text = (n: number) => new TextEncoder().encode('cardcade '.repeat(n));
const files = { 'stored.txt': [text(50), { level: 0 }], 'deflated.txt': [text(500), { level: 6 }], empty: [new Uint8Array(0), { level: 6 }] } as const;
const archive = () => zipSync(files as never);

/** Sets the uncompressed size the central directory declares for every member. */
function withDeclaredSize(bytes: Uint8Array, declared: number): Uint8Array {
  const copy = Buffer.from(bytes);
  for (let at = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0; at = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)) {
    copy.writeUInt32LE(declared, at + 24);
  }
  return new Uint8Array(copy);
}

describe('readMemberSync', () => {
  it('reads stored, deflated and empty members exactly as the streaming reader does', async () => {
    const bytes = archive();
    const zip = await openZip(bytes);
    for (const member of zip.members) {
      const budget = inflateBudget(1_000_000);
      const fast = readMemberSync(bytes, member, budget);
      expect(fast).not.toBeNull();
      expect(Buffer.from(fast!).equals(Buffer.from(await zip.read(member, inflateBudget(1_000_000))))).toBe(true);
      expect(budget.remaining).toBe(1_000_000 - fast!.length);
    }
    zip.close();
  });

  it('stops at a header that declares fewer bytes than the member inflates to', async () => {
    const bytes = withDeclaredSize(zipSync({ 'deflated.txt': [text(500), { level: 6 }] }), 10);
    const zip = await openZip(bytes);
    const member = zip.members.find((m) => m.name === 'deflated.txt')!;
    expect(() => readMemberSync(bytes, member, inflateBudget(1_000_000))).toThrow(ZipSizeMismatchError);
    zip.close();
  });

  it('counts against the budget and stops past it', async () => {
    const bytes = archive();
    const zip = await openZip(bytes);
    const member = zip.members.find((m) => m.name === 'deflated.txt')!;
    expect(() => readMemberSync(bytes, member, inflateBudget(100))).toThrow(ZipTooLargeError);
    zip.close();
  });

  it('leaves large members to the streaming reader', async () => {
    const big = new Uint8Array(SYNC_MEMBER_MAX_BYTES + 1);
    const bytes = zipSync({ big: [big, { level: 1 }] });
    const zip = await openZip(bytes);
    expect(readMemberSync(bytes, zip.members[0], inflateBudget(100_000_000))).toBeNull();
    zip.close();
  });
});
