// Study options shown on the client (DESIGN §15): the Quick Start line, the deck counts and
// the New cards per day field. Pure, so the wording is tested once.
import { NEW_CARDS_PER_DAY_MAX, NEW_CARDS_PER_DAY_MIN } from '../../../../shared/studyOptions';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a Quick Start will hold: '12 reviews · 20 new'. */
export function quickStartLine(reviews: number, newCards: number): string {
  return `${plural(reviews, 'review', 'reviews')} · ${newCards} new`;
}

/** The deck's counts for today beside SPEC's 'N due': '3 reviews · 20 new today'. */
export function todayLine(reviews: number, newCards: number): string {
  return `${quickStartLine(reviews, newCards)} today`;
}

/** The typed New cards per day, or null when it is not a whole number from 0 to 9999. */
export function parseNewCardsPerDay(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= NEW_CARDS_PER_DAY_MIN && value <= NEW_CARDS_PER_DAY_MAX ? value : null;
}
