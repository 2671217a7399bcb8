// Study direction (docs/study-options.md): which side of a card a game asks from. Applied to the cards
// before any generator runs, so every game (and any game added later) honours it without
// knowing about it: a reversed card is simply a card whose two sides traded places. Ids stay the
// card's own, so every answer is still attributed to the right card for FSRS.
import type { Rng } from './rng.js';

export const STUDY_DIRECTIONS = ['forward', 'reverse', 'mixed'] as const;
export type StudyDirection = (typeof STUDY_DIRECTIONS)[number];
export const DEFAULT_STUDY_DIRECTION: StudyDirection = 'forward';

export const STUDY_DIRECTION_LABELS: Record<StudyDirection, string> = {
  forward: 'Term → Definition',
  reverse: 'Definition → Term',
  mixed: 'Mixed',
};

/**
 * Swaps every term-side field with its definition-side twin: `term`/`definition`, and any field
 * pair named `termX`/`definitionX` (image and audio URLs or ids a card carries), so media travel
 * with their side. Fields of other names are kept as they are.
 */
export function reverseCard<T extends object>(card: T): T {
  const source = card as Record<string, unknown>;
  // A cloze card reads one way only (docs/study-modes.md): its definition is its prompt filled in, so
  // asked backwards it would show the answer.
  if (source.kind === 'cloze') return { ...card };
  const out: Record<string, unknown> = {};
  // A field present on one side only (game cards carry a side's image or HTML only when it has
  // one) still moves to the other side, its twin's name.
  for (const [key, value] of Object.entries(source)) {
    if (key.startsWith('term')) out[`definition${key.slice('term'.length)}`] = value;
    else if (key.startsWith('definition')) out[`term${key.slice('definition'.length)}`] = value;
    else out[key] = value;
  }
  return out as T;
}

/**
 * The cards as the chosen direction shows them: forward leaves them alone, reverse swaps every
 * card, mixed swaps each card on a coin flip drawn from `rng` (seed it to replay a round).
 */
export function orientCards<T extends object>(cards: readonly T[], direction: StudyDirection, rng: Rng): T[] {
  switch (direction) {
    case 'forward':
      return cards.slice();
    case 'reverse':
      return cards.map(reverseCard);
    case 'mixed':
      return cards.map((card) => (rng() < 0.5 ? reverseCard(card) : card));
  }
}
