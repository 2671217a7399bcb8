import type { Db } from '../db.js';
import { ankiKeyOf } from '../domain/import/ankiTemplateKey.js';
import type { DraftMediaBytes } from '../domain/import/draftMedia.js';
import type { DraftCard, ImportDraft } from '../domain/import/preview.js';
import { sha256Hex } from '../domain/sha256.js';
import type { ImportedCard } from '../repos/importedCards.js';
import { copyImportMedia, ImportMediaMissing, mediaUrlsFor, missingMediaIds, saveImportedMediaByIndex, saveMediaBatch } from '../repos/media.js';
import { resolveAnkiImages } from '../domain/richText/ankiField.js';
import type { CacheOwner } from './draftCache.js';

// An import's media files (DESIGN §12, docs/media.md). Drafts come in three generations, and a
// confirm within a cache lifetime of an upgrade may meet any of them:
// - today: the preview stores the files in `media` and the cache row names their ids (`mediaIds`);
// - after migration 0010, before the ids: the files wait in `import_media`, copied at confirm;
// - before 0010: the files are inline in the cached JSON, as base64.

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
 * Gives the cards of a chunk the media ids of their files (DESIGN §12), in the chunk's own
 * transaction. Files stored at preview (`storedIds`) are only checked to be still the user's,
 * once each, by the first chunk that uses them. An older draft's files are stored here instead:
 * copied from import_media (or, before 0010, decoded from base64), each file once, in the
 * transaction of the first chunk that uses it, so such an import that fails leaves no file behind.
 */
export function draftMediaStore(userId: number, importId: string, draft: ImportDraft, now: number, storedIds?: (number | null)[]) {
  const ids = new Map<number, number>();
  return {
    async withIds(db: Db, cards: DraftCard[]): Promise<ImportedCard[]> {
      const files = draft.media;
      if (!files?.length) {
        return cards.map((card) => importedCard(card, null, null, null, null, resolvedSide(card.termHtml, card.termImages, null, NO_URL), resolvedSide(card.definitionHtml, card.definitionImages, null, NO_URL)));
      }
      const wanted: number[] = [];
      const queued = new Set<number>();
      for (const card of cards) {
        for (const index of [card.termImage, card.definitionImage, card.termAudio, card.definitionAudio, ...(card.termImages ?? []), ...(card.definitionImages ?? [])]) {
          if (index == null || !files[index] || ids.has(index) || queued.has(index)) continue;
          queued.add(index);
          wanted.push(index);
        }
      }
      // Stored at preview: only checked to be still there, in the transaction that writes the
      // cards using them (a card delete or the sweeper may have removed one since).
      const atPreview = storedIds ? wanted.filter((index) => storedIds[index] != null) : [];
      if (atPreview.length) {
        const gone = await missingMediaIds(db, userId, atPreview.map((index) => storedIds![index]!));
        if (gone.length) throw new ImportMediaMissing(importId);
        for (const index of atPreview) ids.set(index, storedIds![index]!);
      }
      // An older draft: rows of import_media, copied into `media` in the database (no bytes here).
      const inTable = storedIds ? [] : wanted.filter((index) => files[index].base64 === undefined);
      if (inTable.length) {
        const stored = await copyImportMedia(db, userId, importId, inTable.map((idx) => ({ idx, sha256: files[idx].sha256! })), now);
        inTable.forEach((index, at) => ids.set(index, stored[at]));
      }
      // A draft cached before migration 0010 (an upgrade within a cache lifetime) has base64.
      const inline = storedIds ? [] : wanted.filter((index) => files[index].base64 !== undefined);
      if (inline.length) {
        const batch = inline.map((index) => {
          const bytes = Buffer.from(files[index].base64!, 'base64');
          return { sha256: files[index].sha256 ?? sha256Hex(bytes), mime: files[index].mime, bytes };
        });
        const stored = await saveMediaBatch(db, userId, batch, now);
        inline.forEach((index, at) => ids.set(index, stored[at]));
      }
      const idOf = (index: number | undefined) => (index === undefined ? null : (ids.get(index) ?? null));
      const imported = cards.map((card) =>
        importedCard(card, idOf(card.termImage), idOf(card.definitionImage), idOf(card.termAudio), idOf(card.definitionAudio), null, null),
      );
      // A rich side shows its images inline by URL (DESIGN §18): one read of the public ids. An
      // older draft's one placeholder per side is the side's own image.
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
        imported[i].termHtml = resolvedSide(card.termHtml, card.termImages, urlOf(imported[i].termImageId ?? null), urlOfIndex);
        imported[i].definitionHtml = resolvedSide(card.definitionHtml, card.definitionImages, urlOf(imported[i].definitionImageId ?? null), urlOfIndex);
      }
      return imported;
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
    ankiKey: ankiKeyOf(card),
  };
}

/**
 * A rich side's HTML with each placeholder image resolved to its stored file's URL: image k of
 * the side to the file of its `images[k]` (`urlOfIndex`), an older draft's one placeholder to
 * the side's image (`legacyUrl`).
 */
function resolvedSide(html: string | undefined, images: (number | null)[] | undefined, legacyUrl: string | null, urlOfIndex: (index: number | null) => string | null): string | null {
  if (!html) return null;
  if (!html.includes('<img')) return html;
  return resolveAnkiImages(html, (k) => urlOfIndex(images?.[k] ?? null), legacyUrl);
}
