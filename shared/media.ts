// Media types Cardcade keeps (docs/anki-history.md), told apart by their first bytes only: a file's name or
// declared type is never trusted, so an SVG or HTML page renamed to .png is refused, and the
// type served later is the one sniffed here.

export const IMAGE_MIMES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const AUDIO_MIMES = ['audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/mp4'] as const;
export type ImageMime = (typeof IMAGE_MIMES)[number];
export type AudioMime = (typeof AUDIO_MIMES)[number];
export type MediaMime = ImageMime | AudioMime;

/** The card form's limit for an image or a sound (docs/anki-history.md). */
export const MEDIA_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Caps on one imported media file (docs/security.md): images as the card form, sounds 25 MB; larger ones are skipped. */
export const IMPORT_IMAGE_MAX_BYTES = MEDIA_UPLOAD_MAX_BYTES;
export const IMPORT_AUDIO_MAX_BYTES = 25 * 1024 * 1024;

export const MEDIA_MSG = {
  notAnImage: 'Please choose a PNG, JPEG, GIF or WebP image.',
  tooLarge: 'The image is larger than 5 MB. Please choose a smaller one.',
  noFile: 'Please choose an image.',
  notFound: 'Image not found.',
  notASound: 'Please choose an MP3, OGG, WAV or M4A sound.',
  soundTooLarge: 'The sound is larger than 5 MB. Please choose a smaller one.',
  noSound: 'Please choose a sound.',
  soundNotFound: 'Sound not found.',
} as const;

const ascii = (bytes: Uint8Array, at: number, text: string) => {
  if (bytes.length < at + text.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
};

/** The MPEG audio frame sync: 11 set bits, then a version and a layer that are not 'reserved'. */
function mpegFrame(bytes: Uint8Array): boolean {
  if (bytes.length < 3 || bytes[0] !== 0xff || (bytes[1] & 0xe0) !== 0xe0) return false;
  const version = (bytes[1] >> 3) & 3;
  const layer = (bytes[1] >> 1) & 3;
  const bitrate = bytes[2] >> 4;
  return version !== 1 && layer !== 0 && bitrate !== 15;
}

// ISO base media brands that are audio containers (what Anki users' .m4a files carry).
const M4A_BRANDS = ['M4A ', 'M4B ', 'mp42', 'mp41', 'isom', 'iso2', 'dash'];

/** The kept type of these bytes, or null (anything else, SVG and HTML included, is refused). */
export function sniffMediaMime(bytes: Uint8Array): MediaMime | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 'PNG\r\n\x1a\n')) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'audio/wav';
  if (ascii(bytes, 0, 'OggS')) return 'audio/ogg';
  if (ascii(bytes, 0, 'ID3') || mpegFrame(bytes)) return 'audio/mpeg';
  if (ascii(bytes, 4, 'ftyp') && M4A_BRANDS.some((brand) => ascii(bytes, 8, brand)) && !isVideo(bytes)) return 'audio/mp4';
  return null;
}

const u32 = (bytes: Uint8Array, at: number) => ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
/** Top-level boxes of an ISO file looked at before giving up (a real file has a handful). */
const ISO_BOXES_MAX = 64;

/**
 * Whether the bytes are a video: WebM/Matroska (the EBML magic), or an ISO file (MP4, M4V, MOV)
 * with a video track — the brands 'mp42' and 'isom' are shared by audio and video, so the
 * tracks' handlers decide (an `hdlr` box of type 'vide' inside `moov`, which may come after the
 * media data). Video is never kept as a sound (docs/media.md). Linear: the top-level boxes are
 * walked by their sizes, and `moov` is scanned once.
 */
export function isVideo(bytes: Uint8Array): boolean {
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return true;
  if (!ascii(bytes, 4, 'ftyp')) return false;
  let at = 0;
  for (let boxes = 0; boxes < ISO_BOXES_MAX && at + 8 <= bytes.length; boxes++) {
    let size = u32(bytes, at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > bytes.length) return false;
      size = u32(bytes, at + 8) * 2 ** 32 + u32(bytes, at + 12);
      header = 16;
    } else if (size === 0) size = bytes.length - at;
    if (size < header) return false;
    if (ascii(bytes, at + 4, 'moov')) {
      const end = Math.min(bytes.length, at + size);
      // hdlr: size, 'hdlr', version and flags, pre_defined, then the handler type.
      for (let scan = at + header; scan + 16 <= end; scan++) {
        if (bytes[scan] === 0x68 && ascii(bytes, scan, 'hdlr') && ascii(bytes, scan + 12, 'vide')) return true;
      }
      return false;
    }
    at += size;
  }
  return false;
}

export const isImageMime = (mime: string): mime is ImageMime => (IMAGE_MIMES as readonly string[]).includes(mime);
export const isAudioMime = (mime: string): mime is AudioMime => (AUDIO_MIMES as readonly string[]).includes(mime);
