import { describe, expect, it } from 'vitest';
import { directionFromSearch, playPath } from './direction';

describe('casual play direction in the URL', () => {
  it('adds ?direction= only when it differs from the deck’s own', () => {
    expect(playPath('matching', 4, 'forward', 'forward')).toBe('/play/matching/4');
    expect(playPath('matching', 4, 'reverse', 'forward')).toBe('/play/matching/4?direction=reverse');
    expect(playPath('crossword', 4, 'forward', 'mixed')).toBe('/play/crossword/4?direction=forward');
  });

  it.each([
    ['?direction=reverse', 'reverse'],
    ['?direction=mixed&x=1', 'mixed'],
    ['?direction=sideways', undefined],
    ['', undefined],
  ])('%j → %j', (search, direction) => {
    expect(directionFromSearch(search)).toBe(direction);
  });
});
