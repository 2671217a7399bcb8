import type { FastifyInstance } from 'fastify';
import { sniffMediaMime, MEDIA_MSG, MEDIA_UPLOAD_MAX_BYTES } from '../../shared/media.js';
import { AppError, badRequest } from '../errors.js';
import * as media from '../services/media.js';
import { requireCtx } from './http.js';

// DESIGN §12. Files are served to their owner only; the headers make sure a browser never runs
// one as a page (sniffed type, nosniff, a sandbox CSP) and caches it for good (ids are never
// reused for other bytes: a file is content-addressed and immutable).

export async function mediaRoutes(app: FastifyInstance) {
  app.get('/media/:id', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const file = await media.readMedia(ctx, (req.params as { id: string }).id);
    const etag = `"${file.sha256}"`;
    reply
      .header('content-type', sniffMediaMime(file.bytes) ?? 'application/octet-stream')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', 'sandbox')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('etag', etag)
      .header('content-disposition', 'inline');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(file.bytes);
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
