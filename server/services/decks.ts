import { loadStudiedDeck, requireOwnedDeck, type AuthedContext } from '../access.js';
import { badRequest, notFound } from '../errors.js';
import { MSG } from '../../shared/messages.js';
import type { DeckDetail, DeckInfoInput, DeckSettingsInput, DeckSummary } from '../../shared/schemas/decks.js';
import { localDay } from '../domain/days.js';
import { localDayStart, newCardLimitToday, newCardsLeftToday } from '../domain/newCards.js';
import { STUDY_DIRECTIONS, type StudyDirection } from '../../shared/generators/direction.js';
import { listCards } from '../repos/cards.js';
import { cssTypeIds, deckNoteTypeCss } from './noteTypes.js';
import { deleteUnreferencedMedia, mediaIdsOfDecks } from '../repos/media.js';
import { deleteSubscription, dropPreparedCopies, handOverToSubscribers, prepareHandOver } from '../repos/sharedDecks.js';
import {
  deleteHiddenDeckInChunks,
  hideOwnedDeck,
  ownedDeckId,
  IMPORTING_SOURCE,
  insertDeck,
  listDecks,
  newCardsIntroducedSince,
  saveLearnerSettings,
  updateDeckRow,
  type DeckRow,
} from '../repos/decks.js';

/** Today's new-card limit of a deck row on the user's local day (issue 29.2). */
export function deckLimitToday(row: DeckRow, today: string): number {
  return newCardLimitToday(Number(row.new_cards_per_day), Number(row.extra_new_cards ?? 0), row.extra_new_cards_day ?? null, today);
}

/** The user's local day now: today's limit change holds on it. */
export const todayOf = (ctx: AuthedContext) => localDay(ctx.now(), ctx.user.timeZone);

/**
 * Row → the wire's snake_case deck (docs/product.md: entities, docs/foundation.md); never a raw row. `introducedToday`:
 * the deck's cards first answered today, which the new-card allowance subtracts (docs/study-options.md).
 * `today`: the user's local day, for today's change of the limit (absent: the per-day setting).
 */
export function toDeckSummary(row: DeckRow, introducedToday = 0, today?: string): DeckSummary {
  const newDue = Number(row.new_due_count);
  const limit = today ? deckLimitToday(row, today) : Number(row.new_cards_per_day);
  const available = Math.min(newDue, newCardsLeftToday(limit, introducedToday));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    source: row.source,
    updated_at: new Date(row.updated_at).toISOString(),
    card_count: Number(row.card_count),
    due_card_count: Number(row.due_card_count),
    exam_date: row.exam_date,
    desired_retention: Number(row.desired_retention),
    study_direction: (STUDY_DIRECTIONS as readonly string[]).includes(row.study_direction) ? (row.study_direction as StudyDirection) : 'forward',
    new_cards_per_day: Number(row.new_cards_per_day),
    due_review_count: Number(row.due_card_count) - newDue,
    new_available_count: available,
    new_cards_limit_today: limit,
    new_studied_today: introducedToday,
    new_waiting_count: newDue - available,
    term_language: row.term_language ?? null,
    definition_language: row.definition_language ?? null,
    is_owner: Number(row.is_owner) === 1,
    shared_by: Number(row.is_owner) === 1 ? null : row.owner_name,
    visibility: row.visibility === 'server' ? 'server' : 'private',
    share_progress: Number(row.share_progress) === 1,
    bury_siblings: Number(row.bury_siblings ?? 1) === 1,
  };
}

/** Per deck, the cards first answered since the user's local midnight. */
export function introducedToday(ctx: AuthedContext, deckId?: number): Promise<Map<number, number>> {
  return newCardsIntroducedSince(ctx.db, ctx.user.id, localDayStart(ctx.now(), ctx.user.timeZone), deckId);
}

export async function listUserDecks(ctx: AuthedContext): Promise<DeckSummary[]> {
  const [rows, introduced] = await Promise.all([listDecks(ctx.db, ctx.user.id, ctx.now().getTime()), introducedToday(ctx)]);
  const today = todayOf(ctx);
  return rows.map((row) => toDeckSummary(row, introduced.get(row.id), today));
}

const loadDeck = (ctx: AuthedContext, deckId: number) => loadStudiedDeck(ctx.db, ctx.user.id, deckId, ctx.now());

export async function getDeckSummary(ctx: AuthedContext, deckId: number): Promise<DeckSummary> {
  const row = await loadDeck(ctx, deckId);
  return toDeckSummary(row, (await introducedToday(ctx, deckId)).get(deckId), todayOf(ctx));
}

export async function getDeck(ctx: AuthedContext, deckId: number, tag?: string): Promise<DeckDetail> {
  const row = await loadDeck(ctx, deckId);
  const noteTypeCss = await deckNoteTypeCss(ctx.db, deckId);
  const [flashcards, introduced] = await Promise.all([listCards(ctx.db, deckId, tag, cssTypeIds(noteTypeCss)), introducedToday(ctx, deckId)]);
  const detail: DeckDetail = { ...toDeckSummary(row, introduced.get(deckId), todayOf(ctx)), flashcards };
  // Only when a type has CSS (docs/notes.md): a deck of built-ins answers as before.
  if (Object.keys(noteTypeCss).length) detail.noteTypeCss = noteTypeCss;
  return detail;
}

export async function createDeck(ctx: AuthedContext, input: DeckInfoInput): Promise<DeckSummary> {
  const id = await insertDeck(ctx.db, {
    userId: ctx.user.id,
    name: input.name,
    description: input.description,
    source: 'manual',
    now: ctx.now().getTime(),
    desiredRetention: input.desiredRetention,
    newCardsPerDay: input.newCardsPerDay,
    termLanguage: input.termLanguage,
    definitionLanguage: input.definitionLanguage,
  });
  return getDeckSummary(ctx, id);
}

/** The owner's edit of the deck's name and description, with their own study settings. */
export async function updateDeckInfo(ctx: AuthedContext, deckId: number, input: DeckInfoInput): Promise<DeckSummary> {
  const now = ctx.now().getTime();
  await ctx.db.transaction().execute(async (trx) => {
    await requireOwnedDeck(trx, ctx.user.id, deckId);
    await updateDeckRow(trx, ctx.user.id, deckId, { name: input.name, description: input.description, ...languageChanges(input) }, now);
    const settings = { ...retentionChange(input.desiredRetention), ...(input.newCardsPerDay === undefined ? {} : { new_cards_per_day: input.newCardsPerDay }), ...burySiblingsChange(input.burySiblings) };
    await saveLearnerSettings(trx, ctx.user.id, deckId, settings, now);
  });
  return getDeckSummary(ctx, deckId);
}

/**
 * Today's new-card limit of one deck (issue 29.2): the Smart Session modal's field and 'Study 10
 * more new cards today'. Kept as the difference from the per-day setting, for today only.
 */
export async function setNewCardsToday(ctx: AuthedContext, deckId: number, limit: number): Promise<DeckSummary> {
  const row = await loadDeck(ctx, deckId);
  if (row.source === IMPORTING_SOURCE) throw notFound(MSG.deckNotFound);
  await saveLearnerSettings(ctx.db, ctx.user.id, deckId, { extra_new_cards: limit - Number(row.new_cards_per_day), extra_new_cards_day: todayOf(ctx) }, ctx.now().getTime());
  return getDeckSummary(ctx, deckId);
}

/**
 * Some of a deck's settings, without its name (REST `PUT /api/decks/{id}` without `name`): each one
 * given changes, the rest stay. The languages belong to the deck, so only its owner may set them
 * (a subscriber gets 403); retention, new cards per day and the exam date are the learner's own.
 * All or nothing: a refused exam date leaves the other settings unchanged too.
 */
export async function updateDeckSettings(ctx: AuthedContext, deckId: number, input: DeckSettingsInput): Promise<DeckSummary> {
  const now = ctx.now().getTime();
  const today = localDay(ctx.now(), ctx.user.timeZone);
  const { examDate } = input;
  if (examDate !== undefined && examDate !== null && examDate < today) {
    throw badRequest(MSG.examDateInPast, [{ msg: MSG.examDateInPast, path: 'examDate' }]);
  }
  await ctx.db.transaction().execute(async (trx) => {
    const languages = languageChanges(input);
    if (Object.keys(languages).length > 0) {
      await requireOwnedDeck(trx, ctx.user.id, deckId);
      await updateDeckRow(trx, ctx.user.id, deckId, languages, now);
    }
    const current = await loadStudiedDeck(trx, ctx.user.id, deckId, ctx.now());
    if (current.source === IMPORTING_SOURCE) throw notFound(MSG.deckNotFound);
    const exam =
      examDate === undefined
        ? {}
        : { exam_date: examDate, pacing_start_date: examDate === null ? null : (current.exam_date && current.pacing_start_date) || today };
    const perDay = input.newCardsPerDay === undefined ? {} : { new_cards_per_day: input.newCardsPerDay };
    await saveLearnerSettings(trx, ctx.user.id, deckId, { ...retentionChange(input.desiredRetention), ...perDay, ...exam, ...burySiblingsChange(input.burySiblings) }, now);
  });
  return getDeckSummary(ctx, deckId);
}

/** Bury siblings as the learner's row stores it (1 on, 0 off); absent: unchanged. */
const burySiblingsChange = (on: boolean | undefined) => (on === undefined ? {} : { bury_siblings: on ? (1 as const) : (0 as const) });

/** The languages the input names; an absent one stays as it is (docs/study-modes.md). */
const languageChanges = (input: Pick<DeckInfoInput, 'termLanguage' | 'definitionLanguage'>) => ({
  ...(input.termLanguage === undefined ? {} : { term_language: input.termLanguage }),
  ...(input.definitionLanguage === undefined ? {} : { definition_language: input.definitionLanguage }),
});

/** A deck's languages as the game generators take them (docs/study-modes.md). */
export const deckLanguages = (row: Pick<DeckRow, 'term_language' | 'definition_language'>) => ({
  term: row.term_language ?? null,
  definition: row.definition_language ?? null,
});

// Two decimals are all the setting means; rounding keeps the scheduler cache small.
const retentionChange = (r: number | undefined) => (r === undefined ? {} : { desired_retention: Math.round(r * 100) / 100 });

/**
 * Sets or clears the exam date. Setting records the day pacing starts from (docs/learning-engine.md);
 * changing the date keeps that start, clearing removes both.
 */
export async function setExamDate(ctx: AuthedContext, deckId: number, examDate: string | null): Promise<DeckSummary> {
  const today = localDay(ctx.now(), ctx.user.timeZone);
  if (examDate !== null && examDate < today) {
    throw badRequest(MSG.examDateInPast, [{ msg: MSG.examDateInPast, path: 'examDate' }]);
  }
  const current = await loadDeck(ctx, deckId);
  const pacingStart = examDate === null ? null : (current.exam_date && current.pacing_start_date) || today;
  await saveLearnerSettings(ctx.db, ctx.user.id, deckId, { exam_date: examDate, pacing_start_date: pacingStart }, ctx.now().getTime());
  return getDeckSummary(ctx, deckId);
}

/**
 * A subscriber's delete leaves the deck: their progress goes, the owner's deck stays (docs/shared-decks.md).
 * The owner's delete first gives each subscriber their own copy with their progress, prepared in
 * short transactions under hidden decks and revealed in one short transaction that also hides
 * the deck; then the deck goes a chunk at a time, its media files no other card of the user uses
 * last (docs/media.md, docs/security.md "Round 4: shared-deck hand-over and copies").
 */
export async function deleteDeck(ctx: AuthedContext, deckId: number): Promise<{ success: true }> {
  const now = ctx.now().getTime();
  const owned = await ctx.db.transaction().execute(async (trx) => {
    if (await deleteSubscription(trx, ctx.user.id, deckId)) return false;
    if ((await ownedDeckId(trx, ctx.user.id, deckId)) === undefined) throw notFound(MSG.deckNotFound);
    return true;
  });
  if (!owned) return { success: true };
  const prepared = await prepareHandOver(ctx.db, deckId, now);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await hideOwnedDeck(trx, ctx.user.id, deckId))) throw notFound(MSG.deckNotFound);
      await handOverToSubscribers(trx, deckId, now, prepared);
    });
  } finally {
    // Copies not revealed (the deletion failed, or a copy was made anew) are still hidden.
    await dropPreparedCopies(ctx.db, prepared);
  }
  const mediaIds = await mediaIdsOfDecks(ctx.db, [deckId]);
  await deleteHiddenDeckInChunks(ctx.db, ctx.user.id, deckId, (trx) => deleteUnreferencedMedia(trx, ctx.user.id, mediaIds));
  return { success: true };
}
