// What a media file is, from its bytes (never from a name or a client), and the file name
// extension exports give it. Only the formats the app shows or plays are recognised.

export interface MediaType {
  mime: string;
  extension: string;
  kind: 'image' | 'audio';
}

const TYPES: Record<string, MediaType> = {
  'image/png': { mime: 'image/png', extension: 'png', kind: 'image' },
  'image/jpeg': { mime: 'image/jpeg', extension: 'jpg', kind: 'image' },
  'image/gif': { mime: 'image/gif', extension: 'gif', kind: 'image' },
  'image/webp': { mime: 'image/webp', extension: 'webp', kind: 'image' },
  'audio/mpeg': { mime: 'audio/mpeg', extension: 'mp3', kind: 'audio' },
  'audio/ogg': { mime: 'audio/ogg', extension: 'ogg', kind: 'audio' },
  'audio/wav': { mime: 'audio/wav', extension: 'wav', kind: 'audio' },
  'audio/mp4': { mime: 'audio/mp4', extension: 'm4a', kind: 'audio' },
};

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

/** The type recognised from the first bytes, or null. */
export function sniffMedia(bytes: Uint8Array): MediaType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG') return TYPES['image/png'];
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return TYPES['image/jpeg'];
  if (ascii(bytes, 0, 4) === 'GIF8') return TYPES['image/gif'];
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return TYPES['image/webp'];
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return TYPES['audio/wav'];
  if (ascii(bytes, 0, 4) === 'OggS') return TYPES['audio/ogg'];
  if (ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0)) return TYPES['audio/mpeg'];
  if (ascii(bytes, 4, 4) === 'ftyp') return TYPES['audio/mp4'];
  return null;
}

/** The extension for a stored mime (stored mimes were sniffed; anything else is 'bin'). */
export const extensionOf = (mime: string) => TYPES[mime]?.extension ?? 'bin';
