import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { createContextInner } from '../context.js';
import type { Db } from '../db.js';
import { fakeJpeg, fakePng } from '../domain/import/mediaBytes.js';
import { ankiPackage, type TestCollection } from '../test/ankiTestkit.js';
import { callerFor, FIXED_NOW, makeTestDb, makeUser, testDialect } from '../test/harness.js';
import { ankiPreview, warmImportWorkers } from './service.js';

// Issue 26 "Images: any number per side, inline" (docs/rich-cards.md), on both databases: every image
// of an Anki side is stored (each once: by name, and by content) and shown inline by its own
// `/api/media/{publicId}`; the first is also the side's image, for games that show one picture.

beforeAll(() => warmImportWorkers(testConfig()), 120_000);
const dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

async function setup() {
  const db = await makeTestDb();
  dbs.push(db);
  const user = await makeUser(db);
  const ctx = { ...createContextInner({ db, user, now: () => FIXED_NOW, config: testConfig() }), user };
  return { db, ctx, user, api: callerFor(db, user) };
}

const PICTURES: TestCollection = {
  notetypes: [{ id: 1, name: 'Basic', fields: ['Front', 'Back'], front: '{{Front}}' }],
  decks: [{ id: 10, name: 'Pictures' }],
  notes: [
    // Three images on the front, one twice; the back shows one of them again and a missing file.
    { fields: ['<b>Bones</b><img src="skull.png"> and <img src="hand.jpg"><br><img src="foot.png"><img src="skull.png">', 'see <img src="hand.jpg"><img src="gone.png">'], notetype: 0, cards: [{ deck: 10 }] },
    // The same bytes under another name are the same stored file.
    { fields: ['<i>copy</i><img src="skull-copy.png">', 'plain'], notetype: 0, cards: [{ deck: 10 }] },
  ],
  media: { 'skull.png': fakePng(1), 'hand.jpg': fakeJpeg(2), 'foot.png': fakePng(3), 'skull-copy.png': fakePng(1) },
};

const srcsOf = (html: string | null) => [...(html ?? '').matchAll(/<img src="([^"]*)"/g)].map((match) => match[1]);

describe(`every image of an Anki side comes across inline (${testDialect})`, () => {
  it.each(['anki2', 'anki21b'] as const)('%s: three images on one side, each its own stored file', async (format) => {
    const { db, ctx, user, api } = await setup();
    const preview = await ankiPreview(ctx, { fileName: 'pictures.apkg', bytes: ankiPackage(PICTURES, format) }, 'single_deck');
    expect(preview.media?.message).toBe('Media: 4 images and 0 sounds on 2 cards.');
    // The missing file is reported; no image is left out for being past the first.
    expect(preview.media?.issues).toEqual([expect.stringContaining('1 media file referenced by cards is missing')]);
    const result = await api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId });
    const deckId = result.createdDecks[0].id;
    const cards = await db
      .selectFrom('cards')
      .select(['term', 'term_html', 'definition_html', 'term_image_id', 'definition_image_id'])
      .where('deck_id', '=', deckId)
      .orderBy('id')
      .execute();
    const media = await db.selectFrom('media').select(['id', 'public_id', 'sha256']).where('user_id', '=', user.id).orderBy('id').execute();
    // skull, hand, foot: three files (skull-copy has skull's bytes: the same row).
    expect(media).toHaveLength(3);
    const url = (id: number | null) => `/api/media/${media.find((row) => row.id === id)!.public_id}`;
    const [bones, copy] = cards;
    const front = srcsOf(bones.term_html);
    expect(front).toHaveLength(4);
    expect(new Set(front).size).toBe(3);
    expect(front[0]).toBe(front[3]);
    for (const src of front) expect(media.map((row) => `/api/media/${row.public_id}`)).toContain(src);
    // The first image is also the side's image.
    expect(front[0]).toBe(url(bones.term_image_id));
    expect(bones.term_html).toBe(`<b>Bones</b><img src="${front[0]}" /> and <img src="${front[1]}" /><br /><img src="${front[2]}" /><img src="${front[0]}" />`);
    expect(bones.term).toBe('Bones and');
    // The back shows the front's second file by the same URL; the missing one is taken out.
    expect(bones.definition_html).toBe(`see <img src="${front[1]}" />`);
    expect(bones.definition_image_id).toBe(media.find((row) => `/api/media/${row.public_id}` === front[1])!.id);
    expect(srcsOf(copy.term_html)).toEqual([front[0]]);
    // Through the API, the card carries the HTML and the first image as its image URL.
    const deck = await api.decks.get({ deckId });
    expect(deck.flashcards[0]).toMatchObject({ termHtml: bones.term_html, termImageUrl: front[0] });
  });
});
