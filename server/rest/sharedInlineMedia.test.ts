import { describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { saveMedia } from '../repos/media.js';
import { closeTestDb, FIXED_NOW, loginAgent, makeTestApp, testDialect } from '../test/harness.js';

// Issue 48 point 1: a picture the rich editor's image button puts inline in a side's HTML
// (`<img src="/api/media/…">`, docs/rich-cards.md) is shown to the deck's subscribers as the
// picture of "Add image" is; nothing else of the owner's files is (docs/shared-decks.md).

const PNG = (n: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, n]);

async function publicIdOf(db: Db, id: number): Promise<string> {
  return (await db.selectFrom('media').select('public_id').where('id', '=', id).executeTakeFirstOrThrow()).public_id!;
}

describe(`inline pictures of a shared deck (${testDialect})`, () => {
  it('served to subscribers while a card of the deck shows them; never other files of the owner, never to strangers', async () => {
    const { app, db } = await makeTestApp();
    try {
      const owner = await loginAgent(app);
      const learner = await loginAgent(app);
      const stranger = await loginAgent(app);
      const deck = (await owner.request('POST', '/api/decks', { name: 'Amino acids' })).json();
      const other = (await owner.request('POST', '/api/decks', { name: 'Private' })).json();
      const ownerId = (await db.selectFrom('decks').select('user_id').where('id', '=', deck.id).executeTakeFirstOrThrow()).user_id;
      const now = FIXED_NOW.getTime();
      const [inline, privateInline, unused, lookalike] = [
        await publicIdOf(db, await saveMedia(db, ownerId, PNG(1), 'image/png', now)),
        await publicIdOf(db, await saveMedia(db, ownerId, PNG(2), 'image/png', now)),
        await publicIdOf(db, await saveMedia(db, ownerId, PNG(3), 'image/png', now)),
        await publicIdOf(db, await saveMedia(db, ownerId, PNG(4), 'image/png', now)),
      ];
      const card = await owner.request('POST', `/api/decks/${deck.id}/cards`, { termHtml: `<b>Glycine</b><img src="/api/media/${inline}">`, definition: 'G' });
      expect(card.statusCode).toBe(201);
      // The other deck (not shared) shows another picture; a text that only names an id is no picture.
      expect((await owner.request('POST', `/api/decks/${other.id}/cards`, { termHtml: `<img src="/api/media/${privateInline}">`, definition: 'x' })).statusCode).toBe(201);
      expect((await owner.request('POST', `/api/decks/${deck.id}/cards`, { term: `/api/media/${lookalike}`, definition: 'y' })).statusCode).toBe(201);
      expect((await owner.request('PUT', `/api/decks/${deck.id}/sharing`, { visibility: 'server' })).statusCode).toBe(200);

      // Before subscribing: 404 like any file of another account.
      expect((await learner.request('GET', `/api/media/${inline}`)).statusCode).toBe(404);
      expect((await learner.request('POST', `/api/shared-decks/${deck.id}/subscribe`)).statusCode).toBe(200);
      const served = await learner.request('GET', `/api/media/${inline}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload[16]).toBe(1);
      for (const id of [privateInline, unused, lookalike]) expect((await learner.request('GET', `/api/media/${id}`)).statusCode, id).toBe(404);
      expect((await stranger.request('GET', `/api/media/${inline}`)).statusCode).toBe(404);
      expect((await owner.request('GET', `/api/media/${inline}`)).statusCode).toBe(200);

      // The owner takes the picture out of the card: the subscriber no longer gets it.
      expect((await owner.request('PUT', `/api/cards/${card.json().id}`, { termHtml: '<b>Glycine</b>', definition: 'G' })).statusCode).toBe(200);
      expect((await learner.request('GET', `/api/media/${inline}`)).statusCode).toBe(404);
    } finally {
      await app.close();
      await closeTestDb(db);
    }
  });
});
