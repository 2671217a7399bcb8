import type { FastifyInstance } from 'fastify';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE } from '../app.js';
import { testConfig } from '../config.js';
import type { Db } from '../db.js';
import { BACKUP_FORMAT, BACKUP_VERSION } from '../domain/export/backup.js';
import { scopeCardCss } from '../domain/notes/cardCss.js';
import { warmImportWorkers } from '../imports/service.js';
import { FIXED_NOW, loginAgent, makeDeck, makeTestApp, testDialect, type Agent } from '../test/harness.js';

// docs/account.md and docs/notes.md over HTTP, on SQLite and PostgreSQL: a backup carries the
// account's note types (fields, templates, CSS) and notes (fields, tags, guids) and a restore
// gives them back exactly; a version-1 backup (before notes) still restores, each card a Basic
// note; hostile notes are refused at preview or sanitized on restore.

beforeAll(() => warmImportWorkers(testConfig()), 120_000);

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function setup() {
  const { app, db } = await makeTestApp({ now: () => FIXED_NOW });
  apps.push(app);
  return { app, db };
}

async function login(app: FastifyInstance, db: Db) {
  const agent = await loginAgent(app);
  const me = (await agent.request('GET', '/api/auth/me')).json() as { email?: string; user?: { email: string } };
  const email = me.user?.email ?? me.email!;
  const { id } = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { agent, userId: id };
}

const bodyBytes = (res: { rawPayload: Buffer }) => new Uint8Array(res.rawPayload);

async function restore(app: FastifyInstance, agent: Agent, bytes: Uint8Array) {
  const boundary = '----cardcadenotesboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="backupFile"; filename="cardcade-export.zip"\r\nContent-Type: application/zip\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const cookies = (agent as unknown as { cookies: Map<string, string> }).cookies;
  const preview = await app.inject({
    method: 'POST',
    url: '/api/import/cardcade/preview',
    payload,
    headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-xsrf-token': cookies.get(XSRF_COOKIE) ?? '', 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  if (preview.statusCode !== 200) return { preview, confirm: null };
  const confirm = await agent.request('POST', '/api/import/cardcade/confirm', { temporaryImportId: preview.json().temporaryImportId });
  return { preview, confirm };
}

/** A user's note types and notes by what they hold (ids are the account's own). */
async function notesOf(db: Db, userId: number) {
  const types = await db.selectFrom('note_types').select(['id', 'name', 'kind', 'builtin', 'fields', 'templates', 'css', 'sort_field']).where('user_id', '=', userId).orderBy('id').execute();
  const notes = await db.selectFrom('notes').select(['id', 'note_type_id', 'guid', 'fields', 'field_text', 'tags']).where('user_id', '=', userId).orderBy('guid').execute();
  const cards = await db.selectFrom('cards').innerJoin('decks', 'decks.id', 'cards.deck_id').select(['cards.note_id', 'cards.ord', 'cards.term', 'cards.definition', 'decks.name']).where('decks.user_id', '=', userId).orderBy('cards.term').execute();
  const typeOf = (id: number) => (({ id: _id, ...type }) => type)(types.find((type) => type.id === id)!);
  const guidOf = (id: number | null) => notes.find((note) => note.id === id)?.guid ?? null;
  return {
    types: types.map(({ id: _id, ...type }) => type).sort((a, b) => a.name.localeCompare(b.name)),
    notes: notes.map(({ id: _id, note_type_id, ...note }) => ({ ...note, type: typeOf(note_type_id) })),
    cards: cards.map(({ note_id, ...card }) => ({ ...card, guid: guidOf(note_id) })),
  };
}

describe(`backups carry note types and notes (${testDialect})`, () => {
  it('a round trip keeps fields, templates, CSS, tags and guids exactly', async () => {
    const { app, db } = await setup();
    const alice = await login(app, db);
    const deck = await makeDeck(db, alice.userId, { name: 'Vocab' });
    const other = await makeDeck(db, alice.userId, { name: 'Other' });
    const created = await alice.agent.request('POST', '/api/note-types', {
      name: 'Japanese',
      fields: ['Expression', 'Reading', 'Meaning'],
      templates: [
        { name: 'Recognise', front: '<div class=jp>{{Expression}}</div>', back: '{{FrontSide}}<hr id=answer>{{Reading}}<br>{{Meaning}}' },
        { name: 'Recall', front: '{{Meaning}}', back: '{{FrontSide}}<hr id=answer>{{Expression}} ({{Reading}})' },
      ],
      css: '.jp { font-size: 2em; color: #c33; }\n.card { text-align: center; }',
    });
    expect(created.statusCode).toBe(201);
    const japanese = created.json().id as number;
    const types = (await alice.agent.request('GET', '/api/note-types')).json() as { id: number; builtin: string | null }[];
    const reversed = types.find((type) => type.builtin === 'basic-reversed')!.id;
    const cloze = types.find((type) => type.builtin === 'cloze')!.id;
    const notes = [
      [deck.id, { noteTypeId: japanese, fields: { Expression: '<b>食べる</b>', Reading: 'たべる', Meaning: 'to eat' }, tags: ['jlpt::n5', 'verb'] }],
      [deck.id, { noteTypeId: reversed, fields: { Front: 'chat', Back: '<i>cat</i>' }, tags: ['lang::fr'] }],
      [other.id, { noteTypeId: cloze, fields: { Text: 'Paris is the {{c1::capital}} of {{c2::France}}', 'Back Extra': 'geo' }, tags: [] }],
    ] as const;
    for (const [deckId, note] of notes) expect((await alice.agent.request('POST', `/api/decks/${deckId}/notes`, note)).statusCode).toBe(201);
    // A card of the reversed note moved to another deck: its note still comes back whole.
    const moved = await db.selectFrom('cards').select('id').where('deck_id', '=', deck.id).where('term', '=', 'cat').executeTakeFirstOrThrow();
    await db.updateTable('cards').set({ deck_id: other.id }).where('id', '=', moved.id).execute();

    const exported = await alice.agent.request('GET', '/api/account/export');
    expect(exported.statusCode).toBe(200);
    const json = JSON.parse(new TextDecoder().decode(unzipSync(bodyBytes(exported))['cardcade.json']));
    expect(json.version).toBe(BACKUP_VERSION);
    expect(json.noteTypes.find((type: { name: string }) => type.name === 'Japanese')).toMatchObject({ builtin: null, fields: ['Expression', 'Reading', 'Meaning'] });
    // Fields ride on a note's first card only.
    const withFields = json.decks.flatMap((d: { cards: { note?: { fields?: string[] } }[] }) => d.cards.filter((card) => card.note?.fields));
    expect(withFields).toHaveLength(3);

    const bob = await login(app, db);
    const { confirm } = await restore(app, bob.agent, bodyBytes(exported));
    expect(confirm?.statusCode).toBe(200);
    const before = await notesOf(db, alice.userId);
    const after = await notesOf(db, bob.userId);
    expect(after).toEqual(before);
    expect(after.notes.find((note) => note.type.name === 'Japanese')).toMatchObject({ tags: ' jlpt::n5 verb ', fields: JSON.stringify(['<b>食べる</b>', 'たべる', 'to eat']) });
    // Bob's built-ins are his own six, not copies.
    expect(after.types.filter((type) => type.builtin !== null)).toHaveLength(6);
    // The restored note is a live one: an edit re-renders both of its cards.
    const note = (await db.selectFrom('notes').select(['id']).where('user_id', '=', bob.userId).where('field_text', 'like', 'chat%').executeTakeFirstOrThrow()).id;
    expect((await bob.agent.request('PUT', `/api/notes/${note}`, { fields: { Front: 'chien', Back: 'dog' } })).statusCode).toBe(200);
    const cards = await db.selectFrom('cards').select(['term', 'definition']).where('note_id', '=', note).orderBy('ord').execute();
    expect(cards.map((card) => card.term)).toEqual(['chien', 'dog']);
  });

  it('restores a version-1 backup (before notes): every card gets a Basic note', async () => {
    const { app, db } = await setup();
    const { agent, userId } = await login(app, db);
    const card = (id: number, term: string) => ({ id, term, definition: `${term}!`, createdAt: 1, updatedAt: 1, fsrs: { due: 1, stability: 0, difficulty: 0, elapsedDays: 0, scheduledDays: 0, learningSteps: 0, reps: 0, lapses: 0, state: 0, lastReview: null }, media: { termImage: null, definitionImage: null, termAudio: null, definitionAudio: null } });
    const deck = { name: 'Old', description: null, source: 'manual', examDate: null, pacingStartDate: null, desiredRetention: 0.9, createdAt: 1, updatedAt: 1, cards: [card(1, 'one'), card(2, 'two')], reviewLogs: [] };
    const file = { format: BACKUP_FORMAT, version: 1, exportedAt: FIXED_NOW.toISOString(), settings: { timeZone: 'UTC' }, media: [], decks: [deck] };
    const { confirm } = await restore(app, agent, zipSync({ 'cardcade.json': strToU8(JSON.stringify(file)) }));
    expect(confirm?.json()).toMatchObject({ success: true, message: 'Backup restored: 2 cards in 1 deck.' });
    const { notes, cards } = await notesOf(db, userId);
    expect(notes.map((note) => [note.type.builtin, note.fields])).toEqual(expect.arrayContaining([['basic', JSON.stringify(['one', 'one!'])], ['basic', JSON.stringify(['two', 'two!'])]]));
    expect(cards.every((c) => c.guid !== null)).toBe(true);
  });

  it('refuses hostile notes at preview, and sanitizes scripts in fields on restore', async () => {
    const { app, db } = await setup();
    const { agent, userId } = await login(app, db);
    const basic = { name: 'Basic', kind: 'standard', builtin: 'basic', fields: ['Front', 'Back'], templates: [{ name: 'Card 1', front: '{{Front}}', back: '{{Back}}' }], css: '', sortField: 0 };
    const evil = { ...basic, name: 'Evil', builtin: null, css: '@import url(https://evil.example/x.css); .card { background: url(https://evil.example/p.png) }' };
    const card = (note: object) => ({
      id: 1,
      term: 'x',
      definition: 'y',
      createdAt: 1,
      updatedAt: 1,
      fsrs: { due: 1, stability: 0, difficulty: 0, elapsedDays: 0, scheduledDays: 0, learningSteps: 0, reps: 0, lapses: 0, state: 0, lastReview: null },
      media: { termImage: null, definitionImage: null, termAudio: null, definitionAudio: null },
      note,
    });
    const file = (noteTypes: object[], note: object) => {
      const deck = { name: 'Crafted', description: null, source: 'manual', examDate: null, pacingStartDate: null, desiredRetention: 0.9, createdAt: 1, updatedAt: 1, cards: [card(note)], reviewLogs: [] };
      return zipSync({ 'cardcade.json': strToU8(JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: FIXED_NOW.toISOString(), settings: { timeZone: 'UTC' }, noteTypes, media: [], decks: [deck] })) });
    };
    const refused: [Uint8Array, string][] = [
      [file([{ ...basic, fields: Array.from({ length: 101 }, (_, i) => `F${i}`) }], { guid: 'g', ord: 0, type: 0 }), 'noteTypes.0.fields'],
      [file([basic], { guid: 'g', ord: 0, type: 0, fields: Array.from({ length: 101 }, () => 'x') }), 'decks.0.cards.0.note.fields'],
      [file([basic], { guid: 'g', ord: 0, type: 0, fields: ['a', 'b', 'c'] }), 'decks.0.cards.0.note.fields: the note has more fields than its note type.'],
      [file([basic], { guid: 'g', ord: 0, type: 3, fields: ['a', 'b'] }), 'decks.0.cards.0.note.type: no note type of the file has this index.'],
      [file([{ ...basic, fields: ['Fr{{ont', 'Back'] }], { guid: 'g', ord: 0, type: 0 }), 'noteTypes.0.fields.0'],
      [file([basic], { guid: 'g', ord: 0, type: 0, fields: ['a', 'b'], tags: ['has space'] }), 'decks.0.cards.0.note.tags.0'],
      [file(Array.from({ length: 1001 }, () => basic), { guid: 'g', ord: 0, type: 0 }), 'noteTypes'],
    ];
    for (const [bytes, where] of refused) {
      const { preview } = await restore(app, agent, bytes);
      expect(preview.statusCode, where).toBe(400);
      expect(preview.json().message, where).toContain(where);
    }
    expect(await db.selectFrom('decks').select('id').where('user_id', '=', userId).execute()).toEqual([]);
    expect(await db.selectFrom('notes').select('id').where('user_id', '=', userId).execute()).toEqual([]);

    const { confirm } = await restore(app, agent, file([basic, evil], { guid: 'evil-guid', ord: 0, type: 1, fields: ['<script>alert(1)</script><b onclick="steal()">bold</b>', '<img src="https://evil.example/t.png" onerror="x()">back'], tags: ['t'] }));
    expect(confirm?.statusCode).toBe(200);
    const note = await db.selectFrom('notes').select(['fields', 'guid', 'tags']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(note.guid).toBe('evil-guid');
    expect(note.fields).not.toMatch(/script|onclick|onerror|evil\.example|alert/);
    expect(JSON.parse(note.fields)[0]).toContain('<b>bold</b>');
    // The CSS is kept as written and cleaned whenever a card shows it (no @import, no outside url()).
    const stored = await db.selectFrom('note_types').select('css').where('user_id', '=', userId).where('name', '=', 'Evil').executeTakeFirstOrThrow();
    expect(stored.css).toBe(evil.css);
    expect(scopeCardCss(stored.css, '.cc-nt-1').css).not.toMatch(/@import|evil\.example/);
  });
});
