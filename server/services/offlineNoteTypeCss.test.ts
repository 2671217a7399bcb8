import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import type { FlashcardsData, GameData } from '../../shared/games.js';
import { startFromPack } from '../../shared/offlinePack.js';
import { callerFor, FIXED_NOW, makeDeck, makeTestDb, makeUser, testDialect } from '../test/harness.js';

// Offline packs carry their note types' CSS (docs/notes.md, docs/offline.md): the same cleaned and
// scoped map the deck detail and a smart session send, and each card of a styled type names it,
// so a session started from the pack in the browser styles its faces as online.

const dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

describe(`offline packs and note type CSS (${testDialect})`, () => {
  it('carries the scoped CSS and the card’s type into the pack and the offline game', async () => {
    const db = await makeTestDb();
    dbs.push(db);
    const owner = await makeUser(db);
    const deck = await makeDeck(db, owner.id, { cards: 0 });
    const api = callerFor(db, owner);
    const basic = (await api.noteTypes.list()).find((t) => t.builtin === 'basic')!;
    await api.notes.create({ deckId: deck.id, noteTypeId: basic.id, fields: { Front: 'plain', Back: 'card' }, tags: [] });
    // Built-ins only: the pack is as before.
    const plainPack = await api.offline.pack({ deckId: deck.id });
    expect(plainPack.noteTypeCss).toBeUndefined();
    expect(plainPack.cards.every((c) => !('noteTypeId' in c))).toBe(true);

    const styled = await api.noteTypes.create({ name: 'Styled', copyOf: basic.id, css: '@import url(https://evil.example/x.css);\n.card { color: rgb(1, 2, 3); position: fixed }' });
    await api.notes.create({ deckId: deck.id, noteTypeId: styled.id, fields: { Front: 'chat', Back: 'cat' }, tags: [] });
    const detail = await api.decks.get({ deckId: deck.id });
    const pack = await api.offline.pack({ deckId: deck.id });
    expect(pack.noteTypeCss).toEqual(detail.noteTypeCss);
    expect(pack.noteTypeCss![styled.id]).toContain(`.cc-nt-${styled.id} { color: rgb(1, 2, 3)`);
    expect(pack.noteTypeCss![styled.id]).not.toMatch(/@import|evil|fixed/);
    expect(pack.cards.map((c) => [c.term, c.noteTypeId])).toEqual([
      ['plain', undefined],
      ['chat', styled.id],
    ]);

    // The browser's offline session: the game data has the map, the styled card's faces name the type.
    const game = startFromPack(pack, { gameType: 'flashcards', goal: { type: 'quick' }, isMobile: false }, FIXED_NOW.getTime() + 60_000) as FlashcardsData & GameData;
    expect(game.noteTypeCss).toEqual(pack.noteTypeCss);
    const styledCard = game.cards.find((c) => c.front.text === 'chat' || c.back.text === 'chat')!;
    expect([styledCard.front.noteTypeId, styledCard.back.noteTypeId]).toEqual([styled.id, styled.id]);
    expect(game.cards.find((c) => c.front.text === 'plain' || c.back.text === 'plain')!.front.noteTypeId).toBeUndefined();
  });
});
