import { TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { saveMedia } from '../repos/media.js';
import { IO_MSG } from '../../shared/messages.js';
import type { FastifyInstance } from 'fastify';
import { callerFor, FIXED_NOW, loginAgent, makeDeck, makeTestApp, makeTestDb, makeUser, testDialect } from '../test/harness.js';

// Image occlusion notes (docs/image-occlusion.md) on both databases: the built-in note type every
// user has, one card per card number, a bad Occlusion field refused with a plain message and
// nothing written, the card side drawn from parsed shapes, and the API card's occlusions.

const dbs: Db[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

const PNG = (n: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, n]);

export const IO_FIELD = [
  '{{c1::image-occlusion:rect:left=.1:top=.2:width=.3:height=.1:oi=1}}<br>',
  '{{c2::image-occlusion:ellipse:left=.5:top=.5:rx=.1:ry=.05:oi=1}}<br>',
  '{{c2::image-occlusion:polygon:left=.6:top=.1:points=.6,.1 .9,.1 .75,.3:oi=1}}<br>',
  '{{c3::image-occlusion:rect:left=.7:top=.7:width=.2:height=.2:oi=1}}<br>',
].join('');

async function setup() {
  const db = await makeTestDb();
  dbs.push(db);
  const user = await makeUser(db);
  const deck = await makeDeck(db, user.id, { cards: 0 });
  const api = callerFor(db, user);
  const types = await api.noteTypes.list();
  const io = types.find((t) => t.builtin === 'image-occlusion')!;
  const mediaId = await saveMedia(db, user.id, PNG(1), 'image/png', FIXED_NOW.getTime());
  const publicId = (await db.selectFrom('media').select('public_id').where('id', '=', mediaId).executeTakeFirstOrThrow()).public_id!;
  const image = `<img src="/api/media/${publicId}">`;
  return { db, user, deck, api, io, image, publicId };
}

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

describe(`image occlusion notes (${testDialect})`, () => {
  it('is a built-in note type with Anki\'s fields and template name', async () => {
    const { io } = await setup();
    expect(io).toMatchObject({ name: 'Image Occlusion', kind: 'image-occlusion', fields: ['Occlusion', 'Image', 'Header', 'Back Extra', 'Comments'] });
    expect(io.templates.map((t) => t.name)).toEqual(['Image Occlusion']);
  });

  it('reaches an existing user who had only the five older built-ins', async () => {
    const { db, user, api, io } = await setup();
    await db.deleteFrom('note_types').where('id', '=', io.id).execute();
    const again = callerFor(db, user);
    expect((await again.noteTypes.list()).filter((t) => t.builtin === 'image-occlusion')).toHaveLength(1);
    expect((await api.noteTypes.list()).map((t) => t.builtin)).toContain('image-occlusion');
  });

  it('makes one card per card number through notes.create', async () => {
    const { api, deck, io, image } = await setup();
    const note = await api.notes.create({ deckId: deck.id, noteTypeId: io.id, fields: { Occlusion: IO_FIELD, Image: image, Header: 'Heart', 'Back Extra': 'Left side' }, tags: ['anatomy'] });
    expect(note.cardIds).toHaveLength(3);
    expect(note.fields.Occlusion).toContain('{{c1::image-occlusion:rect:left=.1');
    const cards = (await api.decks.get({ deckId: deck.id })).flashcards;
    expect(cards.map((c) => c.term)).toEqual(['Heart · Image occlusion 1 of 3', 'Heart · Image occlusion 2 of 3', 'Heart · Image occlusion 3 of 3']);
    // An edit that drops card 3 keeps cards 1 and 2 (their ids, so their progress).
    const edited = await api.notes.update({ noteId: note.id, fields: { Occlusion: IO_FIELD.split('<br>').slice(0, 3).join('<br>') } });
    expect(edited.cardIds).toEqual(note.cardIds.slice(0, 2));
  });

  it.each([
    ['{{c1::image-occlusion:rect:left=1.5:top=.2:width=.3:height=.1}}', IO_MSG.outsideImage('left'), 'Occlusion'],
    ['{{c1::image-occlusion:rect:left=x:top=.2:width=.3:height=.1}}', IO_MSG.notANumber('left'), 'Occlusion'],
    ['{{c1::image-occlusion:rect:left=.1:top=.1:width=.1:height=.1}}'.repeat(501), IO_MSG.tooManyShapes(500), 'Occlusion'],
    ['no shapes here', IO_MSG.noShapes, 'Occlusion'],
  ])('refuses a bad Occlusion field and writes nothing (%#)', async (field, message, path) => {
    const { db, api, deck, io, image } = await setup();
    const error = await errorOf(api.notes.create({ deckId: deck.id, noteTypeId: io.id, fields: { Occlusion: field, Image: image }, tags: [] }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(message);
    expect(JSON.stringify(error.cause ?? '')).toContain(`fields.${path}`);
    expect(await db.selectFrom('notes').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('cards').select('id').where('deck_id', '=', deck.id).execute()).toEqual([]);
  });

  it('carries kind and occlusions on the API card, and draws the masks on its sides', async () => {
    const { api, deck, io, image, publicId } = await setup();
    await api.notes.create({ deckId: deck.id, noteTypeId: io.id, fields: { Occlusion: IO_FIELD, Image: image }, tags: [] });
    const cards = (await api.decks.get({ deckId: deck.id })).flashcards;
    expect(cards.map((c) => c.kind)).toEqual(['image-occlusion', 'image-occlusion', 'image-occlusion']);
    const second = cards[1];
    expect(second.occlusions!.map((o) => [o.ordinal, o.shape, o.asked])).toEqual([
      [1, 'rect', false],
      [2, 'ellipse', true],
      [2, 'polygon', true],
      [3, 'rect', false],
    ]);
    expect(second.occlusions![0]).toEqual({ ordinal: 1, shape: 'rect', left: 0.1, top: 0.2, width: 0.3, height: 0.1, asked: false });
    expect(second.occlusions![2].points).toEqual([{ x: 0.6, y: 0.1 }, { x: 0.9, y: 0.1 }, { x: 0.75, y: 0.3 }]);
    // The question: every mask, the asked region marked; the answer reveals it; the picture under both.
    expect(second.termHtml).toContain(`<div class="cardcade-io"><img src="/api/media/${publicId}" alt="" /><svg viewbox="0 0 1 1" preserveaspectratio="none">`);
    expect(second.termHtml).toContain('<ellipse class="cardcade-io-asked"');
    expect(second.definitionHtml).toContain('<ellipse class="cardcade-io-revealed"');
    expect(second.termHtml).toContain('<title>Hidden region 2 of 3: the one asked</title>');
    // A basic card carries none.
    await api.notes.create({ deckId: deck.id, noteTypeId: (await api.noteTypes.list()).find((t) => t.builtin === 'basic')!.id, fields: { Front: 'a', Back: 'b' }, tags: [] });
    const basic = (await api.decks.get({ deckId: deck.id })).flashcards.at(-1)!;
    expect(basic.kind).toBe('basic');
    expect(basic).not.toHaveProperty('occlusions');
  });

  it('plays in flip cards and smart sessions, and sits out the games that cannot ask a region', async () => {
    const { api, deck, io, image } = await setup();
    await api.notes.create({ deckId: deck.id, noteTypeId: io.id, fields: { Occlusion: IO_FIELD, Image: image }, tags: [] });
    for (let i = 0; i < 6; i++) await api.cards.create({ deckId: deck.id, term: `word ${i}`, definition: `meaning ${i}` });
    const flip = (await api.games.generate({ gameType: 'flashcards', deckId: deck.id })) as { cards: { front: { html?: string | null } }[] };
    expect(flip.cards.filter((c) => c.front.html?.includes('cardcade-io'))).toHaveLength(3);
    for (const gameType of ['matching', 'multiple-choice', 'typing'] as const) {
      const data = await api.games.generate({ gameType, deckId: deck.id });
      expect(JSON.stringify(data), gameType).not.toContain('cardcade-io');
    }
    const session = await api.sessions.start({ deckId: deck.id, gameType: 'flashcards', goal: { type: 'cards', value: 20 }, constraintProfile: { isMobile: false } });
    expect(JSON.stringify(session.gameData)).toContain('cardcade-io-asked');
    const matching = await api.sessions.start({ deckId: deck.id, gameType: 'matching', goal: { type: 'cards', value: 20 }, constraintProfile: { isMobile: false } });
    expect(JSON.stringify(matching.gameData)).not.toContain('cardcade-io');
    // Offline: the pack carries them, with their kind.
    const pack = await api.offline.pack({ deckId: deck.id });
    expect(pack.cards.filter((c) => c.kind === 'image-occlusion')).toHaveLength(3);
  });

  it('previews an IO template with the masks drawn, and a bad field as its message', async () => {
    const { api, io } = await setup();
    const base = { kind: 'image-occlusion' as const, fields: io.fields, template: io.templates[0] };
    const good = await api.noteTypes.preview({ ...base, values: { Occlusion: IO_FIELD }, clozeNumber: 2 });
    expect(good.front).toContain('<ellipse class="cardcade-io-asked"');
    expect(good.front).not.toContain('<script');
    const bad = await api.noteTypes.preview({ ...base, values: { Occlusion: '{{c1::image-occlusion:rect:left=9:top=0:width=.1:height=.1}}' } });
    expect(bad).toMatchObject({ exists: false, error: IO_MSG.outsideImage('left') });
  });

  it('an IO card edited as term and definition becomes a basic card of a Basic note, as a cloze card does', async () => {
    const { api, deck, io, image } = await setup();
    const note = await api.notes.create({ deckId: deck.id, noteTypeId: io.id, fields: { Occlusion: IO_FIELD, Image: image }, tags: [] });
    await api.cards.update({ cardId: note.cardIds[0], term: 'aorta', definition: 'the main artery' });
    const cards = (await api.decks.get({ deckId: deck.id })).flashcards;
    const edited = cards.find((c) => c.id === note.cardIds[0])!;
    expect(edited).toMatchObject({ kind: 'basic', term: 'aorta', definition: 'the main artery' });
    expect(edited).not.toHaveProperty('occlusions');
    expect(edited.noteId).not.toBe(note.id);
    expect(cards.filter((c) => c.noteId === note.id).map((c) => c.kind)).toEqual(['image-occlusion', 'image-occlusion']);
  });

  it('needs a picture of the owner\'s own media', async () => {
    const { db, api, deck, io } = await setup();
    const other = await makeUser(db);
    const theirs = await saveMedia(db, other.id, PNG(2), 'image/png', FIXED_NOW.getTime());
    const theirPublic = (await db.selectFrom('media').select('public_id').where('id', '=', theirs).executeTakeFirstOrThrow()).public_id!;
    for (const Image of ['', `<img src="/api/media/${theirPublic}">`, '<img src="https://evil.example/x.png">']) {
      const error = await errorOf(api.notes.create({ deckId: deck.id, noteTypeId: io.id, fields: { Occlusion: IO_FIELD, Image }, tags: [] }));
      expect(error.message).toBe(IO_MSG.noImage);
    }
    expect(await db.selectFrom('notes').select('id').execute()).toEqual([]);
  });

  it('refuses hostile notes over REST with a clear message and writes nothing', async () => {
    const { app, db } = await makeTestApp();
    apps.push(app);
    const agent = await loginAgent(app);
    const me = (await agent.request('GET', '/api/auth/me')).json() as { user?: { email: string }; email?: string };
    const { id: userId } = await db.selectFrom('users').select('id').where('email', '=', me.user?.email ?? me.email!).executeTakeFirstOrThrow();
    const media = await saveMedia(db, userId, PNG(3), 'image/png', FIXED_NOW.getTime());
    const publicId = (await db.selectFrom('media').select('public_id').where('id', '=', media).executeTakeFirstOrThrow()).public_id!;
    const io = ((await agent.request('GET', '/api/note-types')).json() as { id: number; builtin: string }[]).find((t) => t.builtin === 'image-occlusion')!;
    const deck = (await agent.request('POST', '/api/decks', { name: 'Hostile' })).json() as { id: number };
    const post = (Occlusion: string, Image = `<img src="/api/media/${publicId}">`) => agent.request('POST', `/api/decks/${deck.id}/notes`, { noteTypeId: io.id, fields: { Occlusion, Image }, tags: [] });
    const rect = '{{c1::image-occlusion:rect:left=.1:top=.1:width=.1:height=.1}}';
    const corners = (n: number) => `{{c1::image-occlusion:polygon:left=0:top=0:points=${Array.from({ length: n }, () => '.1,.1').join(' ')}}}`;
    const cases: [string, string, string?][] = [
      // Thousands of shapes: past the field's own length, then past the shape limit.
      [rect.repeat(5_000), 'A field is 60,000 characters at most.'],
      [rect.repeat(700), IO_MSG.tooManyShapes(500)],
      // A huge polygon.
      [corners(2_000), IO_MSG.tooManyCorners(500)],
      // Coordinates outside the picture, and not numbers at all.
      ['{{c1::image-occlusion:ellipse:left=.5:top=-3:rx=.1:ry=.1}}', IO_MSG.outsideImage('top')],
      ['{{c1::image-occlusion:rect:left=1e999:top=.1:width=.1:height=.1}}', IO_MSG.notANumber('left')],
      // Hostile SVG in the Image field is no picture of the owner's.
      [rect, IO_MSG.noImage, '<svg onload="alert(1)"><image href="javascript:alert(1)"/></svg>'],
      [rect, IO_MSG.noImage, '<img src="javascript:alert(1)" onerror="alert(1)">'],
    ];
    for (const [field, message, image] of cases) {
      const res = await post(field, image);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message ?? res.json().error, message).toContain(message);
    }
    expect(await db.selectFrom('notes').select('id').where('user_id', '=', userId).execute()).toEqual([]);
    // A label of script is kept as words, drawn as text.
    const ok = await post(`${rect}{{c0::image-occlusion:text:left=.1:top=.8:text=&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;:scale=1}}`);
    expect(ok.statusCode).toBe(201);
    const card = ((await agent.request('GET', `/api/decks/${deck.id}`)).json() as { flashcards: { termHtml: string }[] }).flashcards[0];
    expect(card.termHtml).toContain('<text class="cardcade-io-label" x=".1" y=".84" font-size=".04">&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;</text>');
  });
});
