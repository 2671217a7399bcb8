import Database from '../db/sqliteNative.js';
import type { FastifyInstance } from 'fastify';
import { unzipSync, zipSync, strToU8 } from 'fflate';
import { readAnkiCollection, readAnkiPackage } from 'anki-reader';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IMPORTING_SOURCE } from '../repos/decks.js';
import { testConfig } from '../config.js';
import type { Db } from '../db.js';
import { backedUpTables, ownedBy, tableEntry } from '../db/userData.js';
import { fieldChecksum, NOTE_TYPE_ID } from '../domain/export/apkg.js';
import { textAsFieldHtml } from '../../shared/noteTypes.js';
import { BACKUP_FORMAT, BACKUP_VERSION } from '../domain/export/backup.js';
import { parseAnkiPackage } from '../domain/import/anki.js';
import { CARDCADE_ERRORS } from '../domain/import/cardcade.js';
import { IMPORT_ERRORS } from '../domain/import/errors.js';
import { pathTraversal, zipBombLying } from '../test/hostileFiles.js';
import { parseTabular, tableToDraft } from '../domain/import/tabular.js';
import { saveMedia } from '../repos/media.js';
import { deleteOrphanNotes } from '../repos/notes.js';
import { warmImportWorkers } from '../imports/service.js';
import { cardStatesOf, deckSettingsOf, FIXED_NOW, loginAgent, makeDeck, makeTestApp, setCardState, setDeckSettings, type Agent } from '../test/harness.js';
import { XSRF_COOKIE } from '../app.js';

// docs/account.md end to end over HTTP: deck CSV and .apkg downloads (read back by our importer AND
// by anki-reader), the full backup restored into a second account, and hostile backup zips.

beforeAll(() => warmImportWorkers(testConfig()), 120_000);

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function setup() {
  const { app, db } = await makeTestApp();
  apps.push(app);
  return { app, db };
}

async function userIdOf(db: Db, agent: Agent) {
  const res = await agent.request('GET', '/api/auth/me');
  const email = (res.json() as { email?: string; user?: { email: string } }).user?.email ?? (res.json() as { email: string }).email;
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);
const MP3 = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 10, 0, 0, 0, 0, 9, 9]);
const DAY = 86_400_000;

/** A deck with tricky text, FSRS states of every kind, media on both sides and review history. */
async function seedDeck(db: Db, userId: number, name: string) {
  const deck = await makeDeck(db, userId, { name, cards: 4, examDate: '2025-06-01' });
  const texts = [
    ['comma, "quoted"', 'line one\nline two'],
    ['ñandú 🐦', '<b>not html</b> & more'],
    ['=1+1', 'formula-looking text stays text'],
    ['plain', 'card'],
  ];
  const image = await saveMedia(db, userId, PNG, 'image/png', FIXED_NOW.getTime());
  const audio = await saveMedia(db, userId, MP3, 'audio/mpeg', FIXED_NOW.getTime());
  const states = [
    { state: 2, due: FIXED_NOW.getTime() + 5 * DAY, stability: 12.5, difficulty: 4.25, scheduled_days: 9, elapsed_days: 3, reps: 4, lapses: 1, learning_steps: 0, last_review: FIXED_NOW.getTime() - 3 * DAY },
    { state: 1, due: FIXED_NOW.getTime() + 600_000, stability: 0.4, difficulty: 6, scheduled_days: 0, elapsed_days: 0, reps: 1, lapses: 0, learning_steps: 1, last_review: FIXED_NOW.getTime() },
    { state: 3, due: FIXED_NOW.getTime() + 300_000, stability: 2, difficulty: 7.5, scheduled_days: 0, elapsed_days: 10, reps: 6, lapses: 2, learning_steps: 0, last_review: FIXED_NOW.getTime() },
    { state: 0, due: FIXED_NOW.getTime(), stability: 0, difficulty: 0, scheduled_days: 0, elapsed_days: 0, reps: 0, lapses: 0, learning_steps: 0, last_review: null },
  ];
  for (const [index, cardId] of deck.cardIds.entries()) {
    await db
      .updateTable('cards')
      .set({
        term: texts[index][0],
        definition: texts[index][1],
        term_image_id: index === 0 ? image : null,
        definition_audio_id: index === 0 ? audio : null,
        definition_image_id: index === 1 ? image : null,
      })
      .where('id', '=', cardId)
      .execute();
    // Its Basic note says the same, as the card form would have made it (docs/notes.md).
    const { note_id: noteId } = await db.selectFrom('cards').select('note_id').where('id', '=', cardId).executeTakeFirstOrThrow();
    if (noteId !== null) await db.updateTable('notes').set({ fields: JSON.stringify(texts[index].map(textAsFieldHtml)), field_text: texts[index].join('\u001f') }).where('id', '=', noteId).execute();
    await setCardState(db, cardId, states[index]);
  }
  const logs = [];
  for (let i = 0; i < 7; i++) {
    logs.push({
      user_id: userId,
      deck_id: deck.id,
      card_id: deck.cardIds[i % 3],
      session_id: `session-${i}`,
      rating: (i % 4) + 1,
      is_correct: (i % 4 === 0 ? 0 : 1) as 0 | 1,
      game_type: 'matching',
      answer_time_ms: 1000 + i,
      used_hint: (i === 2 ? 1 : 0) as 0 | 1,
      reviewed_at: FIXED_NOW.getTime() - (7 - i) * DAY,
      local_day: new Date(FIXED_NOW.getTime() - (7 - i) * DAY).toISOString().slice(0, 10),
    });
  }
  await db.insertInto('review_logs').values(logs).execute();
  await db.updateTable('decks').set({ description: 'A deck to move' }).where('id', '=', deck.id).execute();
  await setDeckSettings(db, deck.id, { desired_retention: 0.85 });
  return { ...deck, texts, image, audio, logCount: logs.length };
}

const bodyBytes = (res: { rawPayload: Buffer }) => new Uint8Array(res.rawPayload);

describe('GET /api/decks/:id/export?format=csv', () => {
  it('answers RFC 4180 CSV with the deck name in the file name, which imports back to the same cards', async () => {
    const { app, db } = await setup();
    const agent = await loginAgent(app);
    const userId = await userIdOf(db, agent);
    const deck = await seedDeck(db, userId, 'Español: vocab');
    const res = await agent.request('GET', `/api/decks/${deck.id}/export?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Espa_ol_ vocab.csv"; filename*=UTF-8''Espa%C3%B1ol_%20vocab.csv`,
    );
    expect(res.body.startsWith('term,definition\r\n')).toBe(true);
    expect(res.body).toContain('"comma, ""quoted""","line one\nline two"\r\n');
    // OWASP CSV injection: a formula-leading cell is written as text, and imports back as typed.
    expect(res.body).toContain(`"'=1+1",formula-looking text stays text\r\n`);
    const draft = tableToDraft(await parseTabular(bodyBytes(res), 'csv'), { term: 'term', definition: 'definition' }, 'Back');
    expect(draft.cards.map((card) => [card.term, card.definition])).toEqual(deck.texts);
  });

  it("answers 404 for another user's deck (both formats), 401 logged out and 400 for an unknown format", async () => {
    const { app, db } = await setup();
    const owner = await loginAgent(app);
    const other = await loginAgent(app);
    const deck = await makeDeck(db, await userIdOf(db, owner), { cards: 1 });
    for (const format of ['csv', 'apkg']) {
      const res = await other.request('GET', `/api/decks/${deck.id}/export?format=${format}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Deck not found.' });
    }
    expect((await app.inject({ method: 'GET', url: `/api/decks/${deck.id}/export?format=csv` })).statusCode).toBe(401);
    expect((await owner.request('GET', `/api/decks/${deck.id}/export?format=pdf`)).statusCode).toBe(400);
    expect((await owner.request('GET', `/api/decks/999999/export?format=csv`)).statusCode).toBe(404);
  });
});

/** The package's members, and its collection opened read-only from a temp file. */
function openPackage(bytes: Uint8Array) {
  const members = unzipSync(bytes);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-export-test-'));
  const file = path.join(dir, 'c.anki21');
  fs.writeFileSync(file, members['collection.anki21']);
  const sqlite = new Database(file, { readonly: true });
  return {
    members,
    sqlite,
    close() {
      sqlite.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('GET /api/decks/:id/export?format=apkg', () => {
  it('writes an Anki 2.1 schema-11 package with media, schedule and revlog', async () => {
    const { app, db } = await setup();
    const agent = await loginAgent(app);
    const userId = await userIdOf(db, agent);
    const deck = await seedDeck(db, userId, 'Biology::Cells');
    const res = await agent.request('GET', `/api/decks/${deck.id}/export?format=apkg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Biology__Cells.apkg"');
    const pkg = openPackage(bodyBytes(res));
    try {
      const { sqlite, members } = pkg;
      const tables = (sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((r) => r.name);
      expect(tables).toEqual(['cards', 'col', 'graves', 'notes', 'revlog']);
      const indexes = (sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY name").all() as { name: string }[]).map((r) => r.name);
      expect(indexes).toEqual(['ix_cards_nid', 'ix_cards_sched', 'ix_cards_usn', 'ix_notes_csum', 'ix_notes_usn', 'ix_revlog_cid', 'ix_revlog_usn']);
      const col = sqlite.prepare('SELECT * FROM col').get() as Record<string, string | number>;
      expect(col.ver).toBe(11);
      for (const key of ['conf', 'models', 'decks', 'dconf', 'tags']) expect(() => JSON.parse(String(col[key]))).not.toThrow();
      const conf = JSON.parse(String(col.conf));
      expect(conf).toMatchObject({ curModel: NOTE_TYPE_ID, schedVer: 2, nextPos: 5 });
      const models = JSON.parse(String(col.models));
      const model = models[String(NOTE_TYPE_ID)];
      expect(model).toMatchObject({ id: NOTE_TYPE_ID, type: 0, sortf: 0 });
      expect(model.flds.map((f: { name: string; ord: number }) => [f.name, f.ord])).toEqual([['Front', 0], ['Back', 1]]);
      expect(model.tmpls).toHaveLength(1);
      expect(model.tmpls[0]).toMatchObject({ ord: 0, qfmt: '{{Front}}' });
      expect(model.tmpls[0].afmt).toContain('{{Back}}');
      expect(model.req).toEqual([[0, 'any', [0]]]);
      const decks = JSON.parse(String(col.decks));
      expect(Object.values(decks).map((d) => (d as { name: string }).name).sort()).toEqual(['Biology::Cells', 'Default']);
      expect(Object.keys(JSON.parse(String(col.dconf)))).toEqual(['1']);

      const notes = sqlite.prepare('SELECT * FROM notes ORDER BY id').all() as { flds: string; sfld: string; csum: number; mid: number; guid: string }[];
      expect(notes).toHaveLength(4);
      expect(new Set(notes.map((n) => n.guid)).size).toBe(4);
      // Each card's Basic note, written as Anki's Basic (docs/export.md); a card's own picture or
      // sound is in its note's fields.
      const basic = Object.values(models as Record<string, { id: number; name: string; flds: { name: string }[]; tmpls: { qfmt: string; afmt: string }[] }>).find((entry) => entry.name === 'Basic')!;
      expect(basic.flds.map((f) => f.name)).toEqual(['Front', 'Back']);
      expect(basic.tmpls.map((t) => [t.qfmt, t.afmt])).toEqual([['{{Front}}', '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}']]);
      expect(notes.map((note) => note.mid)).toEqual([basic.id, basic.id, basic.id, basic.id]);
      for (const note of notes) {
        const front = note.flds.split('\x1f')[0];
        expect(note.csum).toBe(fieldChecksum(front));
      }
      // Anki's csum, computed here independently: the first 8 hex digits of sha1 of the text.
      expect(notes[3].csum).toBe(parseInt(createHash('sha1').update('plain').digest('hex').slice(0, 8), 16));
      expect(notes[3].sfld).toBe('plain');
      expect(notes[0].flds).toMatch(/^comma, &quot;quoted&quot;<img src="cardcade-[0-9a-f]{16}\.png">\x1fline one<br>line two\[sound:cardcade-[0-9a-f]{16}\.mp3\]$/);
      // sfld keeps the media file name, as Anki's strip_html_preserving_media_filenames does.
      expect(notes[0].sfld).toMatch(/^comma, "quoted" cardcade-[0-9a-f]{16}\.png$/);
      expect(notes[1].sfld).toBe('ñandú 🐦');

      const cards = sqlite.prepare('SELECT * FROM cards ORDER BY id').all() as Record<string, number | string>[];
      const crt = Number(col.crt);
      expect(cards.map((c) => [c.type, c.queue])).toEqual([[2, 2], [1, 1], [3, 1], [0, 0]]);
      expect(cards[0].ivl).toBe(9);
      expect(crt + Number(cards[0].due) * 86_400).toBe(Math.floor((FIXED_NOW.getTime() + 5 * DAY) / DAY) * 86_400);
      expect(cards[1].due).toBe(Math.floor((FIXED_NOW.getTime() + 600_000) / 1000));
      expect(cards[3].due).toBe(4);
      expect(cards.map((c) => [c.reps, c.lapses])).toEqual([[4, 1], [1, 0], [6, 2], [0, 0]]);
      expect(JSON.parse(String(cards[0].data))).toEqual({ s: 12.5, d: 4.25 });

      const revlog = sqlite.prepare('SELECT * FROM revlog ORDER BY id').all() as Record<string, number>[];
      expect(revlog).toHaveLength(deck.logCount);
      expect(revlog.map((r) => r.ease)).toEqual([1, 2, 3, 4, 1, 2, 3]);
      expect(revlog[0].type).toBe(0);
      expect(revlog[4].time).toBe(1004);

      const map = JSON.parse(new TextDecoder().decode(members.media)) as Record<string, string>;
      expect(Object.keys(map).sort()).toEqual(['0', '1']);
      const byName = Object.fromEntries(Object.entries(map).map(([member, name]) => [name, members[member]]));
      const pngName = Object.keys(byName).find((n) => n.endsWith('.png'))!;
      const mp3Name = Object.keys(byName).find((n) => n.endsWith('.mp3'))!;
      expect(byName[pngName]).toEqual(PNG);
      expect(byName[mp3Name]).toEqual(MP3);
    } finally {
      pkg.close();
    }
  });

  it("is read back by Cardcade's importer (cards, media, history) and by anki-reader (an independent reader) to the same cards and media", async () => {
    const { app, db } = await setup();
    const agent = await loginAgent(app);
    const deck = await seedDeck(db, await userIdOf(db, agent), 'Round trip');
    const bytes = bodyBytes(await agent.request('GET', `/api/decks/${deck.id}/export?format=apkg`));

    const draft = await parseAnkiPackage(bytes, { mode: 'single_deck', fileName: 'Round trip.apkg' });
    expect(draft.proposedDeckName).toBe('Round trip');
    // Our importer turns fields to text; media references are not part of the text.
    expect(draft.cards.map((card) => [card.term, card.definition])).toEqual(deck.texts);
    // …with the same media on the same sides and every review as Anki history (docs/anki-history.md).
    const fileOf = (index: number | undefined) => (index === undefined ? undefined : Buffer.from(draft.media![index].bytes!));
    expect(fileOf(draft.cards[0].termImage)).toEqual(Buffer.from(PNG));
    expect(fileOf(draft.cards[0].definitionAudio)).toEqual(Buffer.from(MP3));
    expect(fileOf(draft.cards[1].definitionImage)).toEqual(Buffer.from(PNG));
    expect(draft.cards.slice(2).every((card) => card.termImage === undefined && card.definitionImage === undefined)).toBe(true);
    expect(draft.ankiHistory).toEqual({ cardsWithHistory: 3, kept: true });
    expect(draft.cards.reduce((sum, card) => sum + (card.history?.r.length ?? 0) / 3, 0)).toBe(deck.logCount);

    // anki-reader reads only `collection.anki2` from a package (there: the placeholder for old
    // clients, as Anki writes it), so it reads the media from the package and our collection directly.
    const { collection: placeholder, media } = await readAnkiPackage(new Blob([Buffer.from(bytes)]));
    expect(Object.values(placeholder.getDecks()).map((d) => d.getRawDeck().name)).toContain('Please update Anki');
    const collection = await readAnkiCollection(unzipSync(bytes)['collection.anki21']);
    const readerDecks = Object.values(collection.getDecks()).map((d) => ({ name: d.getRawDeck().name as string, cards: Object.values(d.getCards()) }));
    const exported = readerDecks.find((d) => d.name === 'Round trip')!;
    expect(exported.cards).toHaveLength(4);
    const fronts = exported.cards.map((card) => String(card.getRawCard().flds ?? (card as unknown as { getFront(): string }).getFront?.()));
    expect(fronts.join('\n')).toContain('ñandú 🐦');
    expect(Object.keys(media).sort()).toEqual(expect.arrayContaining([expect.stringMatching(/\.png$/), expect.stringMatching(/\.mp3$/)]));
  });
});

// --- full backup ---------------------------------------------------------------------------------

type Part = { name: string; value: string } | { name: string; fileName: string; bytes: Uint8Array };
function multipart(parts: Part[]) {
  const boundary = '----cardcadeexportboundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = 'fileName' in part ? `form-data; name="${part.name}"; filename="${part.fileName}"` : `form-data; name="${part.name}"`;
    const type = 'fileName' in part ? '\r\nContent-Type: application/zip' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push('fileName' in part ? Buffer.from(part.bytes) : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function uploadBackup(app: FastifyInstance, agent: Agent, bytes: Uint8Array, fileName = 'cardcade-export-2025-03-10.zip') {
  const { payload, contentType } = multipart([{ name: 'backupFile', fileName, bytes }]);
  // The agent's cookies, with a multipart body it cannot build itself.
  const me = agent as unknown as { cookies: Map<string, string> };
  const cookie = [...me.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return app.inject({
    method: 'POST',
    url: '/api/import/cardcade/preview',
    payload,
    headers: { cookie, 'x-xsrf-token': me.cookies.get(XSRF_COOKIE) ?? '', 'content-type': contentType },
  });
}

/** Everything of a user, ids replaced by positions, for a field-by-field comparison. */
async function snapshot(db: Db, userId: number) {
  const decks = await db.selectFrom('decks').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const media = await db.selectFrom('media').select(['id', 'sha256', 'mime', 'size']).where('user_id', '=', userId).execute();
  const shaOf = (id: number | null) => (id === null ? null : media.find((m) => m.id === id)!.sha256);
  const types = await db.selectFrom('note_types').select(['id', 'name', 'kind', 'builtin', 'fields', 'templates', 'css', 'sort_field']).where('user_id', '=', userId).execute();
  const noteRows = await db.selectFrom('notes').select(['id', 'note_type_id', 'guid', 'fields', 'field_text', 'tags']).where('user_id', '=', userId).execute();
  const notesById = new Map(noteRows.map(({ id, note_type_id, ...note }) => [id, { ...note, type: (({ id: _t, ...type }) => type)(types.find((t) => t.id === note_type_id)!) }]));
  const out = [];
  for (const deck of decks) {
    const cardRows = await db.selectFrom('cards').selectAll().where('deck_id', '=', deck.id).orderBy('id').execute();
    // The learner's schedule of each card and settings of the deck (migration 0019).
    const states = await cardStatesOf(db, cardRows.map((card) => card.id), userId);
    const cards = cardRows.map((card, index) => ({ ...card, ...states[index] }));
    const position = new Map(cards.map((card, index) => [card.id, index]));
    const logs = await db.selectFrom('review_logs').selectAll().where('deck_id', '=', deck.id).orderBy('reviewed_at').orderBy('id').execute();
    const { id: _d, user_id: _u, ...deckFields } = deck;
    out.push({
      ...deckFields,
      settings: await deckSettingsOf(db, deck.id, userId),
      cards: cards.map(({ id: _c, deck_id: _dk, term_image_id, definition_image_id, term_audio_id, definition_audio_id, note_id, ...card }) => ({
        ...card,
        // Notes are the account's own (new ids): compared by what they hold (docs/notes.md).
        note: notesById.get(note_id!),
        media: [shaOf(term_image_id), shaOf(definition_image_id), shaOf(term_audio_id), shaOf(definition_audio_id)],
      })),
      logs: logs.map(({ id: _l, user_id: _lu, deck_id: _ld, card_id, ...log }) => ({ ...log, card: card_id === null ? null : position.get(card_id) })),
    });
  }
  return { decks: out, media: media.map(({ id: _m, ...m }) => m).sort((a, b) => a.sha256.localeCompare(b.sha256)) };
}

describe('GET /api/account/export and the Cardcade backup import', () => {
  it('restores every deck, card, schedule, review log, exam date and media file into a second account', async () => {
    const { app, db } = await setup();
    const alice = await loginAgent(app);
    const aliceId = await userIdOf(db, alice);
    const first = await seedDeck(db, aliceId, 'Cells');
    await seedDeck(db, aliceId, 'Empty-ish');
    await makeDeck(db, aliceId, { name: 'No cards' });
    // A review whose card was deleted keeps its place in the deck's history.
    await db.deleteFrom('cards').where('id', '=', first.cardIds[2]).execute();
    // Its note goes with it, as the cards service deletes it (repos/notes.ts).
    await deleteOrphanNotes(db, aliceId);

    const res = await alice.request('GET', '/api/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="cardcade-export-\d{4}-\d{2}-\d{2}\.zip"/);
    const zip = bodyBytes(res);
    const members = unzipSync(zip);
    const json = JSON.parse(new TextDecoder().decode(members['cardcade.json']));
    expect(json).toMatchObject({ format: BACKUP_FORMAT, version: BACKUP_VERSION, settings: { timeZone: 'UTC' } });
    expect(json.decks).toHaveLength(3);
    expect(Object.keys(members).filter((name) => name.startsWith('media/'))).toHaveLength(2);

    const bob = await loginAgent(app);
    const bobId = await userIdOf(db, bob);
    const preview = await uploadBackup(app, bob, zip);
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.message).toBe('Cardcade backup read: 7 cards in 3 decks, 14 review logs and 2 media files.');
    expect(body.decksToCreate.map((d: { name: string; cardCount: number }) => [d.name, d.cardCount])).toEqual([
      ['Cells', 3],
      ['Empty-ish', 4],
      ['No cards', 0],
    ]);
    const confirm = await bob.request('POST', '/api/import/cardcade/confirm', { temporaryImportId: body.temporaryImportId });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ success: true, message: 'Backup restored: 7 cards in 3 decks.' });

    expect(await snapshot(db, bobId)).toEqual(await snapshot(db, aliceId));
    // Every table of a user's rows that the registry says the backup keeps came across whole.
    // (A learner's card_states and deck_learners rows may differ in number with the same meaning:
    // no row is the default, so the snapshot above compares what they mean.)
    for (const table of backedUpTables().filter((t) => tableEntry(t)?.ownership.kind === 'rows' && t !== 'card_states' && t !== 'deck_learners')) {
      const count = async (userId: number) =>
        Number((await db.selectFrom(table).select((e) => e.fn.countAll().as('n')).where(ownedBy(table, userId)).executeTakeFirstOrThrow()).n);
      expect(await count(bobId), table).toBe(await count(aliceId));
    }
    // Alice's data is untouched, and Bob's rows are new rows.
    const bobDeckIds = (await db.selectFrom('decks').select('id').where('user_id', '=', bobId).execute()).map((d) => d.id);
    const aliceDeckIds = (await db.selectFrom('decks').select('id').where('user_id', '=', aliceId).execute()).map((d) => d.id);
    expect(bobDeckIds.some((id) => aliceDeckIds.includes(id))).toBe(false);

    // Confirming again answers the first result and writes nothing.
    const again = await bob.request('POST', '/api/import/cardcade/confirm', { temporaryImportId: body.temporaryImportId });
    expect(again.json()).toEqual(confirm.json());
    expect(await db.selectFrom('decks').select('id').where('user_id', '=', bobId).execute()).toHaveLength(3);
    // Another user cannot confirm it.
    const eve = await loginAgent(app);
    expect((await eve.request('POST', '/api/import/cardcade/confirm', { temporaryImportId: body.temporaryImportId })).statusCode).toBe(404);
  });

  it('leaves out a deck still being imported (or left hidden by a crashed confirm)', async () => {
    const { app, db } = await setup();
    const alice = await loginAgent(app);
    const aliceId = await userIdOf(db, alice);
    await makeDeck(db, aliceId, { name: 'Mine', cards: 2 });
    const hidden = await makeDeck(db, aliceId, { name: 'Half imported', cards: 2 });
    await db.updateTable('decks').set({ source: IMPORTING_SOURCE }).where('id', '=', hidden.id).execute();
    const res = await alice.request('GET', '/api/account/export');
    const json = JSON.parse(new TextDecoder().decode(unzipSync(bodyBytes(res))['cardcade.json']));
    expect(json.decks.map((d: { name: string }) => d.name)).toEqual(['Mine']);
  });

  it('refuses hostile and broken backups with a 400 and writes nothing', { timeout: 180_000 }, async () => {
    const { app, db } = await setup();
    const agent = await loginAgent(app);
    const userId = await userIdOf(db, agent);
    const valid = { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: '2025-03-10T12:00:00.000Z', settings: { timeZone: 'UTC' }, media: [], decks: [] };
    const deck = { name: 'D', description: null, source: 'manual', examDate: null, pacingStartDate: null, desiredRetention: 0.9, createdAt: 1, updatedAt: 1 };
    const card = (id: number) => ({
      id,
      term: 't',
      definition: 'd',
      createdAt: 1,
      updatedAt: 1,
      fsrs: { due: 1, stability: 0, difficulty: 0, elapsedDays: 0, scheduledDays: 0, learningSteps: 0, reps: 0, lapses: 0, state: 0, lastReview: null },
      media: { termImage: null, definitionImage: null, termAudio: null, definitionAudio: null },
    });
    const withJson = (value: unknown) => zipSync({ 'cardcade.json': strToU8(JSON.stringify(value)) });
    const cases: [string, Uint8Array, string][] = [
      ['not a zip', strToU8('hello'), CARDCADE_ERRORS.notAZip],
      ['no cardcade.json', zipSync({ 'other.txt': strToU8('x') }), CARDCADE_ERRORS.notBackup],
      ['bad JSON', zipSync({ 'cardcade.json': strToU8('{"format": ') }), CARDCADE_ERRORS.badJson],
      ['not our format', withJson({ hello: 1 }), CARDCADE_ERRORS.invalid('', 'it is not a Cardcade backup file.')],
      ['a newer version', withJson({ ...valid, version: 99 }), CARDCADE_ERRORS.newerVersion(99)],
      ['a schema violation', withJson({ ...valid, decks: [{ ...deck, cards: [{ ...card(1), fsrs: { ...card(1).fsrs, state: 9 } }], reviewLogs: [] }] }), 'decks.0.cards.0.fsrs.state'],
      ['a repeated card id', withJson({ ...valid, decks: [{ ...deck, cards: [card(1), card(1)], reviewLogs: [] }] }), 'the card id is repeated'],
      [
        'a log of a card of another deck',
        withJson({
          ...valid,
          decks: [
            { ...deck, cards: [card(1)], reviewLogs: [] },
            { ...deck, cards: [card(2)], reviewLogs: [{ cardId: 1, sessionId: 's', rating: 3, isCorrect: true, gameType: 'g', answerTimeMs: null, usedHint: false, reviewedAt: 1, localDay: '2025-01-01' }] },
          ],
        }),
        'no card of this deck has this id',
      ],
      ['a path traversal member', pathTraversal('../../etc/owned'), IMPORT_ERRORS.unsafeMemberName],
      ['a lying zip bomb', zipBombLying('cardcade.json'), IMPORT_ERRORS.sizeMismatch],
      ['too many cards', withJson({ ...valid, decks: [{ ...deck, cards: new Array(100_001).fill(0), reviewLogs: [] }] }), 'more than 100,000 cards'],
    ];
    for (const [label, bytes, message] of cases) {
      const res = await uploadBackup(app, agent, bytes);
      expect(res.statusCode, label).toBe(400);
      expect(res.json().message, label).toContain(message);
    }
    expect((await uploadBackup(app, agent, withJson(valid), 'backup.json')).statusCode).toBe(415);
    expect(await db.selectFrom('import_cache').select('id').where('user_id', '=', userId).execute()).toHaveLength(0);
    expect(await db.selectFrom('decks').select('id').where('user_id', '=', userId).execute()).toHaveLength(0);
  });

  it('leaves out a media file whose bytes do not match the listed hash, and the refs to it', async () => {
    const { app, db } = await setup();
    const alice = await loginAgent(app);
    await seedDeck(db, await userIdOf(db, alice), 'Pics');
    const members = unzipSync(bodyBytes(await alice.request('GET', '/api/account/export')));
    const png = Object.keys(members).find((name) => name.startsWith('media/') && members[name][0] === 0x89)!;
    members[png] = new Uint8Array([...PNG, 42]);
    const bob = await loginAgent(app);
    const preview = await uploadBackup(app, bob, zipSync(members));
    expect(preview.json().message).toContain('1 media file missing or damaged, left out');
    await bob.request('POST', '/api/import/cardcade/confirm', { temporaryImportId: preview.json().temporaryImportId });
    const bobId = await userIdOf(db, bob);
    const bobMedia = await db.selectFrom('media').select('mime').where('user_id', '=', bobId).execute();
    expect(bobMedia.map((m) => m.mime)).toEqual(['audio/mpeg']);
    const images = await db.selectFrom('cards').innerJoin('decks', 'decks.id', 'cards.deck_id').select('cards.term_image_id').where('decks.user_id', '=', bobId).execute();
    expect(images.every((c) => c.term_image_id === null)).toBe(true);
  });
});
