import type { IncomingMessage } from 'node:http';
import { Transform, type Readable } from 'node:stream';

// Request body limits (docs/security.md). Uploads are multipart and limited by UPLOAD_MAX_MB in the
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

const DRAIN_WAIT_MS = 15_000;

/**
 * Reads and discards the rest of a refused body, at most `maxBytes` of it, so that the 413 goes
 * out after the client has finished sending. The answer to a body over its limit closes the
 * connection (Fastify asks for it); closing while the client is still writing makes the kernel
 * reset the connection, and the client sees EPIPE or no status at all instead of the 413 (a 12 MB
 * JSON body did). A body larger still is answered at once, as before: draining it would let one
 * request hold the connection for as long as it likes to send.
 */
export function drainRefusedBody(raw: IncomingMessage, maxBytes: number): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  if (Number(raw.headers['content-length']) > maxBytes) return Promise.resolve();
  return new Promise((resolve) => {
    let drained = 0;
    // Never wait on a client that stops sending halfway: answer after a while regardless.
    const timer = setTimeout(() => done(), DRAIN_WAIT_MS).unref();
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', done);
      raw.off('close', done);
      raw.off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > maxBytes) done();
    };
    raw.on('data', onData);
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    raw.resume();
  });
}
