import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

// A zip written as a stream (fflate's streaming `Zip`): members are added one after another
// and their bytes pulled from async iterables, so a whole-account backup never sits in memory.
// The consumer pulls (an async generator behind Readable.from), which is the backpressure: the
// next database page is read only when the response has taken the previous chunk.

export interface ZipStreamEntry {
  name: string;
  /** Deflate (text, SQLite) or store (media: already compressed, deflating it wastes time). */
  deflate: boolean;
  content: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;
  /** Member time; fixed by the caller so the same data gives the same bytes. */
  mtime?: Date;
}

const encoder = new TextEncoder();
/** Small pieces are gathered up to this size before fflate sees them (fewer deflate calls). */
const GATHER_BYTES = 64 * 1024;

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
    const member = entry.deflate ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
    if (entry.mtime) member.mtime = entry.mtime;
    zip.add(member);
    let gathered: Uint8Array[] = [];
    let gatheredBytes = 0;
    const flush = (final: boolean) => {
      const joined = gathered.length === 1 ? gathered[0] : concat(gathered, gatheredBytes);
      gathered = [];
      gatheredBytes = 0;
      member.push(joined, final);
    };
    for await (const piece of entry.content) {
      const bytes = typeof piece === 'string' ? encoder.encode(piece) : piece;
      if (bytes.length === 0) continue;
      gathered.push(bytes);
      gatheredBytes += bytes.length;
      if (gatheredBytes >= GATHER_BYTES) {
        flush(false);
        yield* drain();
      }
    }
    flush(true);
    yield* drain();
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
