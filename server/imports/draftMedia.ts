import type { Db } from '../db.js';
import { ankiKeyOf } from '../domain/import/ankiTemplateKey.js';
import type { DraftMediaBytes } from '../domain/import/draftMedia.js';
import type { DraftCard, ImportDraft } from '../domain/import/preview.js';
import type { ImportedCard } from '../repos/importedCards.js';
import { ImportMediaMissing, mediaUrlsFor, missingMediaIds, saveImportedMediaByIndex } from '../repos/media.js';
import { resolveAnkiImages } from '../domain/richText/ankiField.js';
import type { CacheOwner } from './draftCache.js';

// An import's media files (docs/media.md): the preview stores the files in `media` and the cache
// row names their ids (`mediaIds`); the confirm gives each card the ids of its files.

/**
 * An Anki draft's files go straight into the user's `media` rows, before the cache row that
 * names them by id (`mediaIds`, by index in `draft.media`): written once, not copied at confirm
 * (docs/media.md). If the preview fails after this its id is never answered, and the files,
 * on no card, go with the sweeper's grace.
 */
export async function storeDraftMedia(db: Db, owner: CacheOwner, media: DraftMediaBytes[]): Promise<(number | null)[] | undefined> {
  if (media.length === 0) return undefined;
  return saveImportedMediaByIndex(db, owner.userId, media, owner.now);
}

/**
 * Gives the cards of a chunk the media ids of their files (docs/media.md), in the chunk's own
 * transaction. The files were stored at preview (`storedIds`): each is only checked to be still
 * the user's, once, by the first chunk that uses it.
 */
export function draftMediaStore(userId: number, importId: string, draft: ImportDraft, storedIds?: (number | null)[]) {
  const ids = new Map<number, number>();
  return {
    async withIds(db: Db, cards: DraftCard[]): Promise<ImportedCard[]> {
      const files = draft.media;
      if (!files?.length) {
        return cards.map((card) => importedCard(card, null, null, null, null, resolvedSide(card.termHtml, card.termImages, NO_URL), resolvedSide(card.definitionHtml, card.definitionImages, NO_URL)));
      }
      const wanted: number[] = [];
      const queued = new Set<number>();
      for (const card of cards) {
        for (const index of [card.termImage, card.definitionImage, card.termAudio, card.definitionAudio, ...(card.termImages ?? []), ...(card.definitionImages ?? [])]) {
          if (index == null || storedIds?.[index] == null || ids.has(index) || queued.has(index)) continue;
          queued.add(index);
          wanted.push(index);
        }
      }
      // Only checked to be still there, in the transaction that writes the cards using them (a
      // card delete or the sweeper may have removed one since).
      if (wanted.length) {
        const gone = await missingMediaIds(db, userId, wanted.map((index) => storedIds![index]!));
        if (gone.length) throw new ImportMediaMissing(importId);
        for (const index of wanted) ids.set(index, storedIds![index]!);
      }
      const idOf = (index: number | undefined) => (index === undefined ? null : (ids.get(index) ?? null));
      const imported = cards.map((card) =>
        importedCard(card, idOf(card.termImage), idOf(card.definitionImage), idOf(card.termAudio), idOf(card.definitionAudio), null, null),
      );
      // A rich side shows its images inline by URL (docs/rich-cards.md): one read of the public ids.
      const shown = new Set<number>();
      const show = (id: number | null | undefined) => {
        if (id != null) shown.add(id);
      };
      for (let i = 0; i < cards.length; i++) {
        const card = cards[i];
        if (!card.termHtml && !card.definitionHtml) continue;
        show(imported[i].termImageId);
        show(imported[i].definitionImageId);
        for (const index of card.termImages ?? NONE) show(idOf(index ?? undefined));
        for (const index of card.definitionImages ?? NONE) show(idOf(index ?? undefined));
      }
      const urlOf = shown.size ? await mediaUrlsFor(db, [...shown].map((id) => ({ term_image_id: id }))) : NO_URL;
      const urlOfIndex = (index: number | null) => urlOf(idOf(index ?? undefined));
      for (let i = 0; i < cards.length; i++) {
        const card = cards[i];
        if (!card.termHtml && !card.definitionHtml) continue;
        imported[i].termHtml = resolvedSide(card.termHtml, card.termImages, urlOfIndex);
        imported[i].definitionHtml = resolvedSide(card.definitionHtml, card.definitionImages, urlOfIndex);
      }
      return imported;
    },
    /**
     * The URLs of these files of the draft (by index in `draft.media`), for an Anki note's field
     * pictures (imports/ankiNotes.ts), checked to be still the user's as a card's are.
     */
    async urlsOf(db: Db, indexes: readonly number[]): Promise<(index: number) => string | null> {
      const wanted = [...new Set(indexes)].filter((index) => storedIds?.[index] != null && !ids.has(index));
      if (wanted.length) {
        const gone = await missingMediaIds(db, userId, wanted.map((index) => storedIds![index]!));
        if (gone.length) throw new ImportMediaMissing(importId);
        for (const index of wanted) ids.set(index, storedIds![index]!);
      }
      const rowIds = [...new Set(indexes)].flatMap((index) => (ids.has(index) ? [ids.get(index)!] : []));
      if (rowIds.length === 0) return NO_URL;
      const urlOf = await mediaUrlsFor(db, rowIds.map((id) => ({ term_image_id: id })));
      return (index) => urlOf(ids.get(index) ?? null);
    },
  };
}

const NONE: readonly (number | null)[] = [];
const NO_URL = () => null;

/** The row a draft card becomes, built field by field: no spread, as it runs for every card. */
function importedCard(
  card: DraftCard,
  termImageId: number | null,
  definitionImageId: number | null,
  termAudioId: number | null,
  definitionAudioId: number | null,
  termHtml: string | null,
  definitionHtml: string | null,
): ImportedCard {
  return {
    term: card.term,
    definition: card.definition,
    termImageId,
    definitionImageId,
    termAudioId,
    definitionAudioId,
    termHtml,
    definitionHtml,
    history: card.history,
    cloze: card.cloze,
    occlusion: card.occlusion,
    ankiKey: ankiKeyOf(card),
  };
}

/**
 * A rich side's HTML with each placeholder image resolved to its stored file's URL: image k of
 * the side to the file of its `images[k]` (`urlOfIndex`).
 */
function resolvedSide(html: string | undefined, images: (number | null)[] | undefined, urlOfIndex: (index: number | null) => string | null): string | null {
  if (!html) return null;
  if (!html.includes('<img')) return html;
  return resolveAnkiImages(html, (k) => urlOfIndex(images?.[k] ?? null));
}

/** A draft card's rich sides without its files (a re-import keeps no files): images left out. */
export function resolveAnkiSides(card: DraftCard): { termHtml: string | null; definitionHtml: string | null } {
  return { termHtml: resolvedSide(card.termHtml, card.termImages, NO_URL), definitionHtml: resolvedSide(card.definitionHtml, card.definitionImages, NO_URL) };
}
