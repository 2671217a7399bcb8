// How an upload travels from the HTTP request to an import worker without a large copy on the
// main thread (docs/security.md: no request holds the event loop over 100 ms). Joining the chunks of a
// 13 MB upload into one buffer (what `toBuffer()` does) took 70–90 ms of main thread on this
// machine, most of it first touches of fresh memory. Instead each chunk is copied, as it
// arrives, into 1 MiB blocks the server owns; the blocks are moved (transferred, not copied) to
// the worker, which joins them.

/** One buffer (in-process callers, tests) or owned blocks in order (HTTP uploads). */
export type UploadBytes = Uint8Array | readonly Uint8Array[];

const BLOCK_BYTES = 1024 * 1024;

/** Collects a stream's chunks into owned blocks; every chunk is copied once, when it comes. */
export class UploadBlocks {
  private readonly blocks: Uint8Array[] = [];
  private current: Uint8Array | null = null;
  private used = 0;
  size = 0;

  push(chunk: Uint8Array): void {
    let at = 0;
    while (at < chunk.length) {
      if (!this.current || this.used === this.current.length) {
        this.current = new Uint8Array(BLOCK_BYTES);
        this.blocks.push(this.current);
        this.used = 0;
      }
      const count = Math.min(chunk.length - at, this.current.length - this.used);
      this.current.set(chunk.subarray(at, at + count), this.used);
      this.used += count;
      at += count;
    }
    this.size += chunk.length;
  }

  /** The blocks; the last is a view of its filled part (its buffer is still owned whole). */
  finish(): Uint8Array[] {
    if (this.current) this.blocks[this.blocks.length - 1] = this.current.subarray(0, this.used);
    this.current = null;
    return this.blocks;
  }
}

export const uploadSize = (bytes: UploadBytes): number =>
  bytes instanceof Uint8Array ? bytes.length : bytes.reduce((sum, block) => sum + block.length, 0);

/** One buffer of the upload's bytes (in the worker: the blocks are joined there). */
export function joinUpload(bytes: UploadBytes): Uint8Array {
  if (bytes instanceof Uint8Array) return bytes;
  if (bytes.length === 1) return bytes[0];
  const out = new Uint8Array(uploadSize(bytes));
  let position = 0;
  for (const block of bytes) {
    out.set(block, position);
    position += block.length;
  }
  return out;
}

/**
 * The buffers that may move to the worker with the upload: those that start with the view
 * and belong to it alone. Never a slice of Node's shared allocation pool (a pooled Buffer
 * starts further in): moving it would take other data along.
 */
export function movableBuffers(bytes: UploadBytes): ArrayBuffer[] {
  const views = bytes instanceof Uint8Array ? [bytes] : bytes;
  const out: ArrayBuffer[] = [];
  for (const view of views) {
    const { buffer, byteOffset, byteLength } = view;
    const owned = buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength > 0;
    // A single buffer must be whole (a caller's Buffer may share its ArrayBuffer); blocks are ours.
    if (owned && (bytes instanceof Uint8Array ? byteLength === buffer.byteLength : true) && !out.includes(buffer)) out.push(buffer);
  }
  return out;
}
