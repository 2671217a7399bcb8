import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { createContextInner } from '../context.js';
import type { Db } from '../db.js';
import { parseOcclusions } from '../../shared/imageOcclusion.js';
import { IO_MSG } from '../../shared/messages.js';
import { htmlToPlainText } from '../domain/richText/plainText.js';
import { exportAccount, exportDeckApkg } from '../services/exports.js';
import { callerFor, FIXED_NOW, makeTestDb, makeUser, testDialect } from '../test/harness.js';
import { ankiPreview, cardcadePreview, confirmImport, warmImportWorkers } from './service.js';

// Anki Image Occlusion notes through .apkg import and export (docs/image-occlusion.md), on both
// databases. The packages are written by server/test/ankiIoPackage.py (Python's sqlite3, apart
// from our own test kit): an IO note as Anki 23.10+ writes it, an "Image Occlusion Enhanced"
// add-on note, a hostile one. Import → export → import gives the same shapes and picture.

beforeAll(() => warmImportWorkers(testConfig()), 120_000);
const dbs: Db[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A package from the Python generator. */
export function ioPackage(...args: string[]): Uint8Array {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-io-'));
  dirs.push(dir);
  const file = path.join(dir, 'io.apkg');
  execFileSync('python3', [path.join(import.meta.dirname, '../test/ankiIoPackage.py'), file, ...args]);
  return new Uint8Array(fs.readFileSync(file));
}

async function setup() {
  const db = await makeTestDb();
  dbs.push(db);
  const user = await makeUser(db);
  const ctx = { ...createContextInner({ db, user, now: () => FIXED_NOW, config: testConfig() }), user };
  return { db, ctx, user, api: callerFor(db, user) };
}

async function importPackage(s: Awaited<ReturnType<typeof setup>>, bytes: Uint8Array, fileName = 'io.apkg') {
  const preview = await ankiPreview(s.ctx, { fileName, bytes }, 'single_deck');
  const result = await s.api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId });
  return { preview, deckId: result.createdDecks[0].id };
}

async function bytesOf(body: AsyncIterable<Uint8Array | string>): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(typeof part === 'string' ? Buffer.from(part) : Buffer.from(part));
  return new Uint8Array(Buffer.concat(parts));
}

const shapesOf = (field: string) => parseOcclusions(htmlToPlainText(field, { keepNewlines: true }));

describe(`Anki image occlusion packages (${testDialect})`, () => {
  it('imports an IO note as its cards with masks over the stored picture, and keeps Anki\'s fields', async () => {
    const s = await setup();
    const { deckId } = await importPackage(s, ioPackage('--shapes', '3'));
    const cards = (await s.api.decks.get({ deckId })).flashcards;
    expect(cards.map((c) => c.kind)).toEqual(['image-occlusion', 'image-occlusion', 'image-occlusion']);
    const media = await s.db.selectFrom('media').select(['public_id', 'mime']).where('user_id', '=', s.user.id).execute();
    expect(media).toEqual([{ public_id: expect.any(String), mime: 'image/png' }]);
    const src = `/api/media/${media[0].public_id}`;
    for (const card of cards) {
      expect(card.termHtml).toContain(`<div class="cardcade-io"><img src="${src}"`);
      expect(card.termHtml).toContain('class="cardcade-io-asked"');
      expect(card.definitionHtml).toContain('class="cardcade-io-revealed"');
    }
    expect(cards[1].occlusions!.filter((o) => o.asked).map((o) => o.shape)).toEqual(['ellipse']);
    expect(cards[0].term).toBe('Heart 1 · Image occlusion 1 of 3');
    // The label (card number 0) is drawn on every card, its escaped colon read back.
    expect(cards[0].termHtml).toContain('>Heart: left side</text>');
    const note = await s.api.notes.get({ noteId: cards[0].noteId! });
    expect(note.fields.Occlusion).toContain('{{c1::image-occlusion:rect:left=.05:top=.05:width=.05:height=.04:oi=1}}');
    expect(note.fields.Image).toBe(`<img src="${src}" />`);
    expect(note.fields.Header).toBe('Heart 1');
    const types = await s.api.noteTypes.list();
    expect(types.find((t) => t.id === note.noteTypeId)).toMatchObject({ builtin: 'image-occlusion', kind: 'image-occlusion' });
    // The games that cannot ask a region leave them out.
    const flip = await s.api.games.generate({ gameType: 'flashcards', deckId });
    expect(JSON.stringify(flip)).toContain('cardcade-io-asked');
  });

  it('round-trips: import, export as .apkg, import again gives the same shapes and picture', async () => {
    const s = await setup();
    const { deckId } = await importPackage(s, ioPackage('--shapes', '5'));
    const first = (await s.api.decks.get({ deckId })).flashcards;
    const firstNote = await s.api.notes.get({ noteId: first[0].noteId! });
    const exported = await exportDeckApkg(s.ctx, deckId);
    const bytes = await bytesOf(exported.body);
    // Read back by Python's sqlite3 as Anki would: an IO notetype (cloze, stock kind 6) and its note.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-io-export-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'out.apkg'), bytes);
    const seen = JSON.parse(
      execFileSync('python3', [
        '-c',
        `import zipfile, sqlite3, json, sys, os
z = zipfile.ZipFile(sys.argv[1]); d = sys.argv[2]
open(os.path.join(d, 'c.db'), 'wb').write(z.read('collection.anki21'))
db = sqlite3.connect(os.path.join(d, 'c.db'))
models = json.loads(db.execute('select models from col').fetchone()[0])
io = [m for m in models.values() if m.get('originalStockKind') == 6]
notes = db.execute('select flds from notes where mid = ?', (io[0]['id'],)).fetchall()
cards = db.execute('select ord from cards order by ord').fetchall()
media = json.loads(z.read('media'))
print(json.dumps({'type': io[0]['type'], 'fields': [f['name'] for f in io[0]['flds']], 'tags': [f.get('tag') for f in io[0]['flds']], 'notes': [n[0].split('\\x1f') for n in notes], 'ords': [c[0] for c in cards], 'media': list(media.values())}))`,
        path.join(dir, 'out.apkg'),
        dir,
      ]).toString(),
    ) as { type: number; fields: string[]; tags: number[]; notes: string[][]; ords: number[]; media: string[] };
    expect(seen.type).toBe(1);
    expect(seen.fields).toEqual(['Occlusion', 'Image', 'Header', 'Back Extra', 'Comments']);
    expect(seen.tags).toEqual([0, 1, 2, 3, 4]);
    expect(seen.ords).toEqual([0, 1, 2, 3, 4]);
    expect(seen.notes[0][1]).toMatch(/^<img src="cardcade-[0-9a-f]{16}\.png" \/>$/);
    expect(seen.media).toEqual([seen.notes[0][1].slice(10, -4)]);
    // And our importer reads it back: the same shapes, the same picture bytes.
    const again = await importPackage(s, bytes, 'again.apkg');
    const second = (await s.api.decks.get({ deckId: again.deckId })).flashcards;
    const secondNote = await s.api.notes.get({ noteId: second[0].noteId! });
    expect(shapesOf(secondNote.fields.Occlusion)).toEqual(shapesOf(firstNote.fields.Occlusion));
    expect(second.map((c) => c.occlusions)).toEqual(first.map((c) => c.occlusions));
    expect(second.map((c) => c.kind)).toEqual(first.map((c) => c.kind));
    expect(secondNote.fields.Image).toMatch(/^<img src="\/api\/media\/[A-Za-z0-9_-]+" \/>$/);
  });

  it('comes back from an account backup drawn, with its picture, kind and progress', async () => {
    const s = await setup();
    const { deckId } = await importPackage(s, ioPackage('--shapes', '3'));
    const before = (await s.api.decks.get({ deckId })).flashcards;
    const backup = await bytesOf((await exportAccount(s.ctx)).body);
    const other = await makeUser(s.db);
    const ctx = { ...createContextInner({ db: s.db, user: other, now: () => FIXED_NOW, config: testConfig() }), user: other };
    const preview = await cardcadePreview(ctx, { fileName: 'cardcade-export.zip', bytes: backup });
    const result = await confirmImport(ctx, { type: 'cardcade', temporaryImportId: preview.temporaryImportId });
    const after = (await callerFor(s.db, other).decks.get({ deckId: result.createdDecks[0].id })).flashcards;
    expect(after.map((c) => c.kind)).toEqual(['image-occlusion', 'image-occlusion', 'image-occlusion']);
    expect(after.map((c) => c.occlusions)).toEqual(before.map((c) => c.occlusions));
    const media = await s.db.selectFrom('media').select('public_id').where('user_id', '=', other.id).execute();
    expect(media).toHaveLength(1);
    for (const card of after) expect(card.termHtml).toContain(`<div class="cardcade-io"><img src="/api/media/${media[0].public_id}"`);
  });

  it('keeps the picture of an "Image Occlusion Enhanced" card; its SVG masks are named and left out', async () => {
    const s = await setup();
    const preview = await ankiPreview(s.ctx, { fileName: 'ioe.apkg', bytes: ioPackage('--enhanced') }, 'single_deck');
    expect(JSON.stringify(preview.media)).toMatch(/svg|not an image|left out|refused/i);
    const result = await s.api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId });
    const cards = (await s.api.decks.get({ deckId: result.createdDecks[0].id })).flashcards;
    const enhanced = cards.find((c) => c.kind === 'basic')!;
    expect(enhanced.term).toContain('Old heart');
    // The add-on's original picture is stored and shown; no SVG was stored.
    expect(enhanced.termHtml).toMatch(/<img src="\/api\/media\/[A-Za-z0-9_-]+"/);
    const mimes = (await s.db.selectFrom('media').select('mime').where('user_id', '=', s.user.id).execute()).map((row) => row.mime);
    expect(mimes.sort()).toEqual(['image/png', 'image/png']);
  });

  it('leaves out a hostile IO note and names its problem; the others import', async () => {
    const s = await setup();
    const preview = await ankiPreview(s.ctx, { fileName: 'hostile.apkg', bytes: ioPackage('--hostile') }, 'single_deck');
    const type = preview.ankiNoteTypes!.find((t) => t.kind === 'image-occlusion')!;
    expect(type.templates[0].unsupported).toContain(IO_MSG.outsideImage('left'));
    expect(type.templates[0].emptyCards).toBe(1);
    const result = await s.api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId });
    const cards = (await s.api.decks.get({ deckId: result.createdDecks[0].id })).flashcards;
    expect(cards).toHaveLength(3);
    expect(JSON.stringify(cards)).not.toContain('<script');
  });

  const fixtures = process.env.CARDCADE_FIXTURES;
  const real = fixtures ? path.join(fixtures, 'anki/apkg/anki21-srs-converter-mixed-legacy-2.apkg') : '';
  it.skipIf(!real || !fs.existsSync(real))('imports the Image Occlusion note of a real Anki 24 export (CARDCADE_FIXTURES)', async () => {
    const s = await setup();
    const preview = await ankiPreview(s.ctx, { fileName: 'mixed.apkg', bytes: new Uint8Array(fs.readFileSync(real)) }, 'collection');
    await s.api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId });
    const decks = await s.api.decks.list();
    const all = (await Promise.all(decks.map((deck) => s.api.decks.get({ deckId: deck.id })))).flatMap((deck) => deck.flashcards);
    const io = all.filter((c) => c.kind === 'image-occlusion');
    expect(io).toHaveLength(3);
    expect(io.map((c) => c.occlusions!.filter((o) => o.asked).map((o) => o.shape)).sort()).toEqual([['ellipse'], ['polygon'], ['rect']]);
    for (const card of io) expect(card.termHtml).toMatch(/<div class="cardcade-io"><img src="\/api\/media\/[A-Za-z0-9_-]+"/);
    expect(io[0].termHtml).toContain('>Some text on image</text>');
  });
});
