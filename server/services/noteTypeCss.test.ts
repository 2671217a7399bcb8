import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import type { FlashcardsData, GameData } from '../../shared/games.js';
import { startFromPack } from '../../shared/offlinePack.js';
import { callerFor, FIXED_NOW, makeDeck, makeTestDb, makeUser, testDialect } from '../test/harness.js';

// A note type's CSS on its cards' faces (docs/notes.md): the deck detail and a game's data carry it
// cleaned and scoped to `.cc-nt-<id>`, for the owner and for a subscriber, and so do offline packs;
// built-ins send nothing.

const dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

const HOSTILE = [
  '@import url(https://evil.example/x.css);',
  '.card { color: rgb(1, 2, 3); background: url(https://evil.example/track.png); }',
  'body { position: fixed; top: 0; }',
  '.banner { position: fixed; }',
  'button { outline: 3px solid red; }',
].join('\n');

/** An owner's deck with one Basic note ('plain' / 'card'), and the owner's caller. */
async function deckWithPlainNote() {
  const db = await makeTestDb();
  dbs.push(db);
  const owner = await makeUser(db);
  const deck = await makeDeck(db, owner.id, { cards: 0 });
  const api = callerFor(db, owner);
  const basic = (await api.noteTypes.list()).find((t) => t.builtin === 'basic')!;
  await api.notes.create({ deckId: deck.id, noteTypeId: basic.id, fields: { Front: 'plain', Back: 'card' }, tags: [] });
  return { db, deck, api, basic };
}

describe(`note type CSS on card faces (${testDialect})`, () => {
  it('serves each used type its CSS cleaned and scoped, to the owner and a subscriber', async () => {
    const { db, deck, api, basic } = await deckWithPlainNote();
    // Built-ins have no CSS: the deck answers as before.
    const before = await api.decks.get({ deckId: deck.id });
    expect(before.noteTypeCss).toBeUndefined();
    expect(before.flashcards[0].noteTypeId).toBeUndefined();

    const styled = await api.noteTypes.create({ name: 'Styled', copyOf: basic.id, css: HOSTILE });
    const unused = await api.noteTypes.create({ name: 'Unused', copyOf: basic.id, css: '.card { color: blue }' });
    await api.notes.create({ deckId: deck.id, noteTypeId: styled.id, fields: { Front: 'chat', Back: 'cat' }, tags: [] });

    await api.sharedDecks.setSharing({ deckId: deck.id, visibility: 'server' });
    const learner = callerFor(db, await makeUser(db, { email: 'learner@example.com' }));
    await learner.sharedDecks.subscribe({ deckId: deck.id });

    for (const who of [api, learner]) {
      const detail = await who.decks.get({ deckId: deck.id });
      expect(Object.keys(detail.noteTypeCss ?? {})).toEqual([String(styled.id)]);
      expect(unused.id in (detail.noteTypeCss ?? {})).toBe(false);
      const css = detail.noteTypeCss![styled.id];
      expect(css).toContain(`.cc-nt-${styled.id} { color: rgb(1, 2, 3);`);
      expect(css).toContain(`.cc-nt-${styled.id} button`);
      expect(css).not.toMatch(/@import|https:|evil|fixed|url\(/);
      // Every rule is inside the face.
      for (const selector of css.match(/[^{}]+(?=\{)/g) ?? []) expect(selector.trim().startsWith(`.cc-nt-${styled.id}`)).toBe(true);
      expect(detail.flashcards.map((c) => c.noteTypeId)).toEqual([undefined, styled.id]);

      const game = (await who.games.generate({ gameType: 'flashcards', deckId: deck.id })) as FlashcardsData & GameData;
      expect(game.noteTypeCss).toEqual(detail.noteTypeCss);
      const styledCard = game.cards.find((c) => c.front.text === 'chat' || c.back.text === 'chat')!;
      expect(styledCard.front.noteTypeId).toBe(styled.id);
      expect(styledCard.back.noteTypeId).toBe(styled.id);
      expect(game.cards.find((c) => c.front.text === 'plain' || c.back.text === 'plain')!.front.noteTypeId).toBeUndefined();

      // A smart session's round carries the same, the owner's media rule applied for the subscriber too.
      const { gameData } = (await who.sessions.start({ deckId: deck.id, gameType: 'flashcards', goal: { type: 'quick' } })) as { gameData: FlashcardsData & GameData };
      expect(gameData.noteTypeCss).toEqual(detail.noteTypeCss);
      const sessionCard = gameData.cards.find((c) => c.front.text === 'chat' || c.back.text === 'chat')!;
      expect(sessionCard.front.noteTypeId).toBe(styled.id);
    }
  });

  // Offline packs (docs/offline.md): the same cleaned and scoped map, and each card of a styled
  // type names it, so a session started from the pack in the browser styles its faces as online.
  it('carries the scoped CSS and the card’s type into the offline pack and the offline game', async () => {
    const { deck, api, basic } = await deckWithPlainNote();
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
