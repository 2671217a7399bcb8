import { describe, expect, it } from 'vitest';
import { joinUpload, movableBuffers, UploadBlocks, uploadSize } from './uploadBytes.js';

const bytes = (length: number, seed: number) => {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = (i * 7 + seed) % 251;
  return out;
};
// Compared as Buffers: a deep equal of megabytes element by element takes seconds.
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);

describe('upload blocks', () => {
  it.each([
    ['nothing', []],
    ['one small chunk', [10]],
    ['chunks filling a block exactly', [512 * 1024, 512 * 1024]],
    ['a chunk larger than a block', [3 * 1024 * 1024 + 5]],
    ['many socket-sized chunks', Array.from({ length: 40 }, () => 65_536).concat([17])],
  ])('%s: joined in the worker, the bytes are the upload in order', (_name, sizes) => {
    const chunks = sizes.map((size, index) => bytes(size, index));
    const blocks = new UploadBlocks();
    for (const chunk of chunks) blocks.push(chunk);
    const collected = blocks.finish();
    const expected = new Uint8Array(sizes.reduce((a, b) => a + b, 0));
    let at = 0;
    for (const chunk of chunks) {
      expected.set(chunk, at);
      at += chunk.length;
    }
    expect(uploadSize(collected)).toBe(expected.length);
    expect(same(joinUpload(collected), expected)).toBe(true);
    // Every block is ours: all of them move to the worker, none is copied.
    expect(movableBuffers(collected)).toHaveLength(expected.length ? collected.length : 0);
  });

  it('never moves a pooled Buffer or a view into a larger buffer it does not own whole', () => {
    const pooled = Buffer.from('small');
    expect(movableBuffers(new Uint8Array(pooled.buffer, pooled.byteOffset, pooled.byteLength))).toEqual([]);
    const whole = new Uint8Array(16);
    expect(movableBuffers(whole)).toEqual([whole.buffer]);
    expect(movableBuffers(whole.subarray(0, 8))).toEqual([]);
  });
});
