// Per-deck dashboards and the user's streaks (docs/learning-engine.md). Days are the user's local days.
import { loadStudiedDeck, requireStudiedDeck, type AuthedContext } from '../access.js';
import type { Db } from '../db.js';
import { notFound } from '../errors.js';
import { GAME_MIN_CARDS, GAME_NAMES, GAME_TYPES } from '../../shared/constants.js';
import { crosswordSides } from '../../shared/cloze.js';
import { crosswordDirections, CROSSWORD_NOT_POSSIBLE_IN } from '../../shared/crossword.js';
import type { AvailableSmartGames, HistoryEntry, LearningJourney, PacingResult, ReviewStats } from '../../shared/schemas/sessions.js';
import { State } from 'ts-fsrs';
import { daysBetween, localDay } from '../domain/days.js';
import { accuracyPercent } from '../../shared/accuracy.js';
import { getDeckSummary } from './decks.js';
import { isLearned, levelDistribution, levelOf } from '../domain/levels.js';
import { computePacing } from '../domain/pacing.js';
import { computeStreaks, type Streaks } from '../domain/streaks.js';
import { paceCost } from './workload.js';
import { dailyAccuracy, deckCardLevels, deckCardsForSelection, dueWindowCounts, studyDays } from '../repos/reviews.js';

const MINUTE_MS = 60_000;
export const REVIEW_WINDOWS_MS = [5 * MINUTE_MS, 2 * 60 * MINUTE_MS, 24 * 60 * MINUTE_MS] as const;
/** The 30-day forecast: due within 1, 2, …, 30 days of now (docs/guide.md "Review forecast"). */
export const FORECAST_DAYS = 30;
const FORECAST_DAY_WINDOWS_MS = Array.from({ length: FORECAST_DAYS }, (_, i) => (i + 1) * 24 * 60 * MINUTE_MS);

const requireDeck = (ctx: AuthedContext, deckId: number) => requireStudiedDeck(ctx.db, ctx.user.id, deckId);

/**
 * 'Ready Now' is what a Quick Start can study now (issue 29.2): the due reviews and the new cards
 * today's limit still admits, never the new cards that wait for another day.
 */
export async function reviewStats(ctx: AuthedContext, deckId: number): Promise<ReviewStats> {
  const deck = await getDeckSummary(ctx, deckId);
  const { windows } = await dueWindowCounts(ctx.db, ctx.user.id, deckId, ctx.now().getTime(), [...REVIEW_WINDOWS_MS, ...FORECAST_DAY_WINDOWS_MS]);
  // The day windows are cumulative (due within d days): a day's count is the difference.
  const days = windows.slice(REVIEW_WINDOWS_MS.length);
  const dueByDay = days.map((within, i) => within - (i === 0 ? 0 : days[i - 1]));
  return { dueNow: deck.due_review_count + deck.new_available_count, dueNext5Mins: windows[0], dueNext2Hours: windows[1], dueNext24Hours: windows[2], dueNext30Days: days[days.length - 1], dueByDay };
}

export async function learningJourney(ctx: AuthedContext, deckId: number): Promise<LearningJourney> {
  await requireDeck(ctx, deckId);
  const cards = await deckCardLevels(ctx.db, ctx.user.id, deckId);
  return { totalCardCount: cards.length, distribution: levelDistribution(cards) };
}

/** 404 without an exam date or once the exam is past: the client then shows no meter. */
export async function pacing(ctx: AuthedContext, deckId: number): Promise<PacingResult> {
  const now = ctx.now();
  const deck = await loadStudiedDeck(ctx.db, ctx.user.id, deckId, now);
  if (!deck.exam_date) throw notFound('This deck has no exam date.');
  const cards = await deckCardLevels(ctx.db, ctx.user.id, deckId);
  const today = localDay(now, ctx.user.timeZone);
  const result = computePacing({
    today,
    examDate: deck.exam_date,
    pacingStartDate: deck.pacing_start_date,
    learnedCount: cards.filter((c) => isLearned(levelOf(c))).length,
    totalCount: cards.length,
    newCount: cards.filter((c) => c.state === State.New).length,
    newPerDay: Number(deck.new_cards_per_day),
  });
  if (!result) throw notFound('The exam date of this deck has passed.');
  // What the pace the exam needs costs, simulated until the exam (docs/workload.md).
  const daysLeft = daysBetween(today, deck.exam_date);
  const cost = daysLeft > 0 ? await paceCost(ctx, deckId, daysLeft, result.newCardsNeededPerDay) : null;
  return { ...result, reviewsPerDayNeeded: cost?.reviewsPerDay ?? null, minutesPerDayNeeded: cost?.minutesPerDay ?? null };
}

export async function history(ctx: AuthedContext, deckId: number): Promise<HistoryEntry[]> {
  await requireDeck(ctx, deckId);
  const rows = await dailyAccuracy(ctx.db, ctx.user.id, deckId);
  return rows.map((r) => ({
    studiedAt: r.local_day,
    accuracy: accuracyPercent(Number(r.correct), Number(r.answered)),
  }));
}

/**
 * The games a smart session can play now. dueCardCount is what is ready today: the due reviews
 * and the new cards the deck's daily allowance still admits (docs/study-options.md), as a Quick Start holds.
 */
export async function availableSmartGames(ctx: AuthedContext, deckId: number): Promise<AvailableSmartGames> {
  const deck = await getDeckSummary(ctx, deckId);
  const reviewCount = deck.due_review_count;
  const newCount = deck.new_available_count;
  const dueNow = reviewCount + newCount;
  // A light day's board is filled with the deck's other cards as practice (docs/study-sessions.md):
  // a game needs one card to schedule and a deck with enough cards for its board.
  const playable = (min: number) => dueNow > 0 && Math.max(dueNow, deck.card_count) >= min;
  // The crossword is only offered when the side that becomes its answers can build one (not, e.g.,
  // kana or Cyrillic, nor long phrases): per direction, so the modal can follow its Direction choice.
  const directions = playable(GAME_MIN_CARDS.crossword) ? crosswordDirections(crosswordCandidates(await deckCardsForSelection(ctx.db, ctx.user.id, deckId))) : [];
  const direction = deck.study_direction;
  return {
    games: GAME_TYPES.map((id) => {
      const game = { id, name: GAME_NAMES[id], isEnabled: playable(GAME_MIN_CARDS[id]), minCards: GAME_MIN_CARDS[id] };
      if (id === 'crossword' && game.isEnabled && !directions.includes(direction)) return { ...game, isEnabled: false, unavailableReason: CROSSWORD_NOT_POSSIBLE_IN[direction] };
      return game;
    }),
    crosswordDirections: directions,
    dueCardCount: dueNow,
    reviewCount,
    newCount,
    newLimitToday: deck.new_cards_limit_today,
    newStudiedToday: deck.new_studied_today,
    newWaitingCount: deck.new_waiting_count,
  };
}

/** Streaks over every deck of the user; called by auth.me (docs/security.md, docs/learning-engine.md). */
export async function getStreaks(db: Db, userId: number, now: Date, timeZone: string): Promise<Streaks> {
  return computeStreaks(await studyDays(db, userId), localDay(now, timeZone));
}

/** The cards as the crossword's answers read them: a cloze card by its one-word deletion (docs/study-modes.md). */
function crosswordCandidates(rows: readonly { term: string; definition: string; kind: 'basic' | 'cloze' | 'image-occlusion'; cloze_answer: string | null }[]) {
  // An image occlusion card asks a region of a picture, never a crossword word (docs/image-occlusion.md).
  return rows.flatMap((row) => (row.kind === 'image-occlusion' ? [] : row.kind === 'cloze' ? (crosswordSides({ ...row, clozeAnswer: row.cloze_answer }) ?? []) : [row]));
}
