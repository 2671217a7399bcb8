import type { FastifyInstance } from 'fastify';

/** How long requests in flight may take to finish after SIGTERM before they are cut off (docs/administration.md). */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Stops accepting connections, lets requests in flight finish, then runs the app's onClose hooks
 * (which close the database). A request still running after `timeoutMs` has its connection
 * dropped, so a stuck client cannot keep a deploy or a reboot waiting.
 * Resolves to whether every request finished on its own.
 */
export async function closeGracefully(app: FastifyInstance, timeoutMs = DRAIN_TIMEOUT_MS): Promise<{ forced: boolean }> {
  let forced = false;
  // Node closes idle keep-alive connections once, when closing starts; a connection whose request
  // finishes later would stay open until the client drops it, so idle ones are closed as they appear.
  const reaper = setInterval(() => app.server.closeIdleConnections(), 50);
  const timer = setTimeout(() => {
    forced = true;
    app.log.warn(`requests still running after ${timeoutMs} ms; closing their connections`);
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
    clearInterval(reaper);
  }
  return { forced };
}
