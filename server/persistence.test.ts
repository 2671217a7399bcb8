import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { testConfig } from './config.js';
import { Agent, testDialect } from './test/harness.js';

describe('a SQLite file', () => {
  // SQLite-only by nature: it reopens a database file. On PostgreSQL the data outlives the
  // process by design (the two-process test in server/db/multiProcess.test.ts covers sharing).
  it.skipIf(testDialect === 'postgres')('keeps users, sessions and decks across a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-persist-'));
    const dbPath = path.join(dir, 'nested', 'cardcade.db');
    const config = testConfig({ clientDir: '/nonexistent' });

    const first = await buildApp({ dbPath, config });
    const agent = new Agent(first);
    expect((await agent.request('POST', '/api/auth/signup', { email: 'keep@example.com', password: 'longenough' })).statusCode).toBe(201);
    const deck = (await agent.request('POST', '/api/decks', { name: 'Survivor' })).json();
    await first.close();

    const second = await buildApp({ dbPath, config });
    const again = new Agent(second);
    expect((await again.request('POST', '/api/auth/login', { email: 'keep@example.com', password: 'longenough' })).statusCode).toBe(200);
    expect((await again.request('GET', `/api/decks/${deck.id}`)).json()).toMatchObject({ name: 'Survivor' });
    await second.close();
    fs.rmSync(dir, { recursive: true });
  });
});
