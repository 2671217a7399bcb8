import { TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MEDIA_MSG } from '../../shared/media.js';
import type { FlashcardsData } from '../../shared/games.js';
import type { Db } from '../db.js';
import { saveMedia } from '../repos/media.js';
import { callerFor, closeTestDb, FIXED_NOW, makeDeck, makeTestDb, makeUser, testDialect } from '../test/harness.js';

// A cloze note's images and sounds (docs/anki-history.md, docs/study-modes.md), on both databases: given on create they go
// on every card of the note, an edit replaces or removes them on all of them (and a file no card
// uses any more goes), a side left out keeps each card's own, and only the user's own uploads of
// the right kind are taken (400 naming the field, nothing written).

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);
const PNG2 = new Uint8Array([...PNG, 4]);
const MP3 = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 10, 0, 0, 0, 0, 9, 9]);
const TEXT = '{{c1::Paris}} is the capital of {{c2::France}}.';

const dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => closeTestDb(db)));
});

async function setup() {
  const db = await makeTestDb();
  dbs.push(db);
  const user = await makeUser(db);
  const deck = await makeDeck(db, user.id);
  const now = FIXED_NOW.getTime();
  const image = await saveMedia(db, user.id, PNG, 'image/png', now);
  const other = await saveMedia(db, user.id, PNG2, 'image/png', now);
  const sound = await saveMedia(db, user.id, MP3, 'audio/mpeg', now);
  return { db, user, deck, image, other, sound, api: callerFor(db, user) };
}

const mediaOf = (cards: { termImageUrl: string | null; definitionImageUrl: string | null; termAudioUrl: string | null; definitionAudioUrl: string | null }[]) =>
  cards.map((c) => [c.termImageUrl !== null, c.definitionImageUrl !== null, c.termAudioUrl !== null, c.definitionAudioUrl !== null]);

async function rowsOf(db: Db, deckId: number) {
  return db.selectFrom('cards').select(['id', 'cloze_number', 'term_image_id', 'definition_image_id', 'term_audio_id', 'definition_audio_id']).where('deck_id', '=', deckId).orderBy('cloze_number').execute();
}

describe(`a cloze note's media (${testDialect})`, () => {
  it('go on every card of the note, are shown in the list and in flashcards, and are replaced, kept or removed by an edit', async () => {
    const { db, deck, image, other, sound, api } = await setup();
    const { cards } = await api.cards.createCloze({ deckId: deck.id, kind: 'cloze', clozeText: TEXT, termImageId: image, definitionAudioId: sound });
    expect(mediaOf(cards)).toEqual([
      [true, false, false, true],
      [true, false, false, true],
    ]);
    expect(new Set(cards.map((c) => c.termImageUrl)).size).toBe(1);
    expect((await rowsOf(db, deck.id)).map((r) => [r.term_image_id, r.definition_audio_id])).toEqual([
      [image, sound],
      [image, sound],
    ]);
    // The deck lists them with their files, and the flashcards game shows the prompt's image.
    const listed = (await api.decks.get({ deckId: deck.id })).flashcards;
    expect(mediaOf(listed)).toEqual(mediaOf(cards));
    const { gameData } = await api.sessions.start({ deckId: deck.id, gameType: 'flashcards', goal: { type: 'quick' }, constraintProfile: { isMobile: false }, direction: 'forward' });
    const played = (gameData as FlashcardsData).cards;
    // One card of the note a day: its sibling is buried (docs/study-sessions.md).
    expect(played).toHaveLength(1);
    for (const card of played) expect(card.front.imageUrl).toBe(cards[0].termImageUrl);

    // An edit that adds a third deletion and replaces the image: all three cards show the new
    // one, the sound (left out) stays, and the old image, on no card now, is deleted.
    const edited = await api.cards.updateCloze({ cardId: cards[1].id, kind: 'cloze', clozeText: `${TEXT} {{c3::Seine}}`, termImageId: other });
    expect(edited.cards.map((c) => c.id).slice(0, 2)).toEqual(cards.map((c) => c.id));
    expect((await rowsOf(db, deck.id)).map((r) => [r.cloze_number, r.term_image_id, r.definition_audio_id])).toEqual([
      [1, other, sound],
      [2, other, sound],
      [3, other, sound],
    ]);
    expect(await db.selectFrom('media').select('id').where('id', '=', image).execute()).toEqual([]);

    // null removes a side's file from every card; the last card's file goes with it.
    await api.cards.updateCloze({ cardId: cards[0].id, kind: 'cloze', clozeText: `${TEXT} {{c3::Seine}}`, definitionAudioId: null });
    expect((await rowsOf(db, deck.id)).map((r) => [r.term_image_id, r.definition_audio_id])).toEqual([
      [other, null],
      [other, null],
      [other, null],
    ]);
    expect(await db.selectFrom('media').select('id').where('id', '=', sound).execute()).toEqual([]);
  });

  it('a basic card made a cloze note keeps its files on the new cards; a note without media is as before', async () => {
    const { db, deck, image, api } = await setup();
    const basic = await api.cards.create({ deckId: deck.id, term: 'Paris', definition: 'France', definitionImageId: image });
    await api.cards.updateCloze({ cardId: basic.id, kind: 'cloze', clozeText: TEXT });
    expect((await rowsOf(db, deck.id)).map((r) => [r.cloze_number, r.definition_image_id])).toEqual([
      [1, image],
      [2, image],
    ]);
    const plain = await api.cards.createCloze({ deckId: deck.id, kind: 'cloze', clozeText: '{{c1::x}} y' });
    expect(mediaOf(plain.cards)).toEqual([[false, false, false, false]]);
  });

  it("refuses another user's file, a sound as an image and a bad id with a 400 naming the field, and writes nothing", async () => {
    const { db, user, deck, image, sound, api } = await setup();
    const mallory = await makeUser(db);
    const theirs = await saveMedia(db, mallory.id, PNG2, 'image/png', FIXED_NOW.getTime());
    const cases: [Record<string, unknown>, string, string][] = [
      [{ termImageId: theirs }, MEDIA_MSG.notFound, 'termImageId'],
      [{ definitionImageId: sound }, MEDIA_MSG.notFound, 'definitionImageId'],
      [{ termAudioId: image }, MEDIA_MSG.soundNotFound, 'termAudioId'],
      [{ definitionAudioId: 999_999 }, MEDIA_MSG.soundNotFound, 'definitionAudioId'],
      [{ termImageId: -1 }, 'Image not found.', 'termImageId'],
      [{ termAudioId: 'x' }, 'Sound not found.', 'termAudioId'],
    ];
    for (const [media, message, path] of cases) {
      const error = await api.cards.createCloze({ deckId: deck.id, kind: 'cloze', clozeText: TEXT, ...(media as object) }).then(() => null, (e: unknown) => e);
      expect(error, path).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code, path).toBe('BAD_REQUEST');
      expect((error as TRPCError).message, path).toBe(message);
      expect(JSON.stringify((error as TRPCError).cause ?? ''), path).toContain(path);
    }
    expect(await rowsOf(db, deck.id)).toEqual([]);
    // The same on an edit: the note is unchanged.
    const { cards } = await api.cards.createCloze({ deckId: deck.id, kind: 'cloze', clozeText: TEXT });
    const error = await api.cards.updateCloze({ cardId: cards[0].id, kind: 'cloze', clozeText: `${TEXT} {{c3::z}}`, termImageId: theirs }).then(() => null, (e: unknown) => e);
    expect((error as TRPCError).message).toBe(MEDIA_MSG.notFound);
    expect((await rowsOf(db, deck.id)).map((r) => r.term_image_id)).toEqual([null, null]);
    expect(user.id).not.toBe(mallory.id);
  });
});
