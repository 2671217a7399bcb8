import { loadOwnedDeck, type AuthedContext } from '../access.js';
import { badRequest, notFound } from '../errors.js';
import { MSG } from '../../shared/messages.js';
import type { DeckDetail, DeckInfoInput, DeckSummary } from '../../shared/schemas/decks.js';
import { localDay } from '../domain/days.js';
import { listCards } from '../repos/cards.js';
import {
  deleteDeckRow,
  insertDeck,
  listDecks,
  updateDeckRow,
  type DeckRow,
} from '../repos/decks.js';

/** Row → the wire's snake_case deck (SPEC §3, DESIGN §1); never a raw row. */
export function toDeckSummary(row: DeckRow): DeckSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    source: row.source,
    updated_at: new Date(row.updated_at).toISOString(),
    card_count: Number(row.card_count),
    due_card_count: Number(row.due_card_count),
    exam_date: row.exam_date,
  };
}

export async function listUserDecks(ctx: AuthedContext): Promise<DeckSummary[]> {
  const rows = await listDecks(ctx.db, ctx.user.id, ctx.now().getTime());
  return rows.map(toDeckSummary);
}

const loadDeck = (ctx: AuthedContext, deckId: number) => loadOwnedDeck(ctx.db, ctx.user.id, deckId, ctx.now());

export async function getDeckSummary(ctx: AuthedContext, deckId: number): Promise<DeckSummary> {
  return toDeckSummary(await loadDeck(ctx, deckId));
}

export async function getDeck(ctx: AuthedContext, deckId: number): Promise<DeckDetail> {
  const row = await loadDeck(ctx, deckId);
  const flashcards = await listCards(ctx.db, deckId);
  return { ...toDeckSummary(row), flashcards };
}

export async function createDeck(ctx: AuthedContext, input: DeckInfoInput): Promise<DeckSummary> {
  const id = await insertDeck(ctx.db, {
    userId: ctx.user.id,
    name: input.name,
    description: input.description,
    source: 'manual',
    now: ctx.now().getTime(),
  });
  return getDeckSummary(ctx, id);
}

export async function updateDeckInfo(ctx: AuthedContext, deckId: number, input: DeckInfoInput): Promise<DeckSummary> {
  const updated = await updateDeckRow(ctx.db, ctx.user.id, deckId, { name: input.name, description: input.description }, ctx.now().getTime());
  if (!updated) throw notFound(MSG.deckNotFound);
  return getDeckSummary(ctx, deckId);
}

/**
 * Sets or clears the exam date. Setting records the day pacing starts from (DESIGN §5);
 * changing the date keeps that start, clearing removes both.
 */
export async function setExamDate(ctx: AuthedContext, deckId: number, examDate: string | null): Promise<DeckSummary> {
  const today = localDay(ctx.now(), ctx.user.timeZone);
  if (examDate !== null && examDate < today) {
    throw badRequest(MSG.examDateInPast, [{ msg: MSG.examDateInPast, path: 'examDate' }]);
  }
  const current = await loadDeck(ctx, deckId);
  const pacingStart = examDate === null ? null : (current.exam_date && current.pacing_start_date) || today;
  await updateDeckRow(ctx.db, ctx.user.id, deckId, { exam_date: examDate, pacing_start_date: pacingStart }, ctx.now().getTime());
  return getDeckSummary(ctx, deckId);
}

export async function deleteDeck(ctx: AuthedContext, deckId: number): Promise<{ success: true }> {
  // Cards, review logs and the rest go with the deck through ON DELETE CASCADE.
  const deleted = await deleteDeckRow(ctx.db, ctx.user.id, deckId);
  if (!deleted) throw notFound(MSG.deckNotFound);
  return { success: true };
}

