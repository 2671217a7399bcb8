import zlib from 'node:zlib';
import { Zip, ZipPassThrough } from 'fflate';

// A zip written as a stream (fflate's streaming `Zip`): members are added one after another
// and their bytes pulled from async iterables, so a whole-account backup never sits in memory.
// The consumer pulls (an async generator behind Readable.from), which is the backpressure: the
// next database page is read only when the response has taken the previous chunk.
//
// Deflating is node:zlib's, in libuv's thread pool, not fflate's in JavaScript: on the main
// thread it was a quarter of an account export's CPU there and most of its garbage, time every
// other request waited for (issue 49). fflate still writes the zip's headers, sizes and CRCs.

export interface ZipStreamEntry {
  name: string;
  /** Deflate (text, SQLite) or store (media: already compressed, deflating it wastes time). */
  deflate: boolean;
  content: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;
  /** Member time; fixed by the caller so the same data gives the same bytes. */
  mtime?: Date;
}

const encoder = new TextEncoder();
/** Small pieces are gathered up to this size before they are deflated (fewer round trips to the pool). */
const GATHER_BYTES = 64 * 1024;
const EMPTY = new Uint8Array(0);

/**
 * A deflated member whose compressed bytes come from outside (`deliver`): fflate's push() still
 * counts the size and the CRC of the raw bytes, and `process` passes nothing on by itself.
 */
class DeflatedMember extends ZipPassThrough {
  constructor(name: string) {
    super(name);
    this.compression = 8;
  }
  override process(): void {
    // The compressed bytes are delivered by `deliver` as zlib answers.
  }
  deliver(bytes: Uint8Array, final: boolean) {
    // zlib's Buffers are views of plain ArrayBuffers (never shared), as fflate's type asks.
    this.ondata(null, bytes as Uint8Array<ArrayBuffer>, final);
  }
}

/**
 * Raw DEFLATE in the thread pool: each `write` answers the compressed bytes made since the last
 * one. The output is taken as it comes ('data'): zlib holds a write's callback back while its
 * output waits unread, so reading only after the callback would wait forever.
 */
function poolDeflater() {
  const deflater = zlib.createDeflateRaw({ level: 6 });
  let made: Uint8Array[] = [];
  let failure: Error | null = null;
  deflater.on('data', (chunk: Buffer) => made.push(chunk));
  deflater.on('error', (error) => (failure = error));
  const take = () => {
    const out = made;
    made = [];
    return out;
  };
  return {
    write: (bytes: Uint8Array) =>
      new Promise<Uint8Array[]>((resolve, reject) => {
        deflater.write(bytes, (error) => (error || failure ? reject(error ?? failure) : resolve(take())));
      }),
    end: () =>
      new Promise<Uint8Array[]>((resolve, reject) => {
        if (failure) return reject(failure);
        deflater.once('error', reject);
        deflater.once('end', () => resolve(take()));
        deflater.end();
      }),
    destroy: () => deflater.destroy(),
  };
}

export async function* zipStream(entries: AsyncIterable<ZipStreamEntry> | Iterable<ZipStreamEntry>): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    while (out.length) yield out.shift()!;
  };
  for await (const entry of entries) {
    const member = entry.deflate ? new DeflatedMember(entry.name) : new ZipPassThrough(entry.name);
    if (entry.mtime) member.mtime = entry.mtime;
    zip.add(member);
    const deflater = member instanceof DeflatedMember ? poolDeflater() : null;
    try {
      let gathered: Uint8Array[] = [];
      let gatheredBytes = 0;
      const flush = async (final: boolean) => {
        const joined = gathered.length === 0 ? EMPTY : gathered.length === 1 ? gathered[0] : concat(gathered, gatheredBytes);
        gathered = [];
        gatheredBytes = 0;
        // Raw bytes first (size and CRC; a stored member passes them on as they are) …
        member.push(joined, final);
        if (!deflater || !(member instanceof DeflatedMember)) return;
        // … then what zlib made of them.
        const compressed = joined.length ? await deflater.write(joined) : [];
        if (final) compressed.push(...(await deflater.end()));
        for (const piece of compressed) member.deliver(piece, false);
        if (final) member.deliver(EMPTY, true);
      };
      for await (const piece of entry.content) {
        const bytes = typeof piece === 'string' ? encoder.encode(piece) : piece;
        if (bytes.length === 0) continue;
        gathered.push(bytes);
        gatheredBytes += bytes.length;
        if (gatheredBytes >= GATHER_BYTES) {
          await flush(false);
          yield* drain();
        }
      }
      await flush(true);
      yield* drain();
    } finally {
      // Cut off (the download ended early): the deflater's memory goes now.
      deflater?.destroy();
    }
  }
  zip.end();
  yield* drain();
}

function concat(parts: Uint8Array[], total: number): Uint8Array {
  const joined = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}
