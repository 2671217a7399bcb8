// Smart sessions (docs/study-sessions.md): start picks the cards and asks the games module for the master
// list; submit applies a chunk of answers to the FSRS schedule in one transaction.
import { State } from 'ts-fsrs';
import { loadStudiedDeck, type AuthedContext } from '../access.js';
import { isForeignKeyViolation, isUniqueViolation } from '../db/dialect.js';
import { badRequest, notFound } from '../errors.js';
import { MSG } from '../../shared/messages.js';
import type { FlashcardsData, GameData, TypingData } from '../../shared/games.js';
import { OPTIONS_ONLY, pickPractice, practiceCount } from '../domain/practiceFill.js';
import { askedIds, askOnly, PRACTICE_CROSSWORD_ATTEMPTS } from '../../shared/practiceFill.js';
import type { StartSessionInput, SubmitSessionInput, SubmitSessionResult } from '../../shared/schemas/sessions.js';
import { cardsPerMinute, selectCards } from '../domain/cardSelection.js';
import { localDay } from '../domain/days.js';
import { burySiblings, siblingKey } from '../domain/siblings.js';
import { newCardsLeftToday } from '../domain/newCards.js';
import { learnerRetention, setStudyDirection, studiedDeck } from '../repos/decks.js';
import { deckLanguages, deckLimitToday, introducedToday, todayOf, toDeckSummary } from './decks.js';
import { generateGame, isGameError } from '../../shared/generators/index.js';
import { createScheduler, REQUEST_RETENTION, type CardSchedule, type Scheduler } from '../domain/scheduler.js';
import {
  cardSchedules,
  deckCardsForSelection,
  insertReviewLogs,
  notesAnsweredOn,
  recentAnswerTimes,
  updateCardSchedules,
  type ReviewLogRow,
} from '../repos/reviews.js';
import { toGameCard } from '../repos/gameCards.js';
import { cssTypeIds, deckNoteTypeCss } from './noteTypes.js';
import { mediaUrlsFor } from '../repos/media.js';
import { findStudySession, insertStudySession } from '../repos/studySessions.js';
import { afterReviewsSaved, schedulingParameters } from './memoryModel.js';
import { balanceForSubmit } from './workload.js';

/** How many recent answers the cards-per-minute estimate looks at. */
const PACE_SAMPLE = 200;

// One ts-fsrs instance per (fuzz, parameters, retention): building one checks and clips the 21
// parameters, which a submit should not pay for every time. Bounded: cleared when it grows.
const schedulers = new Map<string, Scheduler>();
const MAX_CACHED_SCHEDULERS = 500;
function schedulerFor(fuzz: boolean, parameters: readonly number[] | undefined, desiredRetention: number): Scheduler {
  const key = `${fuzz}|${desiredRetention}|${parameters ? parameters.join(',') : 'default'}`;
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    if (schedulers.size >= MAX_CACHED_SCHEDULERS) schedulers.clear();
    schedulers.set(key, (scheduler = createScheduler({ fuzz, parameters, desiredRetention })));
  }
  return scheduler;
}

/**
 * The master list over the cards the goal selects: due reviews, and new cards only up to what
 * the deck's new cards per day still allow today (docs/study-options.md), in the chosen direction, which
 * the deck remembers.
 */
export async function startSession(ctx: AuthedContext, input: StartSessionInput): Promise<{ gameData: GameData; practiceCardIds: number[] }> {
  const deck = await loadStudiedDeck(ctx.db, ctx.user.id, input.deckId, ctx.now());
  const [cards, introduced] = await Promise.all([deckCardsForSelection(ctx.db, ctx.user.id, input.deckId), introducedToday(ctx, input.deckId)]);
  const perMinute = input.goal.type === 'time' ? cardsPerMinute(await recentAnswerTimes(ctx.db, ctx.user.id, PACE_SAMPLE)) : undefined;
  const allowance = newCardsLeftToday(deckLimitToday(deck, todayOf(ctx)), introduced.get(deck.id) ?? 0);
  // Bury siblings (docs/study-sessions.md): one card of a note per day, the most overdue first.
  const pool = Number(deck.bury_siblings ?? 1) === 1 ? burySiblings([...cards].sort((a, b) => a.due - b.due || a.id - b.id), await notesAnsweredOn(ctx.db, ctx.user.id, deck.id, todayOf(ctx))) : cards;
  const schedulable = pool.map((c) => ({ id: c.id, due: c.due, isNew: c.state === State.New }));
  const ids = selectCards(schedulable, input.goal, ctx.now().getTime(), perMinute, allowance);
  const direction = input.direction ?? toDeckSummary(deck).study_direction;
  if (input.direction && input.direction !== deck.study_direction) await setStudyDirection(ctx.db, ctx.user.id, deck.id, input.direction, ctx.now().getTime());
  const byId = new Map(cards.map((c) => [c.id, c]));
  // A light day's board is filled with the deck's other cards as practice (docs/study-sessions.md),
  // never with a sibling of a scheduled card (its prompt would give the answer away).
  const chosen = new Set(ids);
  const chosenNotes = new Set(ids.map((id) => siblingKey(byId.get(id)!)).filter((key) => key !== null));
  const others = cards.filter((c) => !chosen.has(c.id) && !chosenNotes.has(siblingKey(c) ?? '')).map((c) => c.id);
  const practiceWanted = practiceCount(input.gameType, ids.length, others.length);
  const attempts = practiceWanted === 0 ? 1 : input.gameType === 'crossword' ? PRACTICE_CROSSWORD_ATTEMPTS : 1;
  // The note types' CSS on the faces (docs/notes.md), only for types that have any.
  const noteTypeCss = await deckNoteTypeCss(ctx.db, deck.id);
  const cssTypes = cssTypeIds(noteTypeCss);
  const typeOf = (row: { note_type_id: number | null }) => (row.note_type_id !== null && cssTypes.has(row.note_type_id) ? row.note_type_id : null);
  const options = { all: true, isMobile: input.constraintProfile.isMobile, direction, languages: deckLanguages(deck) };
  let best: { data: GameData; practice: number[]; asked: number } | null = null;
  let lastError: string | null = null;
  for (let attempt = 0; attempt < attempts && (best === null || best.asked < ids.length); attempt++) {
    const practice = pickPractice(others, practiceWanted, Math.random);
    const rows = [...ids, ...practice].map((id) => byId.get(id)!);
    const urls = await mediaUrlsFor(ctx.db, rows);
    const generated = generateGame(input.gameType, rows.map((row) => toGameCard(row, urls, typeOf(row))), options);
    if (isGameError(generated)) {
      lastError = generated.error;
      continue;
    }
    const data = OPTIONS_ONLY.has(input.gameType) && practice.length > 0 ? askOnly(input.gameType, generated, chosen) : generated;
    const inGame = new Set(askedIds(input.gameType, data));
    const asked = ids.filter((id) => inGame.has(id)).length;
    if (best === null || asked > best.asked) best = { data, practice: practice.filter((id) => inGame.has(id)), asked };
  }
  if (best === null) throw badRequest(lastError ?? MSG.startSessionFailed);
  const gameData: GameData = Object.keys(noteTypeCss).length ? { ...best.data, noteTypeCss } : best.data;
  if (input.gameType === 'flashcards') await addNextIntervals(ctx, input.deckId, (gameData as FlashcardsData).cards);
  // Type the Answer's rating buttons show the same previews (docs/study-modes.md).
  if (input.gameType === 'typing') await addNextIntervals(ctx, input.deckId, (gameData as TypingData).items);
  return { gameData, practiceCardIds: best.practice };
}

/**
 * Flashcards show what each grade would do ('10m · 2d · 8d', docs/study-options.md): the server previews
 * the four ratings with the same scheduler a submit uses (the user's parameters, the deck's
 * retention), so the client needs no FSRS code. Fuzz can move the real interval slightly.
 */
async function addNextIntervals(ctx: AuthedContext, deckId: number, items: { id: number; nextIntervalsMs?: [number, number, number, number] | null }[]): Promise<void> {
  const now = ctx.now();
  const [parameters, retention] = await Promise.all([schedulingParameters(ctx.db, ctx.user.id), learnerRetention(ctx.db, ctx.user.id, deckId)]);
  const scheduler = schedulerFor(ctx.config.fsrsFuzz, parameters, retention ?? REQUEST_RETENTION);
  const schedules = new Map((await cardSchedules(ctx.db, ctx.user.id, deckId, items.map((c) => c.id))).map(({ id, ...schedule }) => [id, schedule]));
  for (const card of items) {
    const schedule = schedules.get(card.id);
    if (schedule) card.nextIntervalsMs = scheduler.nextIntervals(schedule, now);
  }
}

/** The games whose answers carry the learner's own rating (flashcards, docs/study-options.md; Type the Answer, docs/study-modes.md). */
const RATED_GAMES: ReadonlySet<string> = new Set(['flashcards', 'typing']);

/** A rated game's grade is the rating itself and decides correctness (rating ≥ 2); other games map (docs/learning-engine.md). */
function flashcardAware(answer: SubmitSessionInput['results'][number]) {
  if (RATED_GAMES.has(answer.gameType) && answer.rating) return { isCorrect: answer.rating >= 2, rating: answer.rating };
  return { isCorrect: answer.isCorrect, usedHint: answer.usedHint ?? false };
}

/**
 * Idempotent on (user, sessionId): a repeat answers success and changes nothing. Every answer
 * is applied in order (a card that came back after Again is answered again); results for cards or decks deleted since are skipped so one stale
 * queued session never blocks the client's queue. Another user's existing deck is refused (404).
 */
export async function submitSession(ctx: AuthedContext, input: SubmitSessionInput): Promise<SubmitSessionResult> {
  try {
    return await applySubmission(ctx, input).catch((error: unknown) => {
      // A card (or deck) its owner deleted while this ran (a shared deck's owner, docs/shared-decks.md): on
      // PostgreSQL the write then meets the deletion's foreign key. Nothing was written; again,
      // the deleted card is skipped like any other.
      if (isForeignKeyViolation(error)) return applySubmission(ctx, input);
      throw error;
    });
  } catch (error) {
    // The same chunk sent to two app processes at once (PostgreSQL, docs/postgresql.md): both read "not
    // submitted yet", the second one's insert of the key waits for the first and fails; its whole
    // transaction rolls back, so it answers as the duplicate it is.
    if (!isUniqueViolation(error)) throw error;
    const previous = await findStudySession(ctx.db, ctx.user.id, input.sessionId);
    if (!previous) throw error;
    return { success: true, applied: previous.applied, skipped: previous.skipped, duplicate: true };
  }
}

async function applySubmission(ctx: AuthedContext, input: SubmitSessionInput): Promise<SubmitSessionResult> {
  const now = ctx.now();
  const nowMs = now.getTime();
  const userId = ctx.user.id;
  const parameters = await schedulingParameters(ctx.db, userId);

  const result = await ctx.db.transaction().execute(async (trx): Promise<SubmitSessionResult> => {
    const previous = await findStudySession(trx, userId, input.sessionId);
    if (previous) return { success: true, applied: previous.applied, skipped: previous.skipped, duplicate: true };

    // Not requireOwnedDeck: a deck deleted (or left) since the answers were given offline is no
    // error (its answers are skipped); only a deck the learner never had is 404.
    const deck = await studiedDeck(trx, userId, input.deckId);
    if (deck === 'not theirs') throw notFound(MSG.deckNotFound);
    const scheduler = schedulerFor(ctx.config.fsrsFuzz, parameters, deck?.retention ?? REQUEST_RETENTION);

    // Every answer counts, in order (issue 29): a card answered Again comes back in the session and
    // its second answer is FSRS's next (re)learning step, as in Anki. The summary's "first answer
    // per card" is the client's; the schedule sees every answer.
    const answeredIds = [...new Set(input.results.map((r) => r.cardId))];
    const cards = deck ? await cardSchedules(trx, userId, input.deckId, answeredIds) : [];
    const schedules = new Map(cards.map(({ id, ...schedule }) => [id, schedule]));
    const day = localDay(now, ctx.user.timeZone);
    const logs: ReviewLogRow[] = [];
    // Load balancing and Easy Days (docs/workload.md): reviews lean toward the lighter days.
    const answers = input.results.map((r) => ({ cardId: r.cardId, answer: flashcardAware(r) }));
    const balance = deck ? await balanceForSubmit(trx, ctx, input.deckId, scheduler, answers, schedules, now) : undefined;
    for (const [i, answer] of input.results.entries()) {
      const schedule = schedules.get(answer.cardId);
      if (!schedule) continue;
      const { schedule: next, rating } = scheduler.review(schedule, answers[i].answer, now, balance?.days);
      if (balance && next.state === State.Review) balance.placed(next.due);
      schedules.set(answer.cardId, next);
      logs.push({
        userId,
        deckId: input.deckId,
        cardId: answer.cardId,
        sessionId: input.sessionId,
        rating,
        isCorrect: RATED_GAMES.has(answer.gameType) ? rating >= 2 : answer.isCorrect,
        gameType: answer.gameType,
        answerTimeMs: answer.answerTimeMs == null ? null : Math.round(answer.answerTimeMs),
        usedHint: answer.usedHint ?? false,
        reviewedAt: nowMs,
        localDay: day,
      });
    }
    const updates: { id: number; schedule: CardSchedule }[] = [...schedules].map(([id, schedule]) => ({ id, schedule }));
    await updateCardSchedules(trx, userId, input.deckId, updates);
    await insertReviewLogs(trx, logs);

    const applied = logs.length;
    const skipped = input.results.length - applied;
    await insertStudySession(trx, {
      id: input.sessionId,
      userId,
      deckId: input.deckId,
      gameType: input.results[0]?.gameType ?? null,
      applied,
      skipped,
      now: nowMs,
    });
    return { success: true, applied, skipped, duplicate: false };
  });
  // Every 1,000 new reviews the memory model refits itself, in the background (docs/memory-model.md).
  if (!result.duplicate && result.applied > 0) afterReviewsSaved(ctx);
  return result;
}
