import { describe, expect, it } from 'vitest';
import { canStart, parseGoal } from './goal';

describe('parseGoal', () => {
  it.each([
    ['quick', '', '', { type: 'quick' }],
    ['time', '10', '', { type: 'time', value: 10 }],
    ['time', ' 7 ', '', { type: 'time', value: 7 }],
    ['cards', '', '250000', { type: 'cards', value: 250000 }],
    ['cards', '', '0', null],
    ['cards', '', '-3', null],
    ['cards', '', '2.5', null],
    ['time', 'abc', '', null],
    ['time', '', '5', null],
  ] as const)('%s minutes=%j cards=%j → %j', (type, minutes, cards, expected) => {
    expect(parseGoal(type, minutes, cards)).toEqual(expected);
  });
});

describe('canStart', () => {
  it.each([
    [null, 'quick', '', '', false],
    ['matching', 'quick', '', '', true],
    ['matching', 'time', '', '', false],
    ['matching', 'time', '5', '', true],
    ['matching', 'cards', '5', '', false],
    ['matching', 'cards', '', '0', true], // enabled; the alert explains an invalid number
  ] as const)('game=%s goal=%s → %s', (game, type, minutes, cards, expected) => {
    expect(canStart(game, type, minutes, cards)).toBe(expected);
  });
});
