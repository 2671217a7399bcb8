// Which cards a smart session studies (docs/study-sessions.md). Pure over card due times and the clock.
import { withinNewCardAllowance } from '../../shared/newCardLimit.js';

export type SessionGoal = { type: 'quick' } | { type: 'cards'; value: number } | { type: 'time'; value: number };

export interface SchedulableCard {
  id: number;
  due: number;
  /** Never answered yet (FSRS state New): counts against the deck's new cards per day. */
  isNew?: boolean;
}

export const DEFAULT_CARDS_PER_MINUTE = 6;
export const MIN_CARDS_PER_MINUTE = 1;
export const MAX_CARDS_PER_MINUTE = 30;

/** Earliest due first (most overdue), id as the tie-break so the order is stable. */
const byDue = (a: SchedulableCard, b: SchedulableCard) => a.due - b.due || a.id - b.id;

/**
 * quick → every due card; cards N → the N most overdue due cards, topped up with the cards
 * that fall due soonest; time M → the cards goal with N = M × cardsPerMinute. Every goal
 * considers at most `newAllowance` new cards, the oldest first (docs/study-options.md): the rest wait for
 * another day, even when a cards goal then ends up short.
 */
export function selectCards(
  cards: readonly SchedulableCard[],
  goal: SessionGoal,
  now: number,
  cardsPerMinute = DEFAULT_CARDS_PER_MINUTE,
  newAllowance = Infinity,
): number[] {
  const ordered = withinNewCardAllowance([...cards].sort(byDue), newAllowance);
  if (goal.type === 'quick') return ordered.filter((c) => c.due <= now).map((c) => c.id);
  const count = goal.type === 'cards' ? goal.value : Math.max(1, Math.round(goal.value * cardsPerMinute));
  // Sorted by due, the due cards come first and the soonest-due ones follow: one slice does both.
  return ordered.slice(0, count).map((c) => c.id);
}

/**
 * Cards per minute from recent answer times (ms). Unknown → 6. Clamped so one very fast or
 * very slow streak of answers cannot make a time goal absurd.
 */
export function cardsPerMinute(answerTimesMs: readonly number[]): number {
  const times = answerTimesMs.filter((t) => Number.isFinite(t) && t > 0);
  if (times.length === 0) return DEFAULT_CARDS_PER_MINUTE;
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  return Math.min(MAX_CARDS_PER_MINUTE, Math.max(MIN_CARDS_PER_MINUTE, 60_000 / mean));
}
