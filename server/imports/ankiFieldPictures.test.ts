import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { createContextInner } from '../context.js';
import type { Db } from '../db.js';
import { callerFor, FIXED_NOW, makeTestDb, makeUser, testDialect } from '../test/harness.js';
import { ankiPreview, warmImportWorkers } from './service.js';

// An Anki note's field pictures stay in the note after import (docs/anki-templates.md): the field
// keeps its <img>, pointing at the imported file, as the card's rendered side does. A real
// package from ../shared/fixtures (Amino Acids: each note's Image field is one pasted picture);
// the file names were read with Python's sqlite3 and zipfile, never with project code.

const FIXTURES = process.env.CARDCADE_FIXTURES ?? '';
const present = FIXTURES !== '' && fs.existsSync(path.join(FIXTURES, 'MANIFEST.json'));
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'anki/apkg', name)));
if (!present) console.warn('\n!! ANKI FIELD PICTURES TEST SKIPPED: set CARDCADE_FIXTURES\n');

beforeAll(() => warmImportWorkers(testConfig()), 120_000);
const dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

describe.skipIf(!present)(`Anki field pictures kept in notes (${testDialect})`, () => {
  it('Amino Acids: every note’s Image field shows its picture from the imported file, as its Structure card does', async () => {
    const db = await makeTestDb();
    dbs.push(db);
    const user = await makeUser(db);
    const ctx = { ...createContextInner({ db, user, now: () => FIXED_NOW, config: testConfig() }), user };
    const api = callerFor(db, user);
    const preview = await ankiPreview(ctx, { fileName: 'amino.apkg', bytes: fixture('anki2-anki-reader-Amino_Acid_Flashcards.apkg') }, 'single_deck');
    await api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId });

    const notes = await db.selectFrom('notes').select(['id', 'guid', 'fields']).where('user_id', '=', user.id).orderBy('id').execute();
    expect(notes).toHaveLength(20);
    const media = new Set((await db.selectFrom('media').select('public_id').where('user_id', '=', user.id).execute()).map((row) => `/api/media/${row.public_id}`));
    const pictures = new Set<string>();
    for (const note of notes) {
      const image = (JSON.parse(note.fields) as string[])[3];
      const src = /^<img src="(\/api\/media\/[A-Za-z0-9_-]+)"[^>]*>$/.exec(image.trim())?.[1];
      expect([note.guid, src && media.has(src)]).toEqual([note.guid, true]);
      pictures.add(src!);
      // The card that shows the picture (template 'Structure', ordinal 0) shows the same file.
      const card = await db.selectFrom('cards').select(['term_html', 'definition_html']).where('note_id', '=', note.id).where('ord', '=', 0).executeTakeFirstOrThrow();
      expect(`${card.term_html ?? ''}${card.definition_html ?? ''}`).toContain(`src="${src}"`);
    }
    // 20 notes, 20 different pasted pictures.
    expect(pictures.size).toBe(20);

    // The API answers the field with its picture, and an edit of another field keeps it (the user's own file).
    const alanine = notes.find((note) => note.guid === 'P=y]kP1gS/')!;
    const before = await api.notes.get({ noteId: alanine.id });
    expect(before.fields.Image).toMatch(/^<img src="\/api\/media\/[A-Za-z0-9_-]+"/);
    const after = await api.notes.update({ noteId: alanine.id, fields: { Notes: 'smallest chiral' } });
    expect(after.fields.Image).toBe(before.fields.Image);
  });
});
