import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNext } from './redirect';

describe('post-login redirect', () => {
  it.each([
    ['?next=%2Fdecks%2F12', '/decks/12'],
    ['?next=%2Fdecks%3Fq%3Dbio', '/decks?q=bio'],
    ['', '/dashboard'],
    ['?next=https%3A%2F%2Fevil.example', '/dashboard'],
    ['?next=%2F%2Fevil.example', '/dashboard'],
    ['?next=%2F%5Cevil.example', '/dashboard'],
  ])('%s → %s', (search, expected) => {
    expect(safeNext(search, '/dashboard')).toBe(expected);
  });

  it('remembers the path and query the user asked for', () => {
    expect(loginPathFor('/decks/3', 'tab=cards')).toBe('/login?next=%2Fdecks%2F3%3Ftab%3Dcards');
    expect(safeNext(loginPathFor('/decks/3', '').split('?')[1], '/x')).toBe('/decks/3');
  });
});
