import type { GameType } from '../../../../shared/constants';
import type { GameData } from '../../../../shared/games';
import type { SessionGoal } from '../../../../shared/schemas/sessions';

/** One answer as the session keeps it: the game's result plus the game type (docs/product.md: entities). */
export interface SessionResult {
  cardId: number;
  isCorrect: boolean;
  gameType: GameType;
  answerTimeMs?: number;
  usedHint?: boolean;
  /** Flashcards: the learner's grade 1–4, the FSRS rating itself (docs/study-options.md). */
  rating?: 1 | 2 | 3 | 4;
  /** Type the Answer: what was typed (at most 1,000 characters, docs/study-modes.md). */
  typedAnswer?: string;
}

/** The chunk being played (cardcade.activeSession). Each chunk has its own sessionId. */
export interface ActiveSession {
  sessionId: string;
  userId: number;
  deckId: number;
  gameType: GameType;
  goal: SessionGoal;
  startTime: number;
  endTime?: number;
  allCards: GameData;
  results: SessionResult[];
}

/** The whole study session of one deck across chunks (cardcade.metaSession). */
export interface MetaSession {
  userId: number;
  deckId: number;
  gameType: GameType;
  goal: SessionGoal;
  masterCardList: GameData;
  answeredCardIds: number[];
  /** Every answer of the session so far, for the summary screens. */
  summaryResults: SessionResult[];
  /**
   * A light day's practice cards (docs/study-sessions.md): on the board to fill it, never
   * recorded, sent or counted. Absent in a session saved before they existed.
   */
  practiceCardIds?: number[];
}

/** A finished chunk waiting for upload (cardcade.syncQueue). Sent only for its owner. */
export interface QueuedSession {
  sessionId: string;
  userId: number;
  deckId: number;
  results: SessionResult[];
}
