import { describe, expect, it } from 'vitest';
import { pageForPath } from './pageRoutes';

describe('pageForPath', () => {
  it.each([
    ['/', null],
    ['/login', 'login'],
    ['/signup', 'signup'],
    ['/privacy', 'privacy'],
    ['/terms', 'terms'],
    ['/dashboard', 'decks'],
    ['/decks', 'decks'],
    ['/decks/', 'decks'],
    ['/decks/12', 'deckDetail'],
    ['/decks/12/extra', null],
    ['/play/matching/12', 'play'],
    ['/play/matching', null],
    ['/study/deck/12', 'study'],
    ['/study/12', null],
    ['/feedback', 'feedback'],
    ['/profile', 'profile'],
    ['/admin', 'admin'],
    ['/reset-password', 'resetPassword'],
    ['/developers', 'apiDocs'],
    ['/developers/x', null],
    ['/nothing-here', null],
    ['/login/more', null],
    ['/note-types', 'noteTypes'],
    ['/note-types/7', 'noteTypes'],
    ['/note-types/7/x', null],
    ['/browse', 'browse'],
    ['/browse/x', null],
  ])('%s → %s', (path, page) => {
    expect(pageForPath(path)).toBe(page);
  });
});
