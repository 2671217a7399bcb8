// Which terms can be crossword answers, shared by the server (games, available games) and the
// client (the casual game picker), so a deck is only offered the crossword when it can build one.
import { CROSSWORD_MIN_WORDS } from './constants.js';
import type { StudyDirection } from './generators/direction.js';

export const CROSSWORD_MIN_ANSWER = 3;
export const CROSSWORD_MAX_ANSWER = 15;

/** Why the crossword is not offered for a deck whose terms cannot make one (non-Latin scripts, long phrases). */
export const CROSSWORD_NOT_POSSIBLE = `Crossword needs at least ${CROSSWORD_MIN_WORDS} terms of ${CROSSWORD_MIN_ANSWER}–${CROSSWORD_MAX_ANSWER} letters written with A–Z letters.`;

/**
 * The same reason per study direction (docs/study-options.md): in reverse the answers are the definitions;
 * in mixed a card's answer is whichever side its coin flip gives, so both sides must fit.
 */
export const CROSSWORD_NOT_POSSIBLE_IN: Record<StudyDirection, string> = {
  forward: CROSSWORD_NOT_POSSIBLE,
  reverse: `Crossword in reverse needs at least ${CROSSWORD_MIN_WORDS} definitions of ${CROSSWORD_MIN_ANSWER}–${CROSSWORD_MAX_ANSWER} letters written with A–Z letters.`,
  mixed: `Crossword in mixed direction needs at least ${CROSSWORD_MIN_WORDS} cards whose term and definition both have ${CROSSWORD_MIN_ANSWER}–${CROSSWORD_MAX_ANSWER} A–Z letters.`,
};

/**
 * The answer a term becomes (docs/games.md): letters and digits, upper case, 3–15 long.
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

/**
 * The study directions a crossword can be built in from these cards (docs/study-options.md). The side that
 * becomes the answer decides: forward the terms, reverse the definitions. Mixed flips each card
 * on a coin, so only cards whose two sides both make answers are counted: a coin flip can then
 * never take the puzzle away (a deck of short terms and long definitions plays forward only).
 * Stops reading as soon as every direction is settled, so it stays cheap on big decks.
 */
export function crosswordDirections(cards: Iterable<{ term: string; definition: string }>): StudyDirection[] {
  const forward = new Set<string>();
  const reverse = new Set<string>();
  const mixedTerms = new Set<string>();
  const mixedDefinitions = new Set<string>();
  const enough = (set: Set<string>) => set.size >= CROSSWORD_MIN_WORDS;
  for (const card of cards) {
    const fromTerm = toCrosswordAnswer(card.term);
    const fromDefinition = card.definition.trim() ? toCrosswordAnswer(card.definition) : null;
    if (fromTerm && card.definition.trim()) forward.add(fromTerm);
    if (fromDefinition && card.term.trim()) reverse.add(fromDefinition);
    if (fromTerm && fromDefinition) {
      mixedTerms.add(fromTerm);
      mixedDefinitions.add(fromDefinition);
    }
    if (enough(forward) && enough(reverse) && enough(mixedTerms) && enough(mixedDefinitions)) break;
  }
  const directions: StudyDirection[] = [];
  if (enough(forward)) directions.push('forward');
  if (enough(reverse)) directions.push('reverse');
  if (enough(mixedTerms) && enough(mixedDefinitions)) directions.push('mixed');
  return directions;
}

/**
 * The Smart Session's game list for the direction chosen in the modal: the server's `isEnabled`
 * for the crossword is for the deck's remembered direction, `crosswordDirections` says the rest.
 * An answer without it (cached before it existed) is shown as the server gave it.
 */
export function smartGamesFor<G extends { id: string; isEnabled: boolean; minCards: number; unavailableReason?: string }>(
  available: { games: G[]; dueCardCount: number; crosswordDirections?: readonly StudyDirection[] },
  direction: StudyDirection,
): G[] {
  const directions = available.crosswordDirections;
  if (!directions) return available.games;
  return available.games.map((game) => {
    // Off for too few cards (no reason given): stays off in every direction.
    if (game.id !== 'crossword' || (!game.isEnabled && !game.unavailableReason)) return game;
    const { unavailableReason: _, ...rest } = game;
    return directions.includes(direction) ? { ...rest, isEnabled: true } as G : { ...rest, isEnabled: false, unavailableReason: CROSSWORD_NOT_POSSIBLE_IN[direction] } as G;
  });
}
