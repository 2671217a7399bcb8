// Study options shown on the client (docs/study-options.md): the Quick Start line, the deck counts and
// the New cards per day field. Pure, so the wording is tested once.
import { NEW_CARDS_PER_DAY_MAX, NEW_CARDS_PER_DAY_MIN } from '../../../../shared/studyOptions';
import { EXTRA_NEW_CARDS_STEP } from '../../../../shared/newCardLimit';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a Quick Start will hold: '12 reviews · 20 new'. */
export function quickStartLine(reviews: number, newCards: number): string {
  return `${plural(reviews, 'review', 'reviews')} · ${newCards} new`;
}

/** The deck's counts for today beside the product spec's 'N due': '3 reviews · 20 new today'. */
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

// Issue 29.2: reviews due and new cards left today are two numbers everywhere; when today's
// new-card limit is used up while new cards wait, the screens say so and offer ten more.

/** '12 reviews due'. */
export const reviewsDueText = (reviews: number) => `${plural(reviews, 'review', 'reviews')} due`;
/** '20 new left today'. */
export const newLeftText = (fresh: number) => `${fresh} new left today`;
/** 'Study 10 more new cards today'. */
export const STUDY_MORE_NEW = `Study ${EXTRA_NEW_CARDS_STEP} more new cards today`;

/** The deck's counts as the screens need them. `limitReached`: nothing new left today while new cards wait. */
export function newCardState(deck: { new_available_count: number; new_waiting_count?: number; new_cards_limit_today?: number }) {
  const waiting = deck.new_waiting_count ?? 0;
  return { limitReached: deck.new_available_count === 0 && waiting > 0, waiting, limit: deck.new_cards_limit_today };
}

/** "You've reached today's limit of 20 new cards. 32 more are waiting." */
export function limitReachedText(limit: number | undefined, waiting: number): string {
  const head = limit === undefined ? "You've reached today's limit of new cards." : `You've reached today's limit of ${plural(limit, 'new card', 'new cards')}.`;
  return `${head} ${waiting} more ${waiting === 1 ? 'is' : 'are'} waiting.`;
}
