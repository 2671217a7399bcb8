import type { FastifyInstance, FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { deckIdParam as deckId } from '../../shared/schemas/decks.js';
import * as exportsService from '../services/exports.js';
import { parseBody, requireCtx } from './http.js';

// Downloads (docs/account.md) are REST only: a browser saves a streamed `attachment` response
// directly, which a tRPC JSON answer cannot be (docs/export.md).

export const exportQuery = z.object({
  format: z.enum(['csv', 'apkg'], { error: "Format must be 'csv' or 'apkg'." }),
  // CSV only (docs/rich-cards.md): `html=true` writes a rich side's HTML instead of its plain text.
  html: z.enum(['true', 'false'], { error: "html must be 'true' or 'false'." }).optional(),
});

/**
 * RFC 6266: an ASCII `filename` for old clients (anything else becomes '_') and the exact name
 * as RFC 5987 `filename*` in UTF-8. Path separators and control characters never pass.
 */
export function contentDisposition(fileName: string): string {
  // Characters no common file system accepts in a name (Windows' list) become '_' in both forms.
  const clean = fileName.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_');
  const ascii = clean.replace(/[^\u0020-\u007e]/g, '_').replace(/%/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function sendFile(reply: FastifyReply, file: exportsService.ExportFile) {
  return reply
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .type(file.contentType)
    .send(Readable.from(file.body, { objectMode: false }));
}

export async function exportRoutes(app: FastifyInstance) {
  app.get('/decks/:deckId/export', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const { deckId: id } = parseBody(z.object({ deckId }), req.params);
    const { format, html } = parseBody(exportQuery, req.query);
    const file = format === 'csv' ? await exportsService.exportDeckCsv(ctx, id, { html: html === 'true' }) : await exportsService.exportDeckApkg(ctx, id);
    return sendFile(reply, file);
  });

  app.get('/account/export', async (req, reply) => sendFile(reply, await exportsService.exportAccount(await requireCtx(req, reply))));
}
