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
/**
 * One file over its own cap (an imported media file, docs/security.md): not an error of the whole
 * upload, the caller skips the file. `bytes` is its size when its headers declare it, else null
 * (a zstd stream without content sizes, stopped once past the cap).
 */
export class OverCapError extends Error {
  constructor(readonly bytes: number | null, readonly capBytes: number) {
    super(`file${bytes === null ? '' : ` of ${bytes} bytes`} above its cap of ${capBytes} bytes`);
  }
}
