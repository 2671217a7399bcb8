import { sql, type CompiledQuery, type KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { CARD_COLUMNS_REWRITTEN_ON_COPY } from '../db/userData.js';
import { CARDS_PER_CHUNK } from '../repos/sharedDecks.js';
import { saveMedia } from '../repos/media.js';
import { callerFor, closeTestDb, FIXED_NOW, makeDeck, makeTestDb, makeUser, testDialect } from '../test/harness.js';
import { deleteAccountData } from './account.js';

// Issue 49 points 2 and 6 (docs/security.md "Round 4: shared-deck hand-over and copies"): a copy
// of a shared deck ("Make my own copy", or the hand-over when the owner deletes it) keeps every
// column of every card, its pictures the new owner's own; and the hand-over is linear and works
// in bounded chunks with turns of the event loop between them.

const dbs: Db[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await closeTestDb(db);
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);
const PNG2 = new Uint8Array([...PNG, 4, 5, 6]);
const MP3 = new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0, 9, 9, 9]);
const DAY = 24 * 60 * 60 * 1000;

type Row = Record<string, unknown>;

async function setup() {
  const db = await makeTestDb();
  dbs.push(db);
  const owner = await makeUser(db, { email: 'owner@example.com' });
  const learner = await makeUser(db, { email: 'learner@example.com' });
  return { db, owner, learner, asOwner: callerFor(db, owner), asLearner: callerFor(db, learner) };
}

const publicIdOf = async (db: Db, id: number) => (await db.selectFrom('media').select('public_id').where('id', '=', id).executeTakeFirstOrThrow()).public_id!;

/** A shared deck with a formatted card, a math card, a cloze note (two cards), a card with inline pictures and a sound, and an Anki key. */
async function richDeck(db: Db, ownerId: number, asOwner: ReturnType<typeof callerFor>) {
  const now = FIXED_NOW.getTime();
  const deck = await makeDeck(db, ownerId, { name: 'Biology' });
  await db.updateTable('decks').set({ visibility: 'server', term_language: 'ko-KR', definition_language: 'en' }).where('id', '=', deck.id).execute();
  const image = await saveMedia(db, ownerId, PNG, 'image/png', now);
  const inline = await saveMedia(db, ownerId, PNG2, 'image/png', now);
  const sound = await saveMedia(db, ownerId, MP3, 'audio/mpeg', now);
  const [imagePublic, inlinePublic] = [await publicIdOf(db, image), await publicIdOf(db, inline)];
  await asOwner.cards.create({ deckId: deck.id, termHtml: '<p><b>Mitochondria</b> and <i>ribosomes</i></p>', definitionHtml: '<ul><li>one</li><li>two</li></ul>' });
  await asOwner.cards.create({ deckId: deck.id, termHtml: '<p>\\(e^{i\\pi} + 1 = 0\\)</p>', definition: 'Euler' });
  await asOwner.cards.createCloze({ deckId: deck.id, kind: 'cloze', clozeText: 'The {{c1::cell}} is the unit of {{c2::life}}', extra: 'Biology 101' });
  const pictured = await asOwner.cards.create({
    deckId: deck.id,
    termHtml: `<p>Look: <img src="/api/media/${inlinePublic}" alt="a cell" /> and <img src="/api/media/${imagePublic}" /></p>`,
    definition: 'A cell',
    termImageId: image,
  });
  await db.updateTable('cards').set({ term_audio_id: sound, anki_key: 'guid-1:0' }).where('id', '=', pictured.id).execute();
  return { deck, image, inline, sound };
}

const cardsOf = (db: Db, deckId: number) => db.selectFrom('cards').selectAll().where('deck_id', '=', deckId).orderBy('id').execute() as Promise<Row[]>;

/**
 * Cards as a copy should match them: each media id and each inline image's public id replaced by
 * its file's hash and whose it is, the columns a copy writes anew (db/userData.ts) by what it
 * writes. Read the source before its owner's files go.
 */
async function comparable(db: Db, rows: Row[], newOwnerId: number, deckId: number): Promise<Row[]> {
  const whose = (userId: number) => (userId === newOwnerId ? 'new owner' : 'another');
  const out: Row[] = [];
  for (const row of rows) {
    const card: Row = {};
    for (const [column, value] of Object.entries(row)) {
      const rule = CARD_COLUMNS_REWRITTEN_ON_COPY[column]?.rewrite;
      if (rule === undefined) card[column] = value;
      else if (rule === 'targetDeck') card[column] = value === deckId ? 'the deck' : value;
      else if (rule === 'mediaId' && value != null) {
        const file = await db.selectFrom('media').select(['sha256', 'user_id']).where('id', '=', Number(value)).executeTakeFirstOrThrow();
        card[column] = `${file.sha256}@${whose(file.user_id)}`;
      } else if (rule === 'imagesInHtml' && typeof value === 'string') {
        let html = value;
        for (const [, publicId] of value.matchAll(/\/api\/media\/([^"]+)"/g)) {
          const file = await db.selectFrom('media').select(['sha256', 'user_id']).where('public_id', '=', publicId).executeTakeFirstOrThrow();
          html = html.replace(publicId, `${file.sha256}@${whose(file.user_id)}`);
        }
        card[column] = html;
      } else if (rule === 'mediaId' || rule === 'imagesInHtml') card[column] = value;
      // 'newRow' and 'copiedAt' (the id, the times) are the copy's own.
    }
    out.push(card);
  }
  return out;
}

/** The copy equals its source column by column: the same files, each the new owner's own row. */
function expectSameCards(source: Row[], copy: Row[]) {
  const asCopied = JSON.parse(JSON.stringify(source).replaceAll('@another', '@new owner')) as Row[];
  expect(copy).toEqual(asCopied);
  expect(copy.length).toBeGreaterThan(0);
}

describe(`copies of a shared deck keep every card column (${testDialect})`, () => {
  it('"Make my own copy": formatting, math, cloze, inline pictures, sounds, Anki keys and languages', async () => {
    const { db, owner, learner, asOwner, asLearner } = await setup();
    const { deck } = await richDeck(db, owner.id, asOwner);
    const copy = await asLearner.sharedDecks.copy({ deckId: deck.id });
    expect(copy).toMatchObject({ name: 'Biology', is_owner: true, card_count: 5, term_language: 'ko-KR', definition_language: 'en' });
    const [source, copied] = [await cardsOf(db, deck.id), await cardsOf(db, copy.id)];
    expect(source.map((c) => c.kind)).toEqual(['basic', 'basic', 'cloze', 'cloze', 'basic']);
    expectSameCards(await comparable(db, source, learner.id, deck.id), await comparable(db, copied, learner.id, copy.id));
    // The inline pictures are the learner's own files, served to them after the owner's go.
    const html = String(copied[4].term_html);
    const srcs = [...html.matchAll(/\/api\/media\/([^"]+)"/g)].map((m) => m[1]);
    expect(srcs).toHaveLength(2);
    for (const publicId of srcs) expect(await db.selectFrom('media').select('user_id').where('public_id', '=', publicId).executeTakeFirstOrThrow()).toEqual({ user_id: learner.id });
    // Editing the copy's cloze note touches only the copy's cards.
    const edited = await asLearner.cards.updateCloze({ cardId: Number(copied[2].id), kind: 'cloze', clozeText: 'The {{c1::nucleus}} holds {{c2::DNA}}', extra: null });
    expect(edited.cards.map((c) => c.id)).toEqual([copied[2].id, copied[3].id]);
    expect((await cardsOf(db, deck.id))[2].cloze_text).toBe('The {{c1::cell}} is the unit of {{c2::life}}');
  });

  it('the hand-over when the owner deletes the deck keeps every column too, with the progress on the right cards', async () => {
    const { db, owner, learner, asOwner, asLearner } = await setup();
    const { deck } = await richDeck(db, owner.id, asOwner);
    await asLearner.sharedDecks.subscribe({ deckId: deck.id });
    const source = await cardsOf(db, deck.id);
    const before = await comparable(db, source, learner.id, deck.id);
    await asLearner.sessions.submit({ sessionId: 's', deckId: deck.id, results: [{ cardId: Number(source[4].id), isCorrect: true, gameType: 'flashcards', rating: 3 }] });
    await asOwner.decks.delete({ deckId: deck.id });
    const [own] = await asLearner.decks.list();
    expect(own).toMatchObject({ is_owner: true, card_count: 5, term_language: 'ko-KR', definition_language: 'en' });
    const copied = await cardsOf(db, own.id);
    expectSameCards(before, await comparable(db, copied, learner.id, own.id));
    const states = await db.selectFrom('card_states').select(['card_id', 'reps']).where('user_id', '=', learner.id).execute();
    expect(states).toEqual([{ card_id: copied[4].id, reps: 1 }]);
    // The owner's files went with the deck (the learner's copies stay).
    expect(await db.selectFrom('media').select('user_id').distinct().execute()).toEqual([{ user_id: learner.id }]);
  });

  it('every column of the live schema is copied, a column added later too', async () => {
    const { db, owner, learner, asLearner } = await setup();
    // A column a later migration might add: the copy must carry it without being told.
    await sql`alter table cards add column probe_later text`.execute(db);
    try {
      const deck = await makeDeck(db, owner.id, { name: 'Every column', cards: 2 });
      await db.updateTable('decks').set({ visibility: 'server' }).where('id', '=', deck.id).execute();
      const columns =
        testDialect === 'postgres'
          ? (await sql<{ name: string; type: string }>`select column_name as name, data_type as type from information_schema.columns where table_schema = current_schema() and table_name = 'cards'`.execute(db)).rows
          : (await sql<{ name: string; type: string }>`select name, type from pragma_table_info('cards')`.execute(db)).rows;
      expect(columns.map((c) => c.name)).toContain('probe_later');
      // Every column not rewritten gets a value of its own on the first card.
      const values: Row = {};
      for (const { name, type } of columns) {
        if (name in CARD_COLUMNS_REWRITTEN_ON_COPY) continue;
        values[name] = /int|numeric|real|double/i.test(type) ? 7 : `${name} value`;
      }
      await db.updateTable('cards').set(values as never).where('id', '=', deck.cardIds[0]).execute();
      const copy = await asLearner.sharedDecks.copy({ deckId: deck.id });
      const [first] = await cardsOf(db, copy.id);
      for (const name of Object.keys(values)) expect({ name, value: first[name] }).toEqual({ name, value: values[name] });
      expectSameCards(await comparable(db, await cardsOf(db, deck.id), learner.id, deck.id), await comparable(db, await cardsOf(db, copy.id), learner.id, copy.id));
    } finally {
      await sql`alter table cards drop column probe_later`.execute(db);
    }
  });
});

/** Every statement the database is asked, compiled (the hand-over's shape, not its time). */
function capturing(db: Db): { db: Db; statements: CompiledQuery[] } {
  const statements: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => (statements.push(db.getExecutor().compileQuery(node, queryId)), node),
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), statements };
}

/** Counts real turns of the event loop (setImmediate) while `work` runs. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  const tick = () => {
    if (done) return;
    turns += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  try {
    await work();
  } finally {
    done = true;
  }
  return turns;
}

describe(`the hand-over is chunked and linear (${testDialect})`, () => {
  const CARDS = 1_200;
  const SUBSCRIBERS = 3;

  async function studiedDeck() {
    const db = await makeTestDb();
    dbs.push(db);
    const now = FIXED_NOW.getTime();
    const owner = await makeUser(db);
    const subscribers = [await makeUser(db), await makeUser(db), await makeUser(db)];
    const deck = await makeDeck(db, owner.id, { name: 'Big' });
    await db.updateTable('decks').set({ visibility: 'server' }).where('id', '=', deck.id).execute();
    const cardIds: number[] = [];
    for (let i = 0; i < CARDS; i += 400) {
      const rows = Array.from({ length: 400 }, (_, k) => ({ deck_id: deck.id, term: `Term ${i + k}`, definition: `Definition ${i + k}`, created_at: now - DAY, updated_at: now - DAY }));
      cardIds.push(...(await db.insertInto('cards').values(rows).returning('id').execute()).map((r) => r.id));
    }
    const gone = await db.insertInto('cards').values({ deck_id: deck.id, term: 'Gone', definition: 'soon', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    for (const [s, user] of subscribers.entries()) {
      await db.insertInto('deck_learners').values({ user_id: user.id, deck_id: deck.id, is_owner: 0, joined_at: now, desired_retention: 0.8 + s / 100 }).execute();
      // Subscriber s studied every card but every (s + 2)th, with reps telling the card apart.
      const studied = cardIds.filter((_, k) => k % (s + 2) !== 0);
      for (let i = 0; i < studied.length; i += 300) {
        const slice = studied.slice(i, i + 300);
        await db.insertInto('card_states').values(slice.map((card_id) => ({ user_id: user.id, card_id, deck_id: deck.id, due: now, reps: (card_id % 97) + s, state: 2, last_review: now - DAY }))).execute();
        await db
          .insertInto('review_logs')
          .values(slice.map((card_id) => ({ user_id: user.id, deck_id: deck.id, card_id, session_id: `s${s}`, rating: 3, is_correct: 1 as const, game_type: 'flashcards', answer_time_ms: card_id % 1000, reviewed_at: now - DAY, local_day: '2025-03-09' })))
          .execute();
      }
      // An answer whose card the owner deleted since (card_id null) goes along too.
      await db.insertInto('review_logs').values({ user_id: user.id, deck_id: deck.id, card_id: gone.id, session_id: `g${s}`, rating: 1, is_correct: 0, game_type: 'flashcards', answer_time_ms: null, reviewed_at: now - DAY, local_day: '2025-03-09' }).execute();
    }
    await db.deleteFrom('cards').where('id', '=', gone.id).execute();
    return { db, owner, subscribers, deck, cardIds };
  }

  /** Each subscriber's copy holds exactly their progress, answers and settings, card by card (matched by term). */
  async function expectHandedOver(db: Db, subscribers: { id: number }[], cardIds: number[]) {
    for (const [s, user] of subscribers.entries()) {
      const decks = await db.selectFrom('decks').select('id').where('user_id', '=', user.id).execute();
      expect(decks).toHaveLength(1);
      const copyId = decks[0].id;
      const termOf = new Map((await db.selectFrom('cards').select(['id', 'term']).where('deck_id', '=', copyId).execute()).map((c) => [c.id, c.term]));
      expect(termOf.size).toBe(CARDS);
      const states = await db.selectFrom('card_states').select(['card_id', 'deck_id', 'reps']).where('user_id', '=', user.id).execute();
      const expected = cardIds.flatMap((id, k) => (k % (s + 2) !== 0 ? [`Term ${k}:${(id % 97) + s}`] : []));
      expect(states.every((st) => st.deck_id === copyId)).toBe(true);
      expect(states.map((st) => `${termOf.get(st.card_id)}:${st.reps}`).sort()).toEqual(expected.sort());
      const logs = await db.selectFrom('review_logs').select(['card_id', 'deck_id', 'answer_time_ms']).where('user_id', '=', user.id).execute();
      expect(logs.every((log) => log.deck_id === copyId)).toBe(true);
      expect(logs.filter((log) => log.card_id === null)).toHaveLength(1);
      const byTerm = logs.filter((log) => log.card_id !== null).map((log) => `${termOf.get(log.card_id!)}:${log.answer_time_ms}`);
      expect(byTerm.sort()).toEqual(cardIds.flatMap((id, k) => (k % (s + 2) !== 0 ? [`Term ${k}:${id % 1000}`] : [])).sort());
      const settings = await db.selectFrom('deck_learners').select(['deck_id', 'desired_retention', 'is_owner']).where('user_id', '=', user.id).execute();
      expect(settings).toEqual([{ deck_id: copyId, desired_retention: 0.8 + s / 100, is_owner: 1 }]);
    }
  }

  it(`the owner deletes a deck of ${CARDS} cards with ${SUBSCRIBERS} subscribers: bounded statements, the event loop turning between chunks, every answer on its card`, async () => {
    const { db, owner, subscribers, deck, cardIds } = await studiedDeck();
    const captured = capturing(db);
    const turns = await turnsDuring(() => callerFor(captured.db, owner).decks.delete({ deckId: deck.id }));
    await expectHandedOver(db, subscribers, cardIds);
    expectChunked(captured.statements, turns);
  });

  it('deleting the owner\'s account hands over the same way', async () => {
    const { db, owner, subscribers, cardIds } = await studiedDeck();
    const captured = capturing(db);
    const turns = await turnsDuring(() => captured.db.transaction().execute((trx) => deleteAccountData(trx, owner.id, FIXED_NOW.getTime(), { keepAnAdmin: false })));
    await expectHandedOver(db, subscribers, cardIds);
    expectChunked(captured.statements, turns);
  });

  /** No statement grows with the deck (at most a chunk's worth of values or CASE branches: 1,000), and a real turn after each chunk. */
  function expectChunked(statements: CompiledQuery[], turns: number) {
    for (const statement of statements) {
      const branches = statement.sql.match(/\bwhen\b/gi)?.length ?? 0;
      expect({ sql: statement.sql.slice(0, 80), branches }).toEqual({ sql: statement.sql.slice(0, 80), branches: Math.min(branches, 1_000) });
      expect(statement.parameters.length).toBeLessThanOrEqual(30_000);
    }
    const chunk = CARDS_PER_CHUNK[testDialect];
    // 3 subscribers × their chunks of cards: a real turn after each (a resolved promise is none).
    expect(turns).toBeGreaterThanOrEqual(SUBSCRIBERS * Math.ceil(CARDS / chunk));
  }
});

describe(`the hand-over leaves room for everyone else (${testDialect})`, () => {
  it("another user's request is answered while the copies are being made, before the deletion ends", async () => {
    const db = await makeTestDb();
    dbs.push(db);
    const owner = await makeUser(db);
    const subscriber = await makeUser(db);
    const bystander = await makeUser(db);
    const deck = await makeDeck(db, owner.id, { name: 'Big' });
    await makeDeck(db, bystander.id, { name: 'Mine', cards: 2 });
    await db.updateTable('decks').set({ visibility: 'server' }).where('id', '=', deck.id).execute();
    const now = FIXED_NOW.getTime();
    for (let i = 0; i < 2_000; i += 500) {
      await db.insertInto('cards').values(Array.from({ length: 500 }, (_, k) => ({ deck_id: deck.id, term: `T${i + k}`, definition: 'd', created_at: now, updated_at: now }))).execute();
    }
    await callerFor(db, subscriber).sharedDecks.subscribe({ deckId: deck.id });
    // The bystander asks for their decks as soon as the first copied cards are written.
    let deleted = false;
    let answeredBeforeTheEnd: boolean | undefined;
    let asked: Promise<unknown> | undefined;
    const plugin: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        if (!asked && /^\s*insert into "?cards"?\s/i.test(db.getExecutor().compileQuery(node, queryId).sql)) {
          asked = callerFor(db, bystander).decks.list().then((decks) => {
            expect(decks.map((d) => d.name)).toEqual(['Mine']);
            answeredBeforeTheEnd = !deleted;
          });
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    await callerFor(db.withPlugin(plugin), owner).decks.delete({ deckId: deck.id });
    deleted = true;
    await asked;
    // On SQLite's one connection the answer has to come between two chunks: deterministic. On
    // PostgreSQL it comes on another connection of the pool, in its own time.
    if (testDialect === 'sqlite') expect(answeredBeforeTheEnd).toBe(true);
    else expect(answeredBeforeTheEnd).toBeTypeOf('boolean');
    expect((await callerFor(db, subscriber).decks.list()).map((d) => [d.name, d.card_count, d.is_owner])).toEqual([['Big', 2_000, true]]);
  });

  it('an answer given while the copies are prepared is not lost: that copy is made again inside the deletion', async () => {
    const { db, owner, learner, asOwner, asLearner } = await setup();
    const deck = await makeDeck(db, owner.id, { name: 'Race', cards: 3 });
    await asOwner.sharedDecks.setSharing({ deckId: deck.id, visibility: 'server' });
    await asLearner.sharedDecks.subscribe({ deckId: deck.id });
    const { prepareHandOver, handOverToSubscribers, dropPreparedCopies } = await import('../repos/sharedDecks.js');
    const now = FIXED_NOW.getTime();
    const prepared = await prepareHandOver(db, deck.id, now);
    expect(prepared).toHaveLength(1);
    // Hidden until the switch.
    expect((await asLearner.decks.list()).map((d) => d.id)).toEqual([deck.id]);
    await asLearner.sessions.submit({ sessionId: 'late', deckId: deck.id, results: [{ cardId: deck.cardIds[1], isCorrect: true, gameType: 'flashcards', rating: 3 }] });
    await db.transaction().execute((trx) => handOverToSubscribers(trx, deck.id, now, prepared));
    await dropPreparedCopies(db, prepared);
    const decks = await db.selectFrom('decks').select(['id', 'source']).where('user_id', '=', learner.id).execute();
    expect(decks).toHaveLength(1);
    expect(decks[0].id).not.toBe(prepared[0].copyId);
    const cards = await db.selectFrom('cards').select(['id', 'term']).where('deck_id', '=', decks[0].id).orderBy('id').execute();
    const states = await db.selectFrom('card_states').select(['card_id', 'reps', 'deck_id']).where('user_id', '=', learner.id).execute();
    expect(states).toEqual([{ card_id: cards[1].id, reps: 1, deck_id: decks[0].id }]);
  });
});

describe(`"Make my own copy" of a big deck (${testDialect})`, () => {
  it('is written in chunks, hidden until whole, with the event loop turning between chunks', async () => {
    const { db, owner, learner, asOwner } = await setup();
    const deck = await makeDeck(db, owner.id, { name: 'Big' });
    await asOwner.sharedDecks.setSharing({ deckId: deck.id, visibility: 'server' });
    const now = FIXED_NOW.getTime();
    for (let i = 0; i < 1_200; i += 400) {
      await db.insertInto('cards').values(Array.from({ length: 400 }, (_, k) => ({ deck_id: deck.id, term: `T${i + k}`, definition: 'd', created_at: now, updated_at: now }))).execute();
    }
    let seenMidway: Promise<unknown[]> | undefined;
    let inserts = 0;
    const plugin: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        if (/^\s*insert into "?cards"?\s/i.test(db.getExecutor().compileQuery(node, queryId).sql) && ++inserts === 2) seenMidway = callerFor(db, learner).decks.list();
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const turns = await turnsDuring(() => callerFor(db.withPlugin(plugin), learner).sharedDecks.copy({ deckId: deck.id }));
    expect(turns).toBeGreaterThanOrEqual(Math.ceil(1_200 / CARDS_PER_CHUNK[testDialect]));
    // Asked while the copy was half written: nothing, or (PostgreSQL answers on another
    // connection, maybe after the end) the whole deck, never part of it.
    const midway = ((await seenMidway) as { card_count: number }[]).map((d) => d.card_count);
    expect([[], [1_200]]).toContainEqual(midway);
    if (testDialect === 'sqlite') expect(midway).toEqual([]);
    expect((await callerFor(db, learner).decks.list()).map((d) => [d.name, d.card_count, d.source])).toEqual([['Big', 1_200, 'shared']]);
  });
});
