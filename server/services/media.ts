import type { AuthedContext } from '../access.js';
import { AppError, badRequest, notFound } from '../errors.js';
import { isImageMime, MEDIA_MSG, MEDIA_UPLOAD_MAX_BYTES, sniffMediaMime } from '../../shared/media.js';
import { findOwnedMedia, mediaUrl, saveMedia, type StoredMedia } from '../repos/media.js';

// Media files (DESIGN §12): the card form's image upload and the owner-only read behind
// `GET /api/media/{id}`. The type is always the one sniffed from the bytes when stored.

/** Stores an image from the card form; answers its id and URL (the same bytes answer the same id). */
export async function uploadImage(ctx: AuthedContext, bytes: Uint8Array): Promise<{ id: number; url: string }> {
  if (bytes.byteLength === 0) throw badRequest(MEDIA_MSG.noFile);
  if (bytes.byteLength > MEDIA_UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', MEDIA_MSG.tooLarge);
  const mime = sniffMediaMime(bytes);
  if (!mime || !isImageMime(mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MEDIA_MSG.notAnImage);
  const id = await saveMedia(ctx.db, ctx.user.id, bytes, mime, ctx.now().getTime());
  return { id, url: mediaUrl(id)! };
}

/** One of the user's files; anyone else's id, or an id that is no number, is simply not found. */
export async function readMedia(ctx: AuthedContext, rawId: string): Promise<StoredMedia> {
  const id = /^[1-9][0-9]{0,15}$/.test(rawId) ? Number(rawId) : NaN;
  const media = Number.isSafeInteger(id) ? await findOwnedMedia(ctx.db, ctx.user.id, id) : undefined;
  if (!media) throw notFound(MEDIA_MSG.notFound);
  return media;
}
