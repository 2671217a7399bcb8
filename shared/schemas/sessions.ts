// Inputs of the smart-session calls (docs/product.md: entities, calls; docs/study-sessions.md) and the stats answers' shapes.
import { z } from 'zod';
import { cleanString } from './text.js';
import { GAME_TYPES, type GameType, type LevelKey, type PacingStatus } from '../constants.js';
import { MSG } from '../messages.js';
import { boundTypedAnswer } from '../typingAnswer.js';
import { cardId, deckId } from './decks.js';
import { STUDY_DIRECTIONS, type StudyDirection } from '../generators/direction.js';

export const studyDirection = z.enum(STUDY_DIRECTIONS, { error: "Direction must be 'forward', 'reverse' or 'mixed'." });

export const gameType = z.enum(GAME_TYPES, { error: (issue) => `Unknown game type: ${String(issue.input)}` });

const goalValue = z.coerce.number({ error: MSG.goalInvalid }).int(MSG.goalInvalid).positive(MSG.goalInvalid);

/** quick has no value; time (minutes) and cards carry a positive integer, no upper bound (docs/product.md: validation). */
export const sessionGoal = z.discriminatedUnion('type', [
  z.object({ type: z.literal('quick') }),
  z.object({ type: z.literal('time'), value: goalValue }),
  z.object({ type: z.literal('cards'), value: goalValue }),
]);

export const startSessionInput = z.object({
  deckId,
  gameType,
  goal: sessionGoal,
  // Remembered per deck when given; the deck's last direction when absent (docs/study-options.md).
  direction: studyDirection.optional(),
  constraintProfile: z.object({ isMobile: z.boolean().default(false) }).default({ isMobile: false }),
});

/** A day: longer is a tab left open, not an answer time. */
export const ANSWER_TIME_MAX_MS = 86_400_000;

export const answerResult = z.object({
  cardId,
  isCorrect: z.boolean(),
  gameType,
  // Stored in an INTEGER column: whole milliseconds, at most a day (as backups, docs/security.md).
  // Clamped rather than refused: a tab left open overnight must not make a whole submit fail.
  answerTimeMs: z
    .number()
    .nonnegative()
    .transform((ms) => Math.min(Math.round(ms), ANSWER_TIME_MAX_MS))
    .nullish(),
  usedHint: z.boolean().nullish(),
  // Flashcards (docs/study-options.md): the learner's grade, used as the FSRS rating; other games ignore it.
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).nullish(),
  // Type the Answer (docs/study-modes.md): what was typed. Not stored (the rating is); cut to 1,000
  // characters rather than refused, so one long paste never blocks a whole submit or offline queue.
  typedAnswer: z
    .string({ error: 'typedAnswer must be text.' })
    .transform(boundTypedAnswer)
    .nullish(),
});

/** Enough for any real session (a whole deck's master list) while bounding one request. */
export const MAX_RESULTS_PER_SUBMIT = 5000;

export const submitSessionInput = z.object({
  // The client's uuid; any short opaque id works as the idempotency key.
  sessionId: cleanString().trim().min(1, 'sessionId is required.').max(100),
  deckId,
  results: z.array(answerResult).max(MAX_RESULTS_PER_SUBMIT),
});

export const deckStatsInput = z.object({ deckId });

export type SessionGoal = z.infer<typeof sessionGoal>;
export type StartSessionInput = z.infer<typeof startSessionInput>;
export type SubmitSessionInput = z.infer<typeof submitSessionInput>;
export type AnswerResultInput = z.infer<typeof answerResult>;

export interface SubmitSessionResult {
  success: true;
  /** Counted answers written: one per card, the first one in the session. */
  applied: number;
  /** Results not applied: cards or decks deleted since, and repeat answers to a card. */
  skipped: number;
  /** True when this sessionId was already submitted; nothing changed. */
  duplicate: boolean;
}

export interface ReviewStats {
  dueNow: number;
  dueNext5Mins: number;
  dueNext2Hours: number;
  dueNext24Hours: number;
  /** Due after now and within 30 days (issue 48: the forecast stopped at a day). */
  dueNext30Days: number;
  /** Cards falling due in each of the next 30 days: [0] within 24 hours of now, [1] the next 24, …. */
  dueByDay: number[];
}

export interface LearningJourney {
  totalCardCount: number;
  distribution: Record<LevelKey, number>;
}

export interface PacingResult {
  status: PacingStatus;
  timeElapsedPercent: number;
  deckLearnedPercent: number;
  pacingStartDate: string;
  examDate: string;
  /** New cards a day that show every unseen card before the exam (docs/workload.md). */
  newCardsNeededPerDay: number;
  /** Unseen cards the deck's new cards per day can show before the exam. */
  newCardsSeenByExam: number;
  /** The simulated cost of that pace until the exam: mean reviews and minutes a day (null on exam day). */
  reviewsPerDayNeeded: number | null;
  minutesPerDayNeeded: number | null;
}

export interface HistoryEntry {
  studiedAt: string;
  accuracy: number;
}

export interface SmartGameOption {
  id: GameType;
  name: string;
  isEnabled: boolean;
  minCards: number;
  /** Set when the game is off for another reason than too few due cards (e.g. no crossword words). */
  unavailableReason?: string;
}

export interface AvailableSmartGames {
  /** Crossword's `isEnabled` is for the deck's remembered direction. */
  games: SmartGameOption[];
  /**
   * The directions a crossword can be built in (docs/study-options.md); empty below its minimum due cards.
   * Always sent; optional because a browser may hold an answer cached before it existed.
   */
  crosswordDirections?: StudyDirection[];
  dueCardCount: number;
  /** What a Quick Start holds (docs/study-options.md): due reviews and the new cards allowed today. */
  reviewCount: number;
  newCount: number;
  /**
   * The daily new-card limit (issue 29.2): today's limit, the new cards studied today, and the
   * due new cards beyond it. Optional: a browser may hold an answer cached before they existed.
   */
  newLimitToday?: number;
  newStudiedToday?: number;
  newWaitingCount?: number;
}
