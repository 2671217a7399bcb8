import { afterAll, describe, expect, it } from 'vitest';
import { setImportWorkerOptions } from '../imports/workers/pool.js';
import { makeTestApp } from '../test/harness.js';

// docs/security.md over HTTP: an import whose worker passes the memory cap answers 400 with a clear
// message, changes nothing, and the server goes on answering and importing. The cap is set just
// above what this process holds, so an ordinary 6 MB paste passes it (the real cap: 1536 MB).

const MB = 1024 * 1024;
const XSRF = 'memory-test-xsrf';
afterAll(() => setImportWorkerOptions({}));

describe('an import past the memory cap', () => {
  it('answers 400 and leaves the server working', async () => {
    const { app } = await makeTestApp();
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
      payload: { email: 'memory@example.com', password: 'correct horse battery' },
    });
    expect(signup.statusCode).toBe(201);
    const cookie = `XSRF-TOKEN=${XSRF}; cardcade_session=${signup.cookies.find((c) => c.name === 'cardcade_session')?.value}`;
    const paste = (quizletText: string) =>
      app.inject({
        method: 'POST',
        url: '/api/import/quizlet/preview',
        headers: { cookie, 'x-xsrf-token': XSRF },
        payload: { deckName: 'Big', quizletText, termDefDelimiterKey: 'tab', cardDelimiterKey: 'newline' },
      });
    const lines = Array.from({ length: 60_000 }, (_, i) => `term ${i} ${'x'.repeat(40)}\tdefinition ${i} ${'y'.repeat(40)}`).join('\n');
    expect(lines.length).toBeGreaterThan(5 * MB);

    await setImportWorkerOptions({ rssCapMb: Math.round(process.memoryUsage.rss() / MB) + 32 });
    const refused = await paste(lines);
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'The file needs more memory to read than the server allows. Please split it into smaller files.']);

    await setImportWorkerOptions({});
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const small = await paste('one\tuno\ntwo\tdos');
    expect(small.statusCode).toBe(200);
    await app.close();
  }, 120_000);
});
