import { describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { FIXED_NOW, makeTestDb } from '../test/harness.js';
import { countAuthAttempt, sweepAuthRateLimits } from './authRateLimit.js';

describe('countAuthAttempt', () => {
  it('lets exactly the limit through when attempts race, per IP and per email', async () => {
    const db = await makeTestDb();
    const ctx = { db, config: testConfig({ authRateLimitPerMinute: 10 }), now: () => FIXED_NOW, ip: '10.0.0.1' };
    const results = await Promise.allSettled(Array.from({ length: 15 }, (_, i) => countAuthAttempt(ctx, `user${i}@example.com`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(Array(5).fill('TOO_MANY_REQUESTS'));

    const otherIps = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => countAuthAttempt({ ...ctx, ip: `10.0.1.${i}` }, i % 2 ? 'Same@Example.com ' : 'same@example.com')),
    );
    expect(otherIps.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    await db.destroy();
  });

  it('does not count in-process callers (no client address): scripts and the CLI may sign many up', async () => {
    const db = await makeTestDb();
    const ctx = { db, config: testConfig({ authRateLimitPerMinute: 1 }), now: () => FIXED_NOW, ip: null };
    for (let i = 0; i < 3; i++) await countAuthAttempt(ctx, 'a@example.com');
    expect(await db.selectFrom('auth_rate_limits').selectAll().execute()).toEqual([]);
    await db.destroy();
  });

  it('starts afresh in the next minute; the sweep keeps only the current window', async () => {
    const db = await makeTestDb();
    let now = FIXED_NOW;
    const ctx = { db, config: testConfig({ authRateLimitPerMinute: 1 }), now: () => now, ip: '10.0.0.1' };
    await countAuthAttempt(ctx, 'a@example.com');
    await expect(countAuthAttempt(ctx, 'a@example.com')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    now = new Date(FIXED_NOW.getTime() + 60_000);
    await countAuthAttempt(ctx, 'a@example.com');
    await sweepAuthRateLimits(db, now);
    const rows = await db.selectFrom('auth_rate_limits').select(['key', 'attempts']).orderBy('key').execute();
    expect(rows.map((r) => [r.key.split(':')[0], r.attempts])).toEqual([
      ['email', 1],
      ['ip', 1],
    ]);
    await db.destroy();
  });
});
