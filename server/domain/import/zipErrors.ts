// The zip layer's failures (zip.ts throws them, errors.ts maps them to what a user reads). A file
// of their own: the main thread maps import errors without loading yauzl and fzstd (issue 10).

export class ZipFormatError extends Error {}
export class ZipTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`inflated size above ${limitBytes} bytes`);
  }
}
/** A member name pointing outside the archive (path traversal), refused whatever it is for. */
export class ZipUnsafeNameError extends Error {}
/** A member inflating past the size its header declares: a lying header, stopped right there. */
export class ZipSizeMismatchError extends Error {}
