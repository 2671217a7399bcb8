import type { DeckCardStats } from '../../../../shared/schemas/sharedDecks';

// The owner's card statistics panel, shaped for drawing (docs/shared-decks.md): the panel only renders
// what this returns. Numbers come from subscribers who chose to share their progress, never names.

export interface CardStatRow {
  cardId: number;
  term: string;
  /** '33%' — the server rounds to one decimal; a whole percent reads better in a list. */
  rate: string;
  /** '1,200': the column header says what it counts. */
  answers: string;
  /** The same two figures as numbers, for a screen that formats them in the reader's language. */
  rateValue: number;
  answerCount: number;
}

export type CardStatsView =
  | { kind: 'nobody'; text: string }
  | { kind: 'noAnswers'; text: string; learners: number }
  | { kind: 'stats'; summary: string; hardest: CardStatRow[]; cards: CardStatRow[]; unanswered: string | null; counts: { learners: number; answers: number; answered: number; total: number; unanswered: number } };

export const percent = (rate: number) => `${Math.round(rate)}%`;
export const answersText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'answer' : 'answers'}`;
const learnersText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'learner shares' : 'learners share'}`;

export const NOBODY_SHARES =
  "No subscriber shares their progress yet. Learners who turn on 'Share my progress with the deck owner' on their deck page appear here, without names.";

/** Every answered card, hardest first (lowest rate, then most answers); unanswered cards are only counted. */
export function cardStatsView(stats: DeckCardStats): CardStatsView {
  if (stats.sharingLearners === 0) return { kind: 'nobody', text: NOBODY_SHARES };
  const answered = stats.cards.filter((card): card is typeof card & { successRate: number } => card.successRate !== null && card.answers > 0);
  if (answered.length === 0) return { kind: 'noAnswers', text: `${learnersText(stats.sharingLearners)} their progress; no answers yet.`, learners: stats.sharingLearners };
  const row = (card: { cardId: number; term: string; answers: number; successRate: number }): CardStatRow => ({
    cardId: card.cardId,
    term: card.term,
    rate: percent(card.successRate),
    answers: card.answers.toLocaleString('en-US'),
    rateValue: card.successRate,
    answerCount: card.answers,
  });
  const totalAnswers = answered.reduce((sum, card) => sum + card.answers, 0);
  const sorted = [...answered].sort((a, b) => a.successRate - b.successRate || b.answers - a.answers || a.cardId - b.cardId);
  const unanswered = stats.cards.length - answered.length;
  return {
    kind: 'stats',
    summary: `${learnersText(stats.sharingLearners)} their progress: ${answersText(totalAnswers)} on ${answered.length} of ${stats.cards.length} cards.`,
    hardest: stats.hardest.map(row),
    cards: sorted.map(row),
    counts: { learners: stats.sharingLearners, answers: totalAnswers, answered: answered.length, total: stats.cards.length, unanswered },
    unanswered: unanswered > 0 ? `${unanswered.toLocaleString('en-US')} ${unanswered === 1 ? 'card has' : 'cards have'} no answers yet.` : null,
  };
}
