import type { PacingResult } from '../../../../shared/schemas/sessions';

// The exam's pace in plain words (docs/workload.md): how many new cards a day it needs and what
// that costs in reviews, from the server's simulation.
export function paceNeedText(pacing: Pick<PacingResult, 'newCardsNeededPerDay' | 'newCardsSeenByExam' | 'reviewsPerDayNeeded' | 'minutesPerDayNeeded'>): string | null {
  const { newCardsNeededPerDay: needed, reviewsPerDayNeeded: reviews, minutesPerDayNeeded: minutes } = pacing;
  if (needed === undefined) return null;
  const cost = reviews === null || reviews === undefined ? '' : ` That means about ${reviews} ${reviews === 1 ? 'review' : 'reviews'}${minutes ? ` (${minutes} min)` : ''} a day until the exam.`;
  if (needed === 0) return reviews === null || reviews === undefined ? null : `Every card has been seen.${cost}`;
  return `To see every card before the exam: ${needed} new ${needed === 1 ? 'card' : 'cards'} a day.${cost}`;
}
