import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import type { ImportDraft } from '../domain/import/preview.js';
import { FIXED_NOW, makeTestDb, makeUser } from '../test/harness.js';
import { writeConfirmedImport } from './confirm.js';
import { sql } from 'kysely';
import { PART_TYPE } from '../repos/importParts.js';
import { deleteImport } from './service.js';
import { createContextInner } from '../context.js';
import { testConfig } from '../config.js';
import { cachedDraft, writeDraftInParts, writeImportCache } from './draftCache.js';

const dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

const draft: ImportDraft = {
  source: 'anki',
  target: 'one',
  proposedDeckName: 'Capitals',
  proposedDescription: '',
  decks: [{ name: 'Capitals', description: '' }],
  cards: [
    { term: 'Paris', definition: 'France', deck: 0, anki: '0|1|g1:0', termHtml: '<b>Paris</b>' },
    { term: 'France', definition: 'Paris', deck: 0, anki: '0|0|g1:1' },
    { term: 'Rome', definition: 'Italy', deck: 0, anki: '0|1|g2:0' },
    { term: '', definition: 'no term', deck: 0 },
  ],
  message: 'Anki package read: 4 cards from 1 deck.',
};

async function confirmed(payload: string) {
  const db = await makeTestDb();
  dbs.push(db);
  const user = await makeUser(db);
  await writeImportCache(db, { userId: user.id, type: 'anki', now: FIXED_NOW.getTime() }, 'import-1', payload);
  const result = await writeConfirmedImport(db, user.id, { type: 'anki', temporaryImportId: 'import-1' }, FIXED_NOW.getTime());
  const cards = await db.selectFrom('cards').select(['term', 'definition', 'term_html', 'anki_key']).orderBy('id').execute();
  return { result, cards };
}

describe('the draft cache', () => {
  it('a draft cached with its cards by field confirms every card as the draft held it', async () => {
    const columns = await confirmed(JSON.stringify(cachedDraft(draft)));
    expect(columns.result).toMatchObject({ success: true, createdDecks: [{ name: 'Capitals', cardCount: 3 }] });
    expect(columns.cards).toEqual([
      { term: 'Paris', definition: 'France', term_html: '<b>Paris</b>', anki_key: 'g1:0' },
      { term: 'France', definition: 'Paris', term_html: null, anki_key: 'g1:1' },
      { term: 'Rome', definition: 'Italy', term_html: null, anki_key: 'g2:0' },
    ]);
  });

  it('a big draft’s cards go beside its row in parts, each a short write, and confirm reads them back (issue 49)', async () => {
    const db = await makeTestDb();
    dbs.push(db);
    const user = await makeUser(db);
    const now = FIXED_NOW.getTime();
    // Non-BMP text, so a part boundary could fall inside a surrogate pair.
    const many: ImportDraft = { ...draft, cards: Array.from({ length: 300 }, (_, index) => ({ term: `𝔸 term ${index}`, definition: `definition ${index} 😀`, deck: 0 })) };
    const owner = { userId: user.id, type: 'anki' as const, now };
    await writeDraftInParts(db, owner, 'import-2', cachedDraft(many), { partChars: 997 });
    const rows = await db.selectFrom('import_cache').select(['id', 'type', sql<number>`length(payload)`.as('length')]).orderBy('id').execute();
    const parts = rows.filter((row) => row.type === PART_TYPE);
    expect(parts.length).toBeGreaterThan(5);
    // No row holds the cards whole: each part is about the part size, the draft's row small.
    for (const row of rows) expect(Number(row.length)).toBeLessThan(2_000);
    const result = await writeConfirmedImport(db, user.id, { type: 'anki', temporaryImportId: 'import-2' }, now);
    expect(result).toMatchObject({ success: true, createdDecks: [{ name: 'Capitals', cardCount: 300 }] });
    const cards = await db.selectFrom('cards').select(['term', 'definition']).orderBy('id').execute();
    expect(cards).toEqual(many.cards.map(({ term, definition }) => ({ term, definition })));
    // Confirmed, the parts are gone.
    expect(await db.selectFrom('import_cache').select('id').where('type', '=', PART_TYPE).execute()).toEqual([]);
  });

  it('deleting a pending Anki import removes its parts too', async () => {
    const db = await makeTestDb();
    dbs.push(db);
    const user = await makeUser(db);
    const now = FIXED_NOW.getTime();
    await writeDraftInParts(db, { userId: user.id, type: 'anki', now }, 'import-3', cachedDraft(draft), { partChars: 50 });
    expect((await db.selectFrom('import_cache').select('id').where('type', '=', PART_TYPE).execute()).length).toBeGreaterThan(1);
    const ctx = { ...createContextInner({ db, user, now: () => FIXED_NOW, config: testConfig() }), user };
    await deleteImport(ctx, { type: 'anki', temporaryImportId: 'import-3' });
    expect(await db.selectFrom('import_cache').select('id').execute()).toEqual([]);
  });
});
