// One accuracy for every screen (issue 48): a session's end screen and the deck's accuracy chart
// both count each card's FIRST answer (of the session, of the day) and show the share right to
// one decimal, so the same answers give the same figure (docs/study-sessions.md).

/** Percent of `right` in `answered`, to one decimal; 0 when nothing was answered. */
export function accuracyPercent(right: number, answered: number): number {
  return answered > 0 ? Math.round((right / answered) * 1000) / 10 : 0;
}

/** What the figure counts, said the same way where it shows. */
export const ACCURACY_MEANS = 'Cards right on their first answer';
