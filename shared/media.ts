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
  if (ascii(bytes, 4, 'ftyp') && M4A_BRANDS.some((brand) => ascii(bytes, 8, brand))) return 'audio/mp4';
  return null;
}

export const isImageMime = (mime: string): mime is ImageMime => (IMAGE_MIMES as readonly string[]).includes(mime);
export const isAudioMime = (mime: string): mime is AudioMime => (AUDIO_MIMES as readonly string[]).includes(mime);
