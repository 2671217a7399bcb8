import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_CACHE_TTL_MS } from '../../shared/constants.js';
import type { Db } from '../db.js';
import { IMPORTING_SOURCE, insertDeck, listDecks } from '../repos/decks.js';
import { findResetToken, insertResetToken } from '../repos/resetTokens.js';
import { insertCard } from '../repos/cards.js';
import { sha256Hex } from '../domain/sha256.js';
import { MEDIA_GRACE_MS, MEDIA_SWEEP_WINDOW_MS, saveImportedMedia, saveMedia } from '../repos/media.js';
import { fakeMp3, fakePng } from '../domain/import/mediaBytes.js';
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

  it('deletes media a day old that no card of its user references, and keeps the rest', async () => {
    const alice = await makeUser(db);
    const bob = await makeUser(db);
    const old = now - MEDIA_GRACE_MS - HOUR;
    const file = (userId: number, tag: number, at: number, sound = false) => saveMedia(db, userId, sound ? fakeMp3(tag) : fakePng(tag), sound ? 'audio/mpeg' : 'image/png', at);
    const abandoned = await file(alice.id, 1, old); // an upload that never reached a card
    const onCard = await file(alice.id, 2, old);
    const onCardAsSound = await file(alice.id, 3, old, true);
    const fresh = await file(alice.id, 4, now - MEDIA_GRACE_MS + HOUR); // a form still open
    const crashed = await file(bob.id, 5, old); // a crashed confirm's file, its hidden deck swept
    const inHiddenDeck = await file(bob.id, 6, old); // a confirm still writing (hidden deck)
    const ancient = await file(bob.id, 7, now - MEDIA_GRACE_MS - MEDIA_SWEEP_WINDOW_MS - HOUR); // before the window
    const deck = await insertDeck(db, { userId: alice.id, name: 'Pictures', description: null, source: 'anki', now: old });
    await insertCard(db, { deckId: deck, term: 'a', definition: 'b', termImageId: onCard, definitionImageId: null, termAudioId: null, definitionAudioId: onCardAsSound, now: old });
    const hidden = await insertDeck(db, { userId: bob.id, name: 'Importing', description: null, source: IMPORTING_SOURCE, now: now - 1000 });
    await insertCard(db, { deckId: hidden, term: 'c', definition: 'd', termImageId: null, definitionImageId: inHiddenDeck, termAudioId: null, definitionAudioId: null, now: now - 1000 });

    await Promise.all(sweepOnce(db, FIXED_NOW));
    const left = (await db.selectFrom('media').select('id').orderBy('id').execute()).map((row) => row.id);
    expect(left).toEqual([onCard, onCardAsSound, fresh, inHiddenDeck, ancient]);
    expect(left).not.toContain(abandoned);
    expect(left).not.toContain(crashed);

    // Two hours on: the upload that was fresh is a day old and on no card; the confirm that was
    // writing never finished, so its hidden deck is swept, and then its file (by the next sweep
    // at the latest: the sweeps run side by side).
    await Promise.all(sweepOnce(db, new Date(now + 2 * HOUR)));
    await Promise.all(sweepOnce(db, new Date(now + 2 * HOUR)));
    expect((await db.selectFrom('media').select('id').orderBy('id').execute()).map((row) => row.id)).toEqual([onCard, onCardAsSound, ancient]);
  });
  it("keeps an Anki preview's files for its whole cache lifetime, and deletes an abandoned preview's a day later", async () => {
    const alice = await makeUser(db);
    const png = (tag: number) => ({ sha256: sha256Hex(fakePng(tag)), mime: 'image/png', bytes: fakePng(tag) });
    const ids = async () => (await db.selectFrom('media').select('id').orderBy('id').execute()).map((row) => row.id);
    // Yesterday's preview, abandoned (its files stored at preview, on no card).
    const [abandoned, shared] = await saveImportedMedia(db, alice.id, [png(1), png(2)], now - MEDIA_GRACE_MS - HOUR);
    // Today's preview of a package with one of the same files: the same row, in the grace again.
    const [sharedAgain, fresh] = await saveImportedMedia(db, alice.id, [png(2), png(3)], now);
    expect(sharedAgain).toBe(shared);
    await Promise.all(sweepOnce(db, FIXED_NOW));
    expect(await ids()).toEqual([shared, fresh]);
    expect(await ids()).not.toContain(abandoned);
    // A confirm may come until the cache row expires: its files are all still there.
    await Promise.all(sweepOnce(db, new Date(now + IMPORT_CACHE_TTL_MS)));
    expect(await ids()).toEqual([shared, fresh]);
    // Never confirmed: a day later they are gone.
    await Promise.all(sweepOnce(db, new Date(now + MEDIA_GRACE_MS + HOUR)));
    expect(await ids()).toEqual([]);
  });
});
