import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import type { Db } from '../db.js';
import { ANKI_OUTPUT_BUDGET, outputBudgetMessage } from '../domain/import/ankiOutputBudget.js';
import { warmImportWorkers } from '../imports/service.js';
import { apkgClozeFlood, apkgIdenticalNotes, apkgTemplateFlood } from '../test/hostileFiles4Anki.js';
import { makeTestApp } from '../test/harness.js';

// Issue 49 point 4 over HTTP, on both databases: small Anki packages whose cards render to far
// more text than they hold answer a clear 400 naming the limit (ankiOutputBudget.ts), and leave
// nothing behind. Before the budget, the first took 67 s and 2.2 GB, the second was previewed
// (4,000 cards of 18 KB, 1 GB) and the third ran out of memory.

beforeAll(() => warmImportWorkers(testConfig()), 120_000);

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const XSRF = 'budget-test-xsrf';

async function setup() {
  const { app, db } = await makeTestApp();
  apps.push(app);
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
    payload: { email: 'budget@example.com', password: 'correct horse battery' },
  });
  expect(signup.statusCode).toBe(201);
  const cookie = `XSRF-TOKEN=${XSRF}; cardcade_session=${signup.cookies.find((c) => c.name === 'cardcade_session')?.value}`;
  return { app, db, cookie };
}

function ankiUpload(app: FastifyInstance, cookie: string, bytes: Uint8Array) {
  const boundary = '----budgetboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="importMode"\r\n\r\nsingle_deck\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="ankiFile"; filename="hostile.apkg"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/import/anki/preview',
    payload,
    headers: { cookie, 'x-xsrf-token': XSRF, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const count = async (db: Db, table: 'decks' | 'cards' | 'import_cache' | 'media') =>
  Number((await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

describe('Anki packages over the rendered-output budget (issue 49)', () => {
  it.each([
    { name: '100 templates × 100 notes, each side a 1.8 KB field ten times (65 KB in the issue)', bytes: () => apkgTemplateFlood() },
    { name: '4,000 identical notes, cards of ~18 KB (26 KB in the issue)', bytes: () => apkgIdenticalNotes() },
    { name: '200 cloze notes × 500 deletions', bytes: () => apkgClozeFlood() },
    { name: '200 cloze notes × 500 deletions, a note type without templates', bytes: () => apkgClozeFlood({ templates: false }) },
  ])('$name: a clear 400 naming the limit, nothing stored', async ({ bytes }) => {
    const { app, db, cookie } = await setup();
    const res = await ankiUpload(app, cookie, bytes());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(outputBudgetMessage(ANKI_OUTPUT_BUDGET));
    expect(res.json().message).toContain('32 million characters');
    for (const table of ['decks', 'cards', 'import_cache', 'media'] as const) expect(await count(db, table)).toBe(0);
    // The server and the user's import lock are free again: a small package is previewed.
    const small = await ankiUpload(app, cookie, apkgIdenticalNotes({ notes: 3, fieldChars: 50 }));
    expect(small.statusCode).toBe(200);
    expect(small.json().errorSummary.totalCardsAttempted).toBe(3);
  }, 240_000);
});
