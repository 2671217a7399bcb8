import type { FastifyPluginAsync } from 'fastify';
import { deleteExpiredAuthSessions } from '../repos/authSessions.js';
import { sweepExpiredImports } from '../repos/importCache.js';
import { sweepAuthRateLimits } from '../services/authRateLimit.js';

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Periodic cleanup: expired logins, abandoned import previews (DESIGN §6: one hour) and rate
 * limit windows that are over. Each is also safe to skip: reads ignore expired rows.
 */
export const sweeperPlugin: FastifyPluginAsync = async (app) => {
  const { db, now } = app.deps;
  const sweep = setInterval(() => {
    const at = now();
    for (const job of [deleteExpiredAuthSessions(db, at.getTime()), sweepExpiredImports(db, at), sweepAuthRateLimits(db, at)]) {
      job.catch((error) => app.log.error(error));
    }
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
};
