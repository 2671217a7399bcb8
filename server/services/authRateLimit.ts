// Login, signup and password-reset attempts per IP and per email (docs/security.md). Counted by the auth service
// itself, so every attempt the router runs is counted whatever the URL spelling, REST or tRPC,
// alone or inside a batch.
import { createHash } from 'node:crypto';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { MSG } from '../../shared/messages.js';
import { normaliseEmail } from '../../shared/schemas/auth.js';
import { bumpAttempts, deleteAuthRateLimitsBefore } from '../repos/authRateLimits.js';

export const AUTH_RATE_WINDOW_MS = 60_000;

const windowStartOf = (now: Date) => Math.floor(now.getTime() / AUTH_RATE_WINDOW_MS) * AUTH_RATE_WINDOW_MS;

/**
 * Counts one attempt for the caller's IP and for the email, then refuses (429) once either has
 * passed the per-minute limit. Runs before any password is hashed. The email is stored only as
 * a hash: the table must not become a list of addresses people typed. Every HTTP request has an
 * IP; in-process callers (ip null: scripts, seeding, the CLI) have no client to limit. A password
 * reset has no email to key on (only a link's token): `null` counts it by IP alone.
 */
export async function countAuthAttempt(ctx: Pick<Context, 'db' | 'config' | 'now' | 'ip'>, email: string | null): Promise<void> {
  if (ctx.ip === null) return;
  const windowStart = windowStartOf(ctx.now());
  const byIp = await bumpAttempts(ctx.db, `ip:${ctx.ip}`, windowStart);
  const emailKey = email === null ? null : createHash('sha256').update(normaliseEmail(email)).digest('hex');
  const byEmail = emailKey === null ? 0 : await bumpAttempts(ctx.db, `email:${emailKey}`, windowStart);
  const max = ctx.config.authRateLimitPerMinute;
  if (byIp > max || byEmail > max) throw new AppError('TOO_MANY_REQUESTS', MSG.tooManyAttempts);
}

/** Windows that are over no longer count anything. */
export function sweepAuthRateLimits(db: Context['db'], now: Date) {
  return deleteAuthRateLimitsBefore(db, windowStartOf(now));
}
