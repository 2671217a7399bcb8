import { describe, expect, it } from 'vitest';
import { keyBytes } from './push';

describe('keyBytes', () => {
  it.each([
    ['AQID', [1, 2, 3]],
    ['-_8', [251, 255]],
    ['AA', [0]],
  ])('%s → %j', (text, bytes) => expect([...keyBytes(text)]).toEqual(bytes));
});
