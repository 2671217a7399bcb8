import type { AuthedContext } from '../access.js';
import { AppError, badRequest, notFound } from '../errors.js';
import { isAudioMime, isImageMime, MEDIA_MSG, MEDIA_UPLOAD_MAX_BYTES, sniffMediaMime } from '../../shared/media.js';
import { findOwnedMedia, mediaUrl, saveMedia, type StoredMedia } from '../repos/media.js';

// Media files (DESIGN §12): the card form's image and sound uploads and the owner-only read behind
// `GET /api/media/{id}`. The type is always the one sniffed from the bytes when stored.

export type UploadKind = 'image' | 'sound';

/** What each kind of card-form upload accepts and says (DESIGN §12: ≤ 5 MB, sniffed). */
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
  return { id, url: mediaUrl(id)! };
}

/** One of the user's files; anyone else's id, or an id that is no number, is simply not found. */
export async function readMedia(ctx: AuthedContext, rawId: string): Promise<StoredMedia> {
  const id = /^[1-9][0-9]{0,15}$/.test(rawId) ? Number(rawId) : NaN;
  const media = Number.isSafeInteger(id) ? await findOwnedMedia(ctx.db, ctx.user.id, id) : undefined;
  if (!media) throw notFound(MEDIA_MSG.notFound);
  return media;
}
