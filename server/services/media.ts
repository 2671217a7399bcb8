import type { AuthedContext } from '../access.js';
import { AppError, badRequest, notFound } from '../errors.js';
import { isAudioMime, isImageMime, MEDIA_MSG, MEDIA_UPLOAD_MAX_BYTES, sniffMediaMime } from '../../shared/media.js';
import { findOwnedMediaByPublicId, findSubscribedMediaByPublicId, MEDIA_PUBLIC_ID, mediaUrlsFor, saveMedia } from '../repos/media.js';

// Media files (docs/anki-history.md): the card form's image and sound uploads and the owner-only read behind
// `GET /api/media/{publicId}`. The type is always the one sniffed from the bytes when stored.

export type UploadKind = 'image' | 'sound';

/** What each kind of card-form upload accepts and says (docs/anki-history.md: ≤ 5 MB, sniffed). */
export const UPLOAD_KINDS = {
  image: { accepts: isImageMime, empty: MEDIA_MSG.noFile, tooLarge: MEDIA_MSG.tooLarge, wrongType: MEDIA_MSG.notAnImage },
  sound: { accepts: isAudioMime, empty: MEDIA_MSG.noSound, tooLarge: MEDIA_MSG.soundTooLarge, wrongType: MEDIA_MSG.notASound },
} as const;

/**
 * Stores an image or a sound from the card form; answers its id and URL (the same bytes answer
 * the same id). The kind is checked from the bytes, never from the name or declared type.
 */
export async function uploadMedia(ctx: AuthedContext, kind: UploadKind, bytes: Uint8Array): Promise<{ id: number; url: string }> {
  const rules = UPLOAD_KINDS[kind];
  if (bytes.byteLength === 0) throw badRequest(rules.empty);
  if (bytes.byteLength > MEDIA_UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', rules.tooLarge);
  const mime = sniffMediaMime(bytes);
  if (!mime || !rules.accepts(mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', rules.wrongType);
  const id = await saveMedia(ctx.db, ctx.user.id, bytes, mime, ctx.now().getTime());
  const url = (await mediaUrlsFor(ctx.db, [{ term_image_id: id }]))(id);
  return { id, url: url! };
}

/**
 * One of the user's files by the public id in its URL, without its bytes (the route streams them).
 * Anyone else's id, an old numeric URL or anything not shaped like a public id is simply not found.
 */
export async function findMedia(ctx: AuthedContext, publicId: string): Promise<{ id: number; size: number; sha256: string; ownerId: number }> {
  if (!MEDIA_PUBLIC_ID.test(publicId)) throw notFound(MEDIA_MSG.notFound);
  const own = await findOwnedMediaByPublicId(ctx.db, ctx.user.id, publicId);
  if (own) return { ...own, ownerId: ctx.user.id };
  // A file of a shared deck is served to its subscribers while a card of the deck uses it (docs/shared-decks.md).
  const shared = await findSubscribedMediaByPublicId(ctx.db, ctx.user.id, publicId);
  if (!shared) throw notFound(MEDIA_MSG.notFound);
  return shared;
}
