// Display names (docs/shared-decks.md "Display names"): what other learners see instead of an
// e-mail, so what one learner types must not pass for another learner, for the app or for its
// staff. A name is normalised before it is checked and stored (NFKC: fullwidth 'Ｌ' is 'L', 'ﬁ'
// is 'fi'; spaces collapsed), and refused when it holds control or invisible characters, a pile
// of combining marks (zalgo text that paints over its neighbours), an @ (it looks like an
// e-mail), or reads as a name the app gives ('Learner 12') or a role ('ADMIN', 'Ádmin-1').

import { DISPLAY_NAME_MSG } from './messages.js';

export { DISPLAY_NAME_MSG };

export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 40;
/** Combining marks allowed on one base character: enough for Vietnamese, Thai or Devanagari. */
export const DISPLAY_NAME_MAX_MARKS = 2;

/** Names that would pass for the app or its staff, compared by `skeleton`. */
export const RESERVED_DISPLAY_NAMES = ['admin', 'administrator', 'moderator', 'owner', 'cardcade', 'system'] as const;


/** NFKC, every run of white space one space, no space at either end: the form stored. */
export function normaliseDisplayName(name: string): string {
  return name.normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

// C0/C1 controls, zero-width and direction marks, line/paragraph separators, bidi embeddings
// and isolates, the BOM and the word joiner family: invisible, or they reorder what follows.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/u;
const MARK = /\p{M}/u;

/** The most combining marks in a row after one base character. */
export function longestMarkRun(name: string): number {
  let longest = 0;
  let run = 0;
  for (const char of name) {
    run = MARK.test(char) ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

/** What a name reads as: lower case, accents off, only its letters and digits ('Ádmin-1' → 'admin1'). */
export function skeleton(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The message for a normalised name the app refuses, or null when it may be used. */
export function displayNameProblem(name: string): string | null {
  const length = [...name].length;
  if (length < DISPLAY_NAME_MIN) return DISPLAY_NAME_MSG.tooShort;
  if (INVISIBLE.test(name)) return DISPLAY_NAME_MSG.control;
  // Before the length: a pile of marks is the thing to say about 38 accents on one letter.
  if (longestMarkRun(name) > DISPLAY_NAME_MAX_MARKS) return DISPLAY_NAME_MSG.marks;
  if (length > DISPLAY_NAME_MAX) return DISPLAY_NAME_MSG.tooLong;
  if (name.includes('@')) return DISPLAY_NAME_MSG.email;
  const bare = skeleton(name);
  // 'Learner {id}' is what an account without a name is shown as (repos/decks.ts displayNameSql).
  if (/^learner\d*$/.test(bare)) return DISPLAY_NAME_MSG.defaultName;
  // A role with a number or punctuation is the same role ('Admin 2', 'S.Y.S.T.E.M').
  const letters = bare.replace(/\p{N}/gu, '');
  if ((RESERVED_DISPLAY_NAMES as readonly string[]).includes(letters)) return DISPLAY_NAME_MSG.reserved;
  return null;
}
