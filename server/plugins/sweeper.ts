import type { FastifyPluginAsync } from 'fastify';
import { IMPORT_CACHE_TTL_MS } from '../../shared/constants.js';
import type { Db } from '../db.js';
import { deleteExpiredAuthSessions } from '../repos/authSessions.js';
import { sweepAbandonedImportDecks } from '../repos/decks.js';
import { sweepExpiredImports } from '../repos/importCache.js';
import { MEDIA_GRACE_MS, sweepUnreferencedMedia } from '../repos/media.js';
import { deleteExpiredResetTokens } from '../repos/resetTokens.js';
import { sweepAuthRateLimits } from '../services/authRateLimit.js';
import { deleteExpiredEmailTokens } from '../repos/emailTokens.js';

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * One sweep: expired logins, abandoned import previews (docs/imports.md: one hour), rate limit windows
 * that are over, expired password-reset links (docs/administration.md) and the hidden decks of an import
 * confirm that crashed mid-way (older than a cache lifetime: a confirm in progress is younger).
 * Each is also safe to skip: reads ignore expired rows, and deck queries never show hidden decks.
 */
export function sweepOnce(db: Db, at: Date): Promise<unknown>[] {
  const ms = at.getTime();
  return [
    deleteExpiredAuthSessions(db, ms),
    sweepExpiredImports(db, at),
    sweepAuthRateLimits(db, at),
    deleteExpiredResetTokens(db, ms),
    sweepAbandonedImportDecks(db, ms - IMPORT_CACHE_TTL_MS),
    sweepUnreferencedMedia(db, ms - MEDIA_GRACE_MS),
    deleteExpiredEmailTokens(db, ms),
  ];
}

/** Runs sweepOnce every ten minutes. */
export const sweeperPlugin: FastifyPluginAsync = async (app) => {
  const { db, now } = app.deps;
  const sweep = setInterval(() => {
    for (const job of sweepOnce(db, now())) job.catch((error) => app.log.error(error));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
};
