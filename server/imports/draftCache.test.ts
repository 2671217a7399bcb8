import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import type { ImportDraft } from '../domain/import/preview.js';
import { FIXED_NOW, makeTestDb, makeUser } from '../test/harness.js';
import { writeConfirmedImport } from './confirm.js';
import { cachedDraft, writeImportCache } from './draftCache.js';

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
});
