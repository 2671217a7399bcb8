import type { MediaMime } from '../../../shared/media.js';

// The shapes of a draft's media files and of what the preview says about them: shared by the
// Anki media reader (ankiMedia.ts), which fills them, and the draft (preview.ts), which holds them.

/**
 * One kept file of the draft. Its bytes stay out of the cached JSON (docs/media.md): the preview
 * stores them straight into the user's `media` rows (`takeDraftMediaBytes` in preview.ts, then
 * `saveImportedMedia`), the cache row keeps their ids (`mediaIds`), and confirm checks that
 * each file its cards use is still there.
 */
export interface DraftMedia {
  mime: MediaMime;
  /** Hex SHA-256 of the bytes, hashed once where they are read. */
  sha256?: string;
  /** The bytes while the draft is in memory (the parse's answer); never serialised. */
  bytes?: Uint8Array;
}

/** A draft file's bytes on their way to `media` (`idx` = its index in `draft.media`). */
export interface DraftMediaBytes {
  idx: number;
  sha256: string;
  mime: MediaMime;
  bytes: Uint8Array;
}


/** What the preview says about media (counts are distinct files, except `cards`). */
export interface MediaSummary {
  images: number;
  audio: number;
  /** Cards that will carry at least one image or sound. */
  cards: number;
  /** Files referenced by a field but not in the package. */
  missing: number;
  /** Files present but of a type that is not kept (SVG, ICO, video…). */
  unsupported: number;
  /** The unsupported files by extension ('MP4' → 2), at most UNSUPPORTED_TYPES_LISTED kinds (absent in older drafts). */
  unsupportedTypes?: Record<string, number>;
  /** A few of the missing and unsupported names, for the preview. */
  examples: string[];
  /** References left out: sounds past a side's first, images a side's own text does not show (anki.ts `keepImages`). */
  extra: number;
  /** Files in the package that no card uses. */
  unused: number;
  /** Files over the size cap of their kind, left out (absent in older cached drafts). */
  tooLarge?: number;
  /** The first SKIPPED_LISTED of them, for the preview's list. */
  skipped?: SkippedMedia[];
  /** Video files (MP4, WebM) left out, by name: at most SKIPPED_LISTED (docs/media.md). */
  video?: string[];
  /** Every missing file's name up to SKIPPED_LISTED, for the preview's list (absent in older drafts). */
  missingNames?: string[];
}

/** How many kinds of unsupported file the preview names; the rest are counted as 'other'. */
export const UNSUPPORTED_TYPES_LISTED = 6;

/** The kind the preview names an unsupported file by: its extension in capitals, or 'other'. */
export function mediaTypeOfName(name: string): string {
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1];
  return extension ? extension.toUpperCase() : 'other';
}

/** Counts of the unsupported names by kind, keeping the first UNSUPPORTED_TYPES_LISTED kinds met. */
export function countMediaTypes(names: Iterable<string>): Record<string, number> {
  const counts = new Map<string, number>();
  for (const name of names) {
    let kind = mediaTypeOfName(name);
    if (!counts.has(kind) && counts.size >= UNSUPPORTED_TYPES_LISTED) kind = 'other';
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return Object.fromEntries(counts);
}

/** A media file left out for its size (docs/security.md), as the preview lists it. */
export interface SkippedMedia {
  name: string;
  /** Its size as its headers declare it (or as read), null when only known to be over the cap. */
  bytes: number | null;
  kind: 'image' | 'audio';
  /** The cap it went over. */
  capBytes: number;
}
