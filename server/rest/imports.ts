import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MSG } from '../../shared/messages.js';
import { ankiModeInput, CARDCADE_TEXT, csvPreviewInput, importConfirmInput, importRef, keepReviewHistoryInput } from '../../shared/schemas/imports.js';
import { badRequest } from '../errors.js';
import { capBody, TEXT_IMPORT_BODY_MAX_BYTES } from '../plugins/bodyLimits.js';
import { UploadBlocks } from '../imports/workers/uploadBytes.js';
import * as imports from '../imports/service.js';
import { parseBody, requireCtx } from './http.js';

const typeParams = importRef.pick({ type: true });

/**
 * Reads a multipart form: the one file in `fileField` plus the text fields, in any order.
 * The size limit is the multipart plugin's (UPLOAD_MAX_MB); passing it answers 413. The file
 * is collected chunk by chunk into blocks this request owns, never joined here: the import
 * worker takes the blocks and joins them (server/imports/workers/uploadBytes.ts).
 */
async function readUpload(req: FastifyRequest, fileField: string, missingMessage: string) {
  if (!req.isMultipart()) throw badRequest(missingMessage);
  const fields: Record<string, string> = {};
  let file: imports.UploadedFile | null = null;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const wanted = part.fieldname === fileField && part.filename;
      const blocks = new UploadBlocks();
      for await (const chunk of part.file as AsyncIterable<Buffer>) if (wanted) blocks.push(chunk);
      if (part.file.truncated) throw new req.server.multipartErrors.RequestFileTooLargeError();
      // handedOver: the blocks are ours alone, so the parse worker may take them without a copy.
      if (wanted) file = { fileName: part.filename, bytes: blocks.finish(), handedOver: true };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!file) throw badRequest(missingMessage);
  return { file, fields };
}

export async function importRoutes(app: FastifyInstance) {
  app.post('/import/anki/preview', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const { file, fields } = await readUpload(req, 'ankiFile', MSG.ankiNoFile);
    const { importMode, keepReviewHistory } = parseBody(z.object({ importMode: ankiModeInput, keepReviewHistory: keepReviewHistoryInput }), fields);
    return imports.ankiPreview(ctx, file, importMode, { keepReviewHistory });
  });

  app.post('/import/cardcade/preview', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const { file } = await readUpload(req, 'backupFile', CARDCADE_TEXT.noFile);
    return imports.cardcadePreview(ctx, file);
  });

  // Pasted text is an upload by another name (up to 16 MiB). Its JSON is read in the import
  // worker (issue 9: parsing and copying it here held the event loop past 100 ms), so in this
  // route's own scope a JSON body stays bytes: owned blocks, collected as they come, capped.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', (req, payload, done) => {
      let capped;
      try {
        capped = capBody(payload, req.headers['content-length'], TEXT_IMPORT_BODY_MAX_BYTES);
      } catch (error) {
        return done(error as Error, undefined);
      }
      const blocks = new UploadBlocks();
      capped.on('data', (chunk: Buffer) => blocks.push(chunk));
      capped.on('end', () => done(null, blocks.finish()));
      capped.on('error', (error) => done(error, undefined));
    });
    scope.post('/import/quizlet/preview', async (req, reply) => {
      const ctx = await requireCtx(req, reply);
      return imports.quizletPreviewBody(ctx, (req.body as Uint8Array[] | undefined) ?? []);
    });
  });

  app.post('/import/csv/analyze', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const { file } = await readUpload(req, 'csvFile', MSG.csvNoFile);
    return imports.csvAnalyze(ctx, file);
  });

  app.post('/import/csv/preview', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return imports.csvPreview(ctx, parseBody(csvPreviewInput, req.body));
  });

  app.post('/import/:type/confirm', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    const { type } = parseBody(typeParams, req.params);
    const body = parseBody(importConfirmInput.omit({ type: true }), req.body);
    return imports.confirmImport(ctx, { ...body, type });
  });

  app.delete('/import/:type/cache/:temporaryImportId', async (req, reply) => {
    const ctx = await requireCtx(req, reply);
    return imports.deleteImport(ctx, parseBody(importRef, req.params));
  });
}
