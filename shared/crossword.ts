// Which terms can be crossword answers, shared by the server (games, available games) and the
// client (the casual game picker), so a deck is only offered the crossword when it can build one.
import { CROSSWORD_MIN_WORDS } from './constants.js';

export const CROSSWORD_MIN_ANSWER = 3;
export const CROSSWORD_MAX_ANSWER = 15;

/** Why the crossword is not offered for a deck whose terms cannot make one (non-Latin scripts, long phrases). */
export const CROSSWORD_NOT_POSSIBLE = `Crossword needs at least ${CROSSWORD_MIN_WORDS} terms of ${CROSSWORD_MIN_ANSWER}–${CROSSWORD_MAX_ANSWER} letters written with A–Z letters.`;

/**
 * The answer a term becomes (DESIGN §7): letters and digits, upper case, 3–15 long.
 * Accents are dropped (é → E) so French or Spanish decks still play on an A–Z keyboard;
 * text in brackets is a disambiguation note ("malsain (chose)"), not part of the word.
 * A term with letters outside A–Z after that (kana, Cyrillic…) cannot be typed on the
 * on-screen keyboard, so it is left out rather than reduced to a fragment.
 */
export function toCrosswordAnswer(term: string): string | null {
  const withoutNotes = term.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ');
  const upper = withoutNotes.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  if (/[^\P{L}A-Z]/u.test(upper)) return null;
  const answer = upper.replace(/[^A-Z0-9]/g, '');
  return answer.length >= CROSSWORD_MIN_ANSWER && answer.length <= CROSSWORD_MAX_ANSWER ? answer : null;
}

/** True when the terms give at least the minimum number of distinct crossword answers. */
export function canBuildCrossword(terms: Iterable<string>): boolean {
  const answers = new Set<string>();
  for (const term of terms) {
    const answer = toCrosswordAnswer(term);
    if (answer) answers.add(answer);
    if (answers.size >= CROSSWORD_MIN_WORDS) return true;
  }
  return false;
}
