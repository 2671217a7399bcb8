import type { FastifyInstance } from 'fastify';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withForeignMedia } from '../test/xssVectors.js';
import { XSRF_COOKIE } from '../app.js';
import { testConfig } from '../config.js';
import type { Db } from '../db.js';
import { ankiPackage } from '../test/ankiTestkit.js';
import { findXssProblems } from '../test/xssCheck.js';
import { warmImportWorkers } from '../imports/service.js';
import { saveMedia } from '../repos/media.js';
import { callerFor, FIXED_NOW, loginAgent, makeTestApp, makeUser, type Agent } from '../test/harness.js';

// The adversarial suite, level two (issue 26): every way HTML reaches a card — the editor over
// REST and tRPC (create, update), an Anki import, a CSV with 'Fields contain HTML', an account
// restore — stores no vector (judged by xssCheck on what the database holds). Then the round
// trips: .apkg export → import, CSV with html=true, backup → restore keep the same HTML.

beforeAll(() => warmImportWorkers(testConfig()), 120_000);

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

// A PNG signature and the start of its header: enough for the type sniffing (12 bytes at least).
const PNG = (n: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, n]);
let emailCounter = 0;

/** A logged-in agent, its user id, one image of its own and one of another user. */
async function setup() {
  const { app, db } = await makeTestApp();
  apps.push(app);
  const email = `rich${++emailCounter}@example.com`;
  const agent = await loginAgent(app, email);
  const { id: userId } = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const other = await makeUser(db);
  const now = FIXED_NOW.getTime();
  const own = await publicIdOf(db, await saveMedia(db, userId, PNG(1), 'image/png', now));
  const foreign = await publicIdOf(db, await saveMedia(db, other.id, PNG(2), 'image/png', now));
  return { app, db, agent, userId, own, foreign };
}

async function publicIdOf(db: Db, id: number): Promise<string> {
  return (await db.selectFrom('media').select('public_id').where('id', '=', id).executeTakeFirstOrThrow()).public_id!;
}

/** Every stored side of the user's cards, judged. */
async function storedProblems(db: Db, userId: number, own: string): Promise<string[]> {
  const rows = await db
    .selectFrom('cards')
    .innerJoin('decks', 'decks.id', 'cards.deck_id')
    .select(['cards.term', 'cards.term_html', 'cards.definition_html'])
    .where('decks.user_id', '=', userId)
    .execute();
  const problems: string[] = [];
  for (const row of rows) {
    for (const html of [row.term_html, row.definition_html]) {
      if (html) problems.push(...findXssProblems(html, new Set([own])).map((p) => `${row.term.slice(0, 30)}: ${p}`));
    }
  }
  return problems;
}

type Part = { name: string; value: string } | { name: string; fileName: string; bytes: Uint8Array };
async function upload(app: FastifyInstance, agent: Agent, url: string, parts: Part[]) {
  const boundary = '----cardcaderichboundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = 'fileName' in part ? `form-data; name="${part.name}"; filename="${part.fileName}"` : `form-data; name="${part.name}"`;
    const type = 'fileName' in part ? '\r\nContent-Type: application/octet-stream' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), 'fileName' in part ? Buffer.from(part.bytes) : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  // The agent's cookies, with a multipart body it cannot build itself.
  const me = agent as unknown as { cookies: Map<string, string> };
  const cookie = [...me.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat(chunks),
    headers: { cookie, 'x-xsrf-token': me.cookies.get(XSRF_COOKIE) ?? '', 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

async function importAnki(app: FastifyInstance, agent: Agent, bytes: Uint8Array) {
  const preview = await upload(app, agent, '/api/import/anki/preview', [
    { name: 'importMode', value: 'single_deck' },
    { name: 'ankiFile', fileName: 'rich.apkg', bytes },
  ]);
  expect(preview.statusCode).toBe(200);
  const confirm = await agent.request('POST', '/api/import/anki/confirm', { temporaryImportId: preview.json().temporaryImportId });
  expect(confirm.json()).toMatchObject({ success: true });
  return confirm.json().createdDecks[0].id as number;
}

const csvCell = (text: string) => `"${text.replace(/"/g, '""')}"`;
/**
 * The vectors a file can carry: a NUL byte makes a CSV a binary file (refused), and SQLite cuts an
 * Anki note's text at it (the card then has an empty side and is skipped): nothing is stored.
 */
const inFiles = (foreign: string) => withForeignMedia(foreign).filter((vector) => !vector.html.includes('\u0000'));

// A hundred vectors, each written twice: minutes on PostgreSQL on a busy machine, not seconds.
describe('XSS vectors over every input path store nothing that runs', { timeout: 240_000 }, () => {
  it('card create and update over REST', async () => {
    const { db, agent, userId, own, foreign } = await setup();
    const deck = (await agent.request('POST', '/api/decks', { name: 'XSS REST' })).json() as { id: number };
    for (const vector of withForeignMedia(foreign)) {
      const html = `<b>${vector.id}</b>${vector.html}<img src="/api/media/${own}">`;
      const created = await agent.request('POST', `/api/decks/${deck.id}/cards`, { termHtml: html, definitionHtml: `d${vector.html}` });
      expect(created.statusCode, vector.id).toBe(201);
      const updated = await agent.request('PUT', `/api/cards/${created.json().id}`, { termHtml: html, definitionHtml: `x${vector.html}` });
      expect(updated.statusCode, vector.id).toBe(200);
    }
    expect(await storedProblems(db, userId, own)).toEqual([]);
  });

  it('card create and update over tRPC', async () => {
    const { db, foreign } = await setup();
    const user = await makeUser(db);
    const own = await publicIdOf(db, await saveMedia(db, user.id, PNG(3), 'image/png', FIXED_NOW.getTime()));
    const api = callerFor(db, user);
    const deck = await api.decks.create({ name: 'XSS tRPC' });
    for (const vector of withForeignMedia(foreign)) {
      const card = await api.cards.create({ deckId: deck.id, termHtml: `<i>${vector.id}</i>${vector.html}`, definitionHtml: `<img src="/api/media/${own}">${vector.html}` });
      await api.cards.update({ cardId: card.id, termHtml: `<u>${vector.id}</u>${vector.html}`, definitionHtml: `<img src="/api/media/${own}">${vector.html}` });
    }
    expect(await storedProblems(db, user.id, own)).toEqual([]);
  });

  it('an Anki package whose fields are the vectors', async () => {
    const { app, db, agent, userId, own, foreign } = await setup();
    const vectors = inFiles(foreign);
    const bytes = ankiPackage(
      {
        notetypes: [{ id: 1, name: 'Basic', fields: ['Front', 'Back'], front: '{{Front}}' }],
        decks: [{ id: 10, name: 'XSS Anki' }],
        notes: vectors.map((vector) => ({ fields: [`<img src="pic.png"><b>${vector.id}</b>${vector.html}`, `<i>back</i>${vector.html}`], notetype: 0, cards: [{ deck: 10 }] })),
        media: { 'pic.png': PNG(4) },
      },
      'anki21',
    );
    const deckId = await importAnki(app, agent, bytes);
    const cards = await db.selectFrom('cards').select(['term', 'term_html', 'term_image_id']).where('deck_id', '=', deckId).execute();
    expect(cards).toHaveLength(vectors.length);
    // The side's own image (its first) is the imported file, inline by its URL.
    const picture = await publicIdOf(db, cards[0].term_image_id!);
    expect(cards.every((card) => card.term_html?.startsWith(`<img src="/api/media/${picture}" /><b>`))).toBe(true);
    const problems = (await storedProblems(db, userId, picture)).filter((p) => !p.includes(own));
    expect(problems).toEqual([]);
  });

  it("a CSV with 'Fields contain HTML'", async () => {
    const { app, db, agent, userId, own, foreign } = await setup();
    const vectors = inFiles(foreign);
    const csv = ['term,definition', ...vectors.map((vector) => `${csvCell(`<b>${vector.id}</b>${vector.html}`)},${csvCell(`<img src="/api/media/${own}">${vector.html}x`)}`)].join('\n');
    const analyze = await upload(app, agent, '/api/import/csv/analyze', [{ name: 'csvFile', fileName: 'xss.csv', bytes: strToU8(csv) }]);
    expect(analyze.statusCode).toBe(200);
    const { temporaryImportId } = analyze.json();
    const preview = await agent.request('POST', '/api/import/csv/preview', { temporaryImportId, deckName: 'XSS CSV', columnMapping: { term: 'term', definition: 'definition' }, fieldsContainHtml: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().previewCards[0].term).toBe(vectors[0].id);
    const confirm = await agent.request('POST', '/api/import/csv/confirm', { temporaryImportId });
    expect(confirm.json()).toMatchObject({ success: true });
    const rich = await db.selectFrom('cards').select(['term_html', 'definition_html']).where('deck_id', '=', confirm.json().createdDecks[0].id).execute();
    // A vector that swallows the rest of its cell (an unclosed <script>) leaves an empty side: skipped.
    expect(rich.length).toBeGreaterThan(vectors.length * 0.8);
    expect(rich.every((card) => card.term_html !== null)).toBe(true);
    // A file cannot carry images: none is kept, not even an /api/media URL of the importer's own.
    expect(rich.some((card) => card.definition_html?.includes('<img'))).toBe(false);
    expect(await storedProblems(db, userId, own)).toEqual([]);
  });

  it('an account restore whose backup holds the vectors', async () => {
    const { app, db, agent, userId, own, foreign } = await setup();
    const deck = (await agent.request('POST', '/api/decks', { name: 'XSS backup' })).json() as { id: number };
    await agent.request('POST', `/api/decks/${deck.id}/cards`, { termHtml: `<b>seed</b><img src="/api/media/${own}">`, definition: 'd' });
    const exported = await agent.request('GET', '/api/account/export');
    const members = unzipSync(new Uint8Array(exported.rawPayload));
    const json = JSON.parse(new TextDecoder().decode(members['cardcade.json']));
    const template = json.decks[0].cards[0];
    const ownBackupId = json.media[0].id;
    const foreignRow = (await db.selectFrom('media').select('id').where('public_id', '=', foreign).executeTakeFirstOrThrow()).id;
    json.decks[0].cards = withForeignMedia(foreign).map((vector, index) => ({
      ...template,
      id: index + 1,
      term: `plain ${index}`,
      // Images may only name this backup's files: its own id stays, another user's row id goes.
      termHtml: `<b>${vector.id}</b>${vector.html}<img src="/api/media/${ownBackupId}"><img src="/api/media/${foreignRow}">`,
      definitionHtml: vector.html,
    }));
    members['cardcade.json'] = strToU8(JSON.stringify(json));
    const preview = await upload(app, agent, '/api/import/cardcade/preview', [{ name: 'backupFile', fileName: 'cardcade-export-2025-03-10.zip', bytes: zipSync(members) }]);
    expect(preview.statusCode).toBe(200);
    const confirm = await agent.request('POST', '/api/import/cardcade/confirm', { temporaryImportId: preview.json().temporaryImportId });
    expect(confirm.json()).toMatchObject({ success: true });
    const restored = await db.selectFrom('cards').select(['term', 'term_html']).where('deck_id', '=', confirm.json().createdDecks[0].id).orderBy('id').execute();
    // The plain text is derived from the HTML again, never taken from the file beside it.
    expect(restored[0].term).toBe(withForeignMedia(foreign)[0].id);
    expect(restored[0].term_html).toContain(`<img src="/api/media/${own}" />`);
    expect(await storedProblems(db, userId, own)).toEqual([]);
  });
});

// Issue 39: the importer's text of a field came from a converter of its own, which knew a few
// dozen entity names; `&Delta;` and `&alpha;` stayed literal in the stored card. The importers and
// the card sides now share one converter (domain/richText/plainText.ts).
describe('an Anki import stores the decoded plain text', { timeout: 120_000 }, () => {
  it('of plain, line-only, formatted and cloze fields and the deck description', async () => {
    const { app, db, agent } = await setup();
    const bytes = ankiPackage(
      {
        notetypes: [
          { id: 1, name: 'Basic', fields: ['Front', 'Back'], front: '{{Front}}' },
          { id: 2, name: 'Cloze', cloze: true, fields: ['Text', 'Extra'], front: '{{cloze:Text}}' },
        ],
        decks: [{ id: 10, name: 'Chemistry', description: 'Water &rarr; &Delta;G &hearts;' }],
        notes: [
          { fields: ['H&#8322;O &rarr; &Delta;G', '&alpha; and &hearts;'], notetype: 0, cards: [{ deck: 10 }] },
          { fields: ['<div>&Delta;H &lt; 0</div>', '<div>&lambda;</div><div>&pi;&nbsp;r&sup2;</div>'], notetype: 0, cards: [{ deck: 10 }] },
          { fields: ['<b>&Delta;S</b>', '<i>&alpha;</i> &rarr; &beta;'], notetype: 0, cards: [{ deck: 10 }] },
          { fields: ['{{c1::&Delta;G}} &lt; 0 &rArr; spontaneous', '&hearts;'], notetype: 1, cards: [{ deck: 10 }] },
        ],
      },
      'anki21',
    );
    const deckId = await importAnki(app, agent, bytes);
    const cards = await db.selectFrom('cards').select(['term', 'definition', 'term_html', 'definition_html']).where('deck_id', '=', deckId).orderBy('id').execute();
    expect(cards.map(({ term, definition }) => [term, definition])).toEqual([
      ['H₂O → ΔG', 'α and ♥'],
      ['ΔH < 0', 'λ\nπ r²'],
      ['ΔS', 'α → β'],
      ['[...] < 0 ⇒ spontaneous', '[ΔG] < 0 ⇒ spontaneous\n\n♥'],
    ]);
    // The formatted side keeps its HTML; its text is derived by the same converter.
    expect(cards[2]).toMatchObject({ term_html: '<b>ΔS</b>', definition_html: '<i>α</i> → β' });
    const deck = await db.selectFrom('decks').select('description').where('id', '=', deckId).executeTakeFirstOrThrow();
    expect(deck.description).toBe('Water → ΔG ♥');
  });
});

describe('round trips keep the HTML', { timeout: 120_000 }, () => {
  const RICH = [
    { termHtml: '<p><b>Quadratic</b> formula</p>', definitionHtml: '\\[x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\]' },
    { termHtml: '<ul><li>one</li><li><span style="color:#E53935">two</span></li></ul>', definitionHtml: '<pre><code>if (a &lt; b) { return; }</code></pre>' },
    { termHtml: '<ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby>', definitionHtml: '<table><tbody><tr><td colspan="2">a</td></tr></tbody></table>' },
  ];

  async function richDeck(agent: Agent, own: string) {
    const deck = (await agent.request('POST', '/api/decks', { name: 'Round trip' })).json() as { id: number };
    const cards = [...RICH, { termHtml: `<i>picture</i><img src="/api/media/${own}" />`, definitionHtml: null, definition: 'plain side' }];
    for (const card of cards) expect((await agent.request('POST', `/api/decks/${deck.id}/cards`, card)).statusCode).toBe(201);
    const stored = (await agent.request('GET', `/api/decks/${deck.id}`)).json().flashcards as { id?: number; term: string; termHtml: string | null; definitionHtml: string | null }[];
    return { deck, stored };
  }

  it('.apkg export → import gives the same HTML', async () => {
    const { app, agent, own } = await setup();
    const { deck, stored } = await richDeck(agent, own);
    expect(stored[3].termHtml).toBe(`<i>picture</i><img src="/api/media/${own}" />`);
    const apkg = await agent.request('GET', `/api/decks/${deck.id}/export?format=apkg`);
    expect(apkg.statusCode).toBe(200);
    const imported = await importAnki(app, agent, new Uint8Array(apkg.rawPayload));
    const back = (await agent.request('GET', `/api/decks/${imported}`)).json().flashcards as typeof stored;
    const sides = (cards: typeof stored) => cards.map(({ term, termHtml, definitionHtml }) => ({ term, termHtml, definitionHtml }));
    // The same user's file is the same row (content-addressed), so even the image URL is the same.
    expect(sides(back)).toEqual(sides(stored));
  });

  it('CSV is plain by default and HTML with html=true', async () => {
    const { agent, own } = await setup();
    const { deck } = await richDeck(agent, own);
    const plain = (await agent.request('GET', `/api/decks/${deck.id}/export?format=csv`)).body;
    expect(plain).toContain('Quadratic formula');
    expect(plain).not.toContain('<b>');
    const html = await agent.request('GET', `/api/decks/${deck.id}/export?format=csv&html=true`);
    expect(html.body).toContain('<p><b>Quadratic</b> formula</p>');
    expect(html.body).toContain('plain side');
    expect((await agent.request('GET', `/api/decks/${deck.id}/export?format=csv&html=yes`)).statusCode).toBe(400);
  });

  it('backup → restore gives the same HTML', async () => {
    const { app, agent, own } = await setup();
    const { stored } = await richDeck(agent, own);
    const exported = await agent.request('GET', '/api/account/export');
    const preview = await upload(app, agent, '/api/import/cardcade/preview', [{ name: 'backupFile', fileName: 'cardcade-export-2025-03-10.zip', bytes: new Uint8Array(exported.rawPayload) }]);
    const confirm = await agent.request('POST', '/api/import/cardcade/confirm', { temporaryImportId: preview.json().temporaryImportId });
    const back = (await agent.request('GET', `/api/decks/${confirm.json().createdDecks[0].id}`)).json().flashcards;
    // Ids are the account's own: the card's and its note's (backupNotes.test.ts compares notes).
    const withoutId = (cards: { id?: number; noteId?: number | null }[]) => cards.map(({ id: _id, noteId: _noteId, ...card }) => card);
    expect(withoutId(back)).toEqual(withoutId(stored));
  });
});
