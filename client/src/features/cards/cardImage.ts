import { IMAGE_MIMES, MEDIA_MSG, MEDIA_UPLOAD_MAX_BYTES } from '../../../../shared/media';

// The card form's image and sound per side (docs/anki-history.md): checked here first so the person gets
// the message at once; the server checks again from the bytes themselves.

export interface SideImage {
  /**
   * The upload's id (`POST /api/media`) for a file chosen in this form; absent for the file the
   * card already has: its URL names a random public id, not the id a card write takes, so the
   * form leaves that side's field out and the update keeps the file (docs/media.md).
   */
  id?: number;
  url: string;
}

/** The file a card side already has, from its `/api/media/{publicId}` URL (null for none). */
export function imageFromUrl(url: string | null | undefined): SideImage | null {
  return url && /^\/api\/media\/[A-Za-z0-9_-]+$/.test(url) ? { url } : null;
}

/** What a card write gets for a side: the new upload's id, null for none, absent to keep the card's file. */
export function sideMediaId(image: SideImage | null): number | null | undefined {
  return image === null ? null : image.id;
}

/**
 * What a write sends for a side compared with the file it started with: a new upload's id, null
 * when a file it had was removed, absent when nothing changed (a cloze note's sides: absent keeps
 * each card's own file).
 */
export function changedMediaId(image: SideImage | null, startedWith: SideImage | null): number | null | undefined {
  if (image) return image.id;
  return startedWith ? null : undefined;
}

/** Why a chosen file cannot be used, or null when it may be uploaded. */
export function imageFileProblem(file: { size: number; type: string }): string | null {
  if (file.size === 0) return MEDIA_MSG.noFile;
  if (file.type && !(IMAGE_MIMES as readonly string[]).includes(file.type)) return MEDIA_MSG.notAnImage;
  if (file.size > MEDIA_UPLOAD_MAX_BYTES) return MEDIA_MSG.tooLarge;
  return null;
}

/** Browsers name the same sound types differently (audio/x-m4a, audio/x-wav, application/ogg…). */
const isSoundType = (type: string) => type.startsWith('audio/') || type === 'application/ogg';

/** Why a chosen file cannot be used as a sound, or null when it may be uploaded. */
export function soundFileProblem(file: { size: number; type: string }): string | null {
  if (file.size === 0) return MEDIA_MSG.noSound;
  if (file.type && !isSoundType(file.type)) return MEDIA_MSG.notASound;
  if (file.size > MEDIA_UPLOAD_MAX_BYTES) return MEDIA_MSG.soundTooLarge;
  return null;
}

/** The catalog's words (docs/translating.md) for the problems above; the English is MEDIA_MSG's. */
export const MEDIA_PROBLEM_IDS: Readonly<Record<string, `cards.media.${'notAnImage' | 'tooLarge' | 'noFile' | 'notASound' | 'soundTooLarge' | 'noSound'}`>> = {
  [MEDIA_MSG.notAnImage]: 'cards.media.notAnImage',
  [MEDIA_MSG.tooLarge]: 'cards.media.tooLarge',
  [MEDIA_MSG.noFile]: 'cards.media.noFile',
  [MEDIA_MSG.notASound]: 'cards.media.notASound',
  [MEDIA_MSG.soundTooLarge]: 'cards.media.soundTooLarge',
  [MEDIA_MSG.noSound]: 'cards.media.noSound',
};
