import type { FlashcardRating } from '../../../../shared/constants';

// The flashcards round as a pure state machine (docs/study-options.md): show a card, reveal it, grade it,
// and take back the last grade. The component adds the side effects (reporting, focus, timing).

export interface GradedCard {
  cardId: number;
  rating: FlashcardRating;
  /** The streak before this grade, so undo can put it back. */
  streakBefore: number;
}

export interface FlashcardsState {
  /** The card on screen; equal to the round's length once every card is graded. */
  index: number;
  revealed: boolean;
  streak: number;
  /** This round's grades, oldest first. */
  graded: GradedCard[];
}

export type FlashcardsAction =
  | { type: 'reveal' }
  | { type: 'grade'; cardId: number; rating: FlashcardRating }
  | { type: 'undo' };

export function initialFlashcardsState(streak: number): FlashcardsState {
  return { index: 0, revealed: false, streak, graded: [] };
}

/** A grade of Hard or better keeps the streak going (the answer counts as right, docs/study-options.md). */
export const isRight = (rating: FlashcardRating) => rating >= 2;

export function isRoundDone(state: FlashcardsState, total: number): boolean {
  return state.index >= total;
}

/** Actions that make no sense in the current state (grading a hidden card, undo with nothing graded) change nothing. */
export function flashcardsReducer(state: FlashcardsState, action: FlashcardsAction, total: number): FlashcardsState {
  switch (action.type) {
    case 'reveal':
      return state.revealed || isRoundDone(state, total) ? state : { ...state, revealed: true };
    case 'grade':
      if (!state.revealed || isRoundDone(state, total)) return state;
      return {
        index: state.index + 1,
        revealed: false,
        streak: isRight(action.rating) ? state.streak + 1 : 0,
        graded: [...state.graded, { cardId: action.cardId, rating: action.rating, streakBefore: state.streak }],
      };
    case 'undo': {
      const last = state.graded.at(-1);
      if (!last) return state;
      // Back to the card just graded, shown revealed so it can be graded again at once.
      return { index: state.index - 1, revealed: true, streak: last.streakBefore, graded: state.graded.slice(0, -1) };
    }
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type IntervalUnit = 'minutes' | 'hours' | 'days' | 'months' | 'years';

/** An interval rounded as Anki shows it: a count of its unit (months and years to one decimal). */
export function intervalParts(ms: number): { n: number; unit: IntervalUnit } {
  if (ms < HOUR) return { n: Math.max(1, Math.round(ms / MINUTE)), unit: 'minutes' };
  if (ms < DAY) return { n: Math.round(ms / HOUR), unit: 'hours' };
  const days = ms / DAY;
  if (days < 30) return { n: Math.round(days), unit: 'days' };
  const oneDecimal = (n: number) => Math.round(n * 10) / 10;
  if (days < 365) return { n: oneDecimal(days / 30), unit: 'months' };
  return { n: oneDecimal(days / 365), unit: 'years' };
}

const UNIT_SUFFIX: Record<IntervalUnit, string> = { minutes: 'm', hours: 'h', days: 'd', months: 'mo', years: 'y' };

/** An interval as Anki writes it under its buttons: '1m', '10m', '3h', '2d', '3.5mo', '1.2y'. */
export function formatInterval(ms: number): string {
  const { n, unit } = intervalParts(ms);
  return `${n}${UNIT_SUFFIX[unit]}`;
}
