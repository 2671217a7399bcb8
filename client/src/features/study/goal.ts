import type { SessionGoal } from '../../../../shared/schemas/sessions';

export type GoalType = SessionGoal['type'];

/**
 * The goal from the setup form (docs/product.md: validation): quick needs nothing; time and cards need the input to
 * parse to a positive integer (no upper bound). Null means "invalid".
 */
export function parseGoal(type: GoalType, minutes: string, cards: string): SessionGoal | null {
  if (type === 'quick') return { type };
  const raw = (type === 'time' ? minutes : cards).trim();
  if (!/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? { type, value } : null;
}

/** Start is disabled with no game, or with a time/cards goal whose input is empty. */
export function canStart(gameId: string | null, type: GoalType, minutes: string, cards: string): boolean {
  if (!gameId) return false;
  if (type === 'time') return minutes.trim() !== '';
  if (type === 'cards') return cards.trim() !== '';
  return true;
}
