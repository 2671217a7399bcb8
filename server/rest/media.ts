import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sniffMediaMime, MEDIA_MSG, MEDIA_UPLOAD_MAX_BYTES } from '../../shared/media.js';
import { parseByteRange } from '../domain/byteRange.js';
import { AppError, badRequest, notFound } from '../errors.js';
import { MEDIA_CHUNK_BYTES, readMediaSlice } from '../repos/media.js';
import * as media from '../services/media.js';
import { requireCtx } from './http.js';

// docs/anki-history.md, docs/security.md. Files are served to their owner only, at their random public id; the headers
// make sure a browser never runs one as a page (sniffed type, nosniff, a sandbox CSP) and caches
// it for good (a public id never names other bytes: a file is content-addressed and immutable).
// The bytes are streamed a chunk row at a time, and Range requests are answered (docs/media.md
// "Serving"): a large file never sits whole in the server's memory, nor in SQLite's.

/** Bytes read per database round trip: at most one stored chunk row (migration 0015). */
export const MEDIA_CHUNK_MAX = MEDIA_CHUNK_BYTES;
/** How much to read from `at`: up to the end of its chunk row, or of the range. */
const sliceLength = (at: number, end: number) => Math.min(end + 1, (Math.floor(at / MEDIA_CHUNK_BYTES) + 1) * MEDIA_CHUNK_BYTES) - at;
/** Enough of a file's start to sniff its type (shared/media.ts looks at the first 12 bytes). */
const SNIFF_BYTES = 16;

export async function mediaRoutes(app: FastifyInstance) {
  app.get('/media/:id', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const file = await media.findMedia(ctx, (req.params as { id: string }).id);
    const etag = `"${file.sha256}"`;
    reply
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', 'sandbox')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('etag', etag)
      .header('accept-ranges', 'bytes')
      .header('content-disposition', 'inline');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();

    // If-Range with another validator: the client's piece is of other bytes, send the whole file.
    const ifRange = req.headers['if-range'];
    const range = ifRange && ifRange !== etag ? null : parseByteRange(req.headers.range, file.size);
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${file.size}`).send();
    const start = range?.start ?? 0;
    const end = range ? range.end : file.size - 1;

    const read = (at: number, length: number) => readMediaSlice(ctx.db, file.ownerId, file.id, at, length);
    const first = end >= start ? await read(start, sliceLength(start, end)) : Buffer.alloc(0);
    const head = start === 0 ? first : await read(0, SNIFF_BYTES);
    if (!first || !head) throw notFound(MEDIA_MSG.notFound);
    reply.header('content-type', sniffMediaMime(head) ?? 'application/octet-stream').header('content-length', String(end - start + 1));
    if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${file.size}`);

    async function* slices() {
      yield first!;
      for (let at = start + first!.length; at <= end; ) {
        const chunk = await read(at, sliceLength(at, end));
        // Deleted while it was being sent (its last card went): the connection is cut short.
        if (!chunk?.length) throw new Error('The file was deleted while it was being sent.');
        yield chunk;
        at += chunk.length;
      }
    }
    // Byte mode with a one-chunk high-water mark: the next slice is read only once the socket
    // has taken the previous one, so a slow client holds at most about two slices here.
    return reply.send(Readable.from(slices(), { objectMode: false, highWaterMark: MEDIA_CHUNK_BYTES }));
  });

  // Multipart, one file in `image` or `sound`; answers { id, url } for card create/update's
  // term/definition ImageId and AudioId. tRPC has no uploads: its card procedures take the ids
  // from here.
  app.post('/media', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    if (!req.isMultipart()) throw badRequest(MEDIA_MSG.noFile);
    const part = await req.file({ limits: { fileSize: MEDIA_UPLOAD_MAX_BYTES, files: 1 } });
    const kind = part?.fieldname === 'image' || part?.fieldname === 'sound' ? part.fieldname : null;
    if (!part || !kind) throw badRequest(MEDIA_MSG.noFile);
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', media.UPLOAD_KINDS[kind].tooLarge);
      throw error;
    }
    return reply.code(201).send(await media.uploadMedia(ctx, kind, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
  });
}
