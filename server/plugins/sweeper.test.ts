import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_CACHE_TTL_MS } from '../../shared/constants.js';
import type { Db } from '../db.js';
import { IMPORTING_SOURCE, insertDeck, listDecks } from '../repos/decks.js';
import { findResetToken, insertResetToken } from '../repos/resetTokens.js';
import { FIXED_NOW, makeTestDb, makeUser } from '../test/harness.js';
import { sweepOnce } from './sweeper.js';

let db: Db;
beforeEach(async () => {
  db = await makeTestDb();
});
afterEach(async () => {
  await db.destroy();
});

const now = FIXED_NOW.getTime();
const HOUR = 60 * 60 * 1000;

describe('sweepOnce', () => {
  it('removes expired password-reset links and keeps the ones still valid', async () => {
    const user = await makeUser(db);
    await insertResetToken(db, { tokenHash: 'expired', userId: user.id, now: now - 25 * HOUR, expiresAt: now - HOUR });
    await insertResetToken(db, { tokenHash: 'valid', userId: user.id, now: now - HOUR, expiresAt: now + 23 * HOUR });
    await Promise.all(sweepOnce(db, FIXED_NOW));
    expect(await findResetToken(db, 'expired')).toBeUndefined();
    expect(await findResetToken(db, 'valid')).toBeDefined();
  });

  it('deletes hidden import decks a crashed confirm left, not one still being written nor real decks', async () => {
    const user = await makeUser(db);
    const deck = (name: string, source: string, at: number) => insertDeck(db, { userId: user.id, name, description: null, source, now: at });
    const abandoned = await deck('Abandoned', IMPORTING_SOURCE, now - IMPORT_CACHE_TTL_MS - 1);
    const inProgress = await deck('In progress', IMPORTING_SOURCE, now - 1000);
    await deck('Old and real', 'csv', now - 100 * HOUR);
    await Promise.all(sweepOnce(db, FIXED_NOW));
    const left = await db.selectFrom('decks').select(['id', 'name']).orderBy('id').execute();
    expect(left.map((d) => d.name)).toEqual(['In progress', 'Old and real']);
    expect(left.map((d) => d.id)).not.toContain(abandoned);
    expect(left.map((d) => d.id)).toContain(inProgress);
    // Hidden decks are never listed.
    expect((await listDecks(db, user.id, now)).map((d) => d.name)).toEqual(['Old and real']);
  });
});
