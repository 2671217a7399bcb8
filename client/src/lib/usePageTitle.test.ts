import { describe, expect, it } from 'vitest';
import { pageTitle } from './usePageTitle';

describe('pageTitle', () => {
  it.each([
    ['Biology', 'Biology — Cardcade'],
    ['  My Decks ', 'My Decks — Cardcade'],
    ['', 'Cardcade'],
    [undefined, 'Cardcade'],
  ])('%j → %s', (name, title) => expect(pageTitle(name)).toBe(title));
});
