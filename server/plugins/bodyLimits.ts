import { Transform, type Readable } from 'node:stream';

// Request body limits (DESIGN §9). Uploads are multipart and limited by UPLOAD_MAX_MB in the
// REST plugin; everything else is JSON, where a megabyte is far more than any form sends.
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/** Pasted Quizlet text is an upload in all but name: 100,000 cards need room. */
export const TEXT_IMPORT_BODY_MAX_BYTES = 16 * 1024 * 1024;
/** Fastify's own code for a body over its limit, reused so one handler answers both the same. */
export const BODY_TOO_LARGE_CODE = 'FST_ERR_CTP_BODY_TOO_LARGE';

function tooLarge(): Error {
  return Object.assign(new Error('Request body too large.'), { statusCode: 413, code: BODY_TOO_LARGE_CODE });
}

/**
 * The request body, refused with 413 once it passes `maxBytes`: at once when Content-Length
 * says so, else while it streams in (chunked bodies have no length to check).
 */
export function capBody(payload: Readable, declaredLength: string | undefined, maxBytes: number): Readable {
  if (Number(declaredLength) > maxBytes) throw tooLarge();
  let received = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > maxBytes ? tooLarge() : null, chunk);
    },
  });
  payload.on('error', (error) => capped.destroy(error));
  return payload.pipe(capped);
}
