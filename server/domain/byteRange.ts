// `Range: bytes=…` for GET /api/media/{publicId} (issue #31, docs/media.md "Serving"): audio
// seeking asks for pieces of a file. RFC 9110 §14: one range is answered 206 with that range;
// a range that starts past the end (or a file with no bytes) is 416; anything the server does
// not understand — another unit, a malformed range, several ranges — is ignored and the whole
// file is answered 200. Several ranges would need a multipart/byteranges body that no browser's
// media element asks for; answering the whole file is what the RFC allows.

export interface ByteRange {
  /** First byte, 0-based. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

const SINGLE = /^bytes=[ \t]*(\d{0,15})-(\d{0,15})[ \t]*$/i;

/** The range to answer, 'unsatisfiable' for a 416, or null for the whole file. */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = SINGLE.exec(header);
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
