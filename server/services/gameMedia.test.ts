import { describe, expect, it } from 'vitest';
import type { CrosswordData, MatchingData, MultipleChoiceData, SpatialChoiceData } from '../../shared/games.js';
import type { Db } from '../db.js';
import { mediaUrlsFor, saveMedia } from '../repos/media.js';
import { callerFor, FIXED_NOW, makeDeck, makeTestDb, makeUser } from '../test/harness.js';

// Game items carry each side's image and sound (docs/anki-history.md): seeded straight into media rows and
// card columns, as an import or the card form would leave them.

const PNG = (n: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, n]);
const MP3 = new Uint8Array([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0]);

/** 8 cards: 1–4 with a term image, 5–8 with an image-only definition (empty text), 1 with audio on both sides. */
async function seed() {
  const db = await makeTestDb();
  const user = await makeUser(db);
  const deck = await makeDeck(db, user.id, { name: 'Pictures', cards: 8 });
  const now = FIXED_NOW.getTime();
  const images: number[] = [];
  for (let i = 0; i < 8; i++) images.push(await saveMedia(db, user.id, PNG(i), 'image/png', now));
  const audio = await saveMedia(db, user.id, MP3, 'audio/mpeg', now);
  for (const [index, cardId] of deck.cardIds.entries()) {
    const media = index < 4 ? { term_image_id: images[index] } : { definition_image_id: images[index], definition: '' };
    await db.updateTable('cards').set(media).where('id', '=', cardId).execute();
  }
  await db.updateTable('cards').set({ term_audio_id: audio, definition_audio_id: audio }).where('id', '=', deck.cardIds[0]).execute();
  return { db, user, deck, images, audio, api: callerFor(db, user) };
}

async function expectedMedia(db: Db, cardId: number) {
  const row = await db.selectFrom('cards').selectAll().where('id', '=', cardId).executeTakeFirstOrThrow();
  // URLs name the files' random public ids (migration 0013).
  const url = await mediaUrlsFor(db, [row]);
  const pick = (imageId: number | null, audioId: number | null) => ({
    ...(imageId ? { imageUrl: url(imageId) } : {}),
    ...(audioId ? { audioUrl: url(audioId) } : {}),
  });
  return { term: pick(row.term_image_id, row.term_audio_id), definition: pick(row.definition_image_id, row.definition_audio_id) };
}

describe('media in the games', () => {
  it('matching tiles carry their side\'s image and sound', async () => {
    const { db, api, deck } = await seed();
    const data = (await api.games.generate({ gameType: 'matching', deckId: deck.id })) as MatchingData;
    expect(data.terms.length).toBeGreaterThanOrEqual(4);
    for (const tile of data.terms) expect({ imageUrl: tile.imageUrl, audioUrl: tile.audioUrl }).toMatchObject((await expectedMedia(db, tile.id)).term);
    for (const tile of data.definitions) {
      const { definition } = await expectedMedia(db, tile.id);
      expect(tile.imageUrl).toBe(definition.imageUrl);
      expect(tile.audioUrl).toBe(definition.audioUrl);
    }
    const plain = data.terms.find((tile) => tile.id !== deck.cardIds[0] && !tile.imageUrl);
    if (plain) expect(Object.keys(plain).sort()).toEqual(['id', 'text']);
  });

  it('multiple choice: the prompt has the term side\'s media; image-only definitions are four distinct options', async () => {
    const { db, api, deck } = await seed();
    const data = (await api.games.generate({ gameType: 'multiple-choice', deckId: deck.id })) as MultipleChoiceData;
    expect(data.questions).toHaveLength(8);
    for (const question of data.questions) {
      const { term } = await expectedMedia(db, question.id);
      expect(question.question.imageUrl).toBe(term.imageUrl);
      expect(question.question.audioUrl).toBe(term.audioUrl);
      expect(question.options).toHaveLength(4);
      for (const option of question.options) expect(option.imageUrl).toBe((await expectedMedia(db, option.optionId)).definition.imageUrl);
    }
    // Four image-only definitions (same empty text) still make four options: the image tells them apart.
    const imageOnly = data.questions.find((question) => question.options.filter((option) => option.text === '').length >= 2);
    expect(imageOnly).toBeDefined();
  });

  it('spatial choice (smart session): the prompt has the definition side\'s media, options the term side\'s', async () => {
    const { db, api, deck } = await seed();
    const { gameData } = await api.sessions.start({ deckId: deck.id, gameType: 'spatial-choice', goal: { type: 'cards', value: 8 }, constraintProfile: { isMobile: false } });
    const data = gameData as SpatialChoiceData;
    expect(data.questions).toHaveLength(8);
    for (const question of data.questions) {
      const { definition } = await expectedMedia(db, question.promptCardId);
      expect(question.prompt.imageUrl).toBe(definition.imageUrl);
      expect(question.prompt.audioUrl).toBe(definition.audioUrl);
      for (const option of question.options) expect(option.imageUrl).toBe((await expectedMedia(db, option.termId)).term.imageUrl);
    }
  });

  it('the crossword is text only and skips cards with no clue text', async () => {
    const db = await makeTestDb();
    const user = await makeUser(db);
    const words = ['planet', 'orbit', 'comet', 'meteor', 'nebula', 'galaxy', 'eclipse', 'asteroid'];
    const deck = await makeDeck(db, user.id, { cards: words.length });
    const image = await saveMedia(db, user.id, PNG(1), 'image/png', FIXED_NOW.getTime());
    for (const [index, cardId] of deck.cardIds.entries()) {
      // The first two have an image-only definition: no clue to print.
      const definition = index < 2 ? '' : `clue for ${words[index]}`;
      await db.updateTable('cards').set({ term: words[index], definition, definition_image_id: index < 2 ? image : null }).where('id', '=', cardId).execute();
    }
    const data = (await callerFor(db, user).games.generate({ gameType: 'crossword', deckId: deck.id })) as CrosswordData;
    const clues = [...data.clues.across, ...data.clues.down];
    expect(clues.length).toBeGreaterThan(0);
    expect(clues.every((clue) => clue.clueText.startsWith('clue for'))).toBe(true);
    expect(clues.some((clue) => deck.cardIds.slice(0, 2).includes(clue.id))).toBe(false);
    expect(JSON.stringify(data)).not.toContain('/api/media/');
  });
});
