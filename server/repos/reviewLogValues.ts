// One review log as the review_logs table stores it: shared by the logs a game submits
// (repos/reviews.ts) and the logs a backup restores (repos/restore.ts), so a new column is
// written in one place.

export interface ReviewLogFields {
  userId: number;
  deckId: number;
  /** Null when the card is gone (a restored log of a deleted card). */
  cardId: number | null;
  sessionId: string;
  rating: number;
  isCorrect: boolean;
  gameType: string;
  answerTimeMs: number | null;
  usedHint: boolean;
  reviewedAt: number;
  localDay: string;
}

export function reviewLogValues(log: ReviewLogFields) {
  return {
    user_id: log.userId,
    deck_id: log.deckId,
    card_id: log.cardId,
    session_id: log.sessionId,
    rating: log.rating,
    is_correct: log.isCorrect ? (1 as const) : (0 as const),
    game_type: log.gameType,
    answer_time_ms: log.answerTimeMs,
    used_hint: log.usedHint ? (1 as const) : (0 as const),
    reviewed_at: log.reviewedAt,
    local_day: log.localDay,
  };
}
