import type { Db } from '../db.js';
import type { Flashcard } from '../../shared/schemas/decks.js';
import { cardSidesOfRow, GAME_MEDIA_COLUMNS, type GameCardRow } from './gameCards.js';
import { flatOfSides } from '../../shared/cardSide.js';
import { tagsOf } from '../../shared/noteTypes.js';
import { CLOZE_CARD_COLUMNS, clozeFieldsOf } from './clozeCards.js';
import { mediaUrlsFor, type MediaUrlOf } from './media.js';
import { cardOcclusions, OcclusionError, parseOcclusions, type OcclusionSet } from '../../shared/imageOcclusion.js';
import { htmlToPlainText } from '../domain/richText/plainText.js';

// Every card leaves the repo as a Flashcard: its media ids become URLs here, in one place, so
// each REST and tRPC answer carries them (docs/anki-history.md). A URL names the file's random public id,
// never its row id (migration 0013), read with `mediaUrlsFor`.

const CARD_COLUMNS = ['id', 'note_id', 'term', 'definition', ...GAME_MEDIA_COLUMNS, ...CLOZE_CARD_COLUMNS] as const;

/** A game card and a listed card are read from the same columns. */
type CardRow = GameCardRow & { cloze_text: string | null; cloze_extra: string | null; note_id: number | null };

export function toFlashcard(row: CardRow, mediaUrl: MediaUrlOf): Flashcard {
  return {
    id: row.id,
    noteId: row.note_id,
    // The REST answer keeps its documented flat fields (docs/media.md); the sides are built once.
    ...flatOfSides(cardSidesOfRow(row, mediaUrl)),
    ...clozeFieldsOf(row),
  };
}

/**
 * A deck's cards with their notes' tags; with `tag`, only the cards whose note has that tag or one
 * below it (`lang` finds `lang::fr`), without case, as Anki's `tag:` search (docs/notes.md).
 */
export async function listCards(db: Db, deckId: number, tag?: string, cssTypes: ReadonlySet<number> = new Set()): Promise<Flashcard[]> {
  let query = db
    .selectFrom('cards')
    .leftJoin('notes', 'notes.id', 'cards.note_id')
    .select(CARD_COLUMNS.map((c) => `cards.${c}` as const))
    .select(['notes.tags', 'notes.note_type_id', 'cards.suspended', 'cards.ord'])
    .where('cards.deck_id', '=', deckId);
  if (tag) {
    const wanted = ` ${tag.toLowerCase()}`;
    query = query.where((eb) => eb.or([eb(eb.fn('lower', ['notes.tags']), 'like', `%${likeEscape(wanted)} %`), eb(eb.fn('lower', ['notes.tags']), 'like', `%${likeEscape(wanted)}::%`)]));
  }
  const rows = await query.orderBy('cards.id').execute();
  const urls = await mediaUrlsFor(db, rows);
  const occlusions = await occlusionSetsOf(db, rows);
  // A card whose note type has CSS names it (docs/notes.md): the list puts the face's scope class on.
  return rows.map((row) => {
    const card: Flashcard = { ...toFlashcard(row, urls), tags: tagsOf(row.tags ?? ' '), ...(Number(row.suspended) === 1 ? { suspended: true } : {}) };
    if (row.note_type_id !== null && cssTypes.has(row.note_type_id)) card.noteTypeId = row.note_type_id;
    const set = row.kind === 'image-occlusion' && row.note_id !== null ? occlusions.get(row.note_id) : undefined;
    if (set) card.occlusions = cardOcclusions(set, row.ord + 1);
    return card;
  });
}

/**
 * The shapes of the image occlusion notes of these cards (docs/image-occlusion.md), by note id:
 * their Occlusion field (the first) read again. A field that no longer reads gives no shapes.
 */
async function occlusionSetsOf(db: Db, rows: readonly { kind: string; note_id: number | null }[]): Promise<Map<number, OcclusionSet>> {
  const ids = [...new Set(rows.flatMap((row) => (row.kind === 'image-occlusion' && row.note_id !== null ? [row.note_id] : [])))];
  const sets = new Map<number, OcclusionSet>();
  for (let at = 0; at < ids.length; at += 500) {
    const notes = await db.selectFrom('notes').select(['id', 'fields']).where('id', 'in', ids.slice(at, at + 500)).execute();
    for (const note of notes) {
      try {
        const fields = JSON.parse(note.fields) as string[];
        sets.set(note.id, parseOcclusions(htmlToPlainText(fields[0] ?? '', { keepNewlines: true })));
      } catch (error) {
        if (!(error instanceof OcclusionError) && !(error instanceof SyntaxError)) throw error;
      }
    }
  }
  return sets;
}

/** A LIKE pattern's literal text: `%` and `_` in a tag match only themselves (with ESCAPE-free LIKE, they are rare; dropped to `_`). */
const likeEscape = (text: string) => text.replace(/[%_\\]/g, '_');

/** A card with its deck id and media ids, only when the deck belongs to the user. */
/** True when the card is in a deck the user subscribes to (not theirs: a write is 403 there). */
export async function isSubscribedCard(db: Db, userId: number, cardId: number): Promise<boolean> {
  const row = await db
    .selectFrom('cards as c')
    .innerJoin('deck_learners as l', 'l.deck_id', 'c.deck_id')
    .select('c.id')
    .where('c.id', '=', cardId)
    .where('l.user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export function findOwnedCard(db: Db, userId: number, cardId: number) {
  return db
    .selectFrom('cards')
    .innerJoin('decks', 'decks.id', 'cards.deck_id')
    .select([
      'cards.id',
      'cards.deck_id',
      'cards.term',
      'cards.definition',
      'cards.term_image_id',
      'cards.definition_image_id',
      'cards.term_audio_id',
      'cards.definition_audio_id',
      'cards.kind',
      'cards.term_html',
      'cards.definition_html',
    ])
    .where('cards.id', '=', cardId)
    .where('decks.user_id', '=', userId)
    .executeTakeFirst();
}

export interface CardWrite {
  term: string;
  definition: string;
  /** A side's sanitized HTML (docs/rich-cards.md); null or absent for a plain side. */
  termHtml?: string | null;
  definitionHtml?: string | null;
  termImageId: number | null;
  definitionImageId: number | null;
  termAudioId: number | null;
  definitionAudioId: number | null;
}

/** A card's four media ids, as a write names them. */
export type CardMediaWrite = Pick<CardWrite, 'termImageId' | 'definitionImageId' | 'termAudioId' | 'definitionAudioId'>;

/** A card row's media ids (the columns are named here, in the repository, not in services). */
export const mediaIdsOfRow = (row: { term_image_id: number | null; definition_image_id: number | null; term_audio_id: number | null; definition_audio_id: number | null }): CardMediaWrite => ({
  termImageId: row.term_image_id,
  definitionImageId: row.definition_image_id,
  termAudioId: row.term_audio_id,
  definitionAudioId: row.definition_audio_id,
});

/** The media columns of a write. */
export const mediaColumnsOf = (media: CardMediaWrite) => ({
  term_image_id: media.termImageId,
  definition_image_id: media.definitionImageId,
  term_audio_id: media.termAudioId,
  definition_audio_id: media.definitionAudioId,
});

/** The columns a card write sets, the same for a new card and an edit. */
function cardColumns(fields: CardWrite) {
  return {
    term: fields.term,
    definition: fields.definition,
    term_html: fields.termHtml ?? null,
    definition_html: fields.definitionHtml ?? null,
    ...mediaColumnsOf(fields),
  };
}

/** A new card is FSRS state New and due from its creation for every learner: no card_states row (docs/learning-engine.md, docs/shared-decks.md). */
export async function insertCard(db: Db, card: CardWrite & { deckId: number; now: number }): Promise<Flashcard> {
  const row = await db
    .insertInto('cards')
    .values({
      deck_id: card.deckId,
      ...cardColumns(card),
      created_at: card.now,
      updated_at: card.now,
    })
    .returning(CARD_COLUMNS)
    .executeTakeFirstOrThrow();
  return toFlashcard(row, await mediaUrlsFor(db, [row]));
}

export async function updateCardRow(db: Db, cardId: number, fields: CardWrite, now: number): Promise<Flashcard> {
  const row = await db
    .updateTable('cards')
    .set({
      ...cardColumns(fields),
      updated_at: now,
    })
    .where('id', '=', cardId)
    .returning(CARD_COLUMNS)
    .executeTakeFirstOrThrow();
  return toFlashcard(row, await mediaUrlsFor(db, [row]));
}

/** These cards as Flashcards, in the order given (a cloze note's cards after an edit). */
export async function cardsByIds(db: Db, ids: readonly number[]): Promise<Flashcard[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('cards').select(CARD_COLUMNS).where('id', 'in', ids).execute();
  const urls = await mediaUrlsFor(db, rows);
  const byId = new Map(rows.map((row) => [row.id, toFlashcard(row, urls)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function deleteCardRow(db: Db, cardId: number) {
  return db.deleteFrom('cards').where('id', '=', cardId).execute();
}
