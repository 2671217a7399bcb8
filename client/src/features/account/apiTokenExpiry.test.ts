import { describe, expect, it } from 'vitest';
import { expiryFor } from './apiTokenExpiry';

const NOW = new Date('2030-03-10T12:00:00.000Z');

describe('expiryFor', () => {
  it.each([
    ['never', null],
    ['30', '2030-04-09T12:00:00.000Z'],
    ['90', '2030-06-08T12:00:00.000Z'],
    ['365', '2031-03-10T12:00:00.000Z'],
  ] as const)('%s → %s', (choice, expected) => {
    expect(expiryFor(choice, NOW)).toBe(expected);
  });
});
