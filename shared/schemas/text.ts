import { z } from 'zod';

// Every text a person sends (a card, a deck, a suggestion, a search, an id) and every text an
// import or a restore reads passes through `stripControlCharacters` (docs/security.md, "Round 4:
// text input"). NUL cannot be stored by PostgreSQL at all (its insert failed, a 500) while SQLite
// kept it and the deck's CSV then read as a binary file; the other control characters are as
// invisible. They are taken out rather than refused: nobody means to type them, a paste from a
// PDF or an old file can hold them, and a restore of a backup SQLite made before must still work.
// Tab and line breaks are text and stay.

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');

/** `text` without control characters other than tab, line feed and carriage return. */
export function stripControlCharacters(text: string): string {
  // The test first: almost no text holds one, and then nothing is copied.
  return CONTROL_CHARACTER.test(text) ? text.replace(CONTROL_CHARACTERS, '') : text;
}

/**
 * A string schema whose value has its control characters stripped before any other check (trim,
 * min, max, refine…), so a text of nothing but NUL counts as empty.
 */
export function cleanString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(stripControlCharacters);
}
