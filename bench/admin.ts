// Administration figures: the admin's user list (one query with per-user deck and card counts)
// and `cardcade backup` (online backup + integrity check) on a database of a busy group.
import Database from '../server/db/sqliteNative.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { backup } from '../server/cli/maintenance.js';
import { testConfig } from '../server/config.js';
import { createContextInner } from '../server/context.js';
import { createDb, migrateToLatest } from '../server/db.js';
import { consoleAdmin } from '../server/access.js';
import { listUsers } from '../server/services/admin.js';
import { median } from './lib/stats.js';

const USERS = 5_000;
const DECKS_PER_USER = 2;
const CARDS_PER_DECK = 20;


export async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-bench-admin-'));
  const dbPath = path.join(dir, 'bench.db');
  try {
    const db = createDb(dbPath);
    await migrateToLatest(db);
    await db.destroy();

    // Bulk rows straight through better-sqlite3: the figures are about reading them.
    const raw = new Database(dbPath);
    raw.pragma('journal_mode = WAL');
    const user = raw.prepare("insert into users (email, password_hash, created_at) values (?, 'x', ?)");
    const deck = raw.prepare("insert into decks (user_id, name, created_at, updated_at) values (?, 'Deck', 0, 0)");
    const card = raw.prepare("insert into cards (deck_id, term, definition, created_at, updated_at) values (?, 'term', 'definition', 0, 0)");
    raw.transaction(() => {
      for (let u = 1; u <= USERS; u++) {
        const userId = Number(user.run(`user${u}@example.com`, u).lastInsertRowid);
        for (let d = 0; d < DECKS_PER_USER; d++) {
          const deckId = Number(deck.run(userId).lastInsertRowid);
          for (let c = 0; c < CARDS_PER_DECK; c++) card.run(deckId);
        }
      }
    })();
    raw.close();

    const appDb = createDb(dbPath);
    const ctx = consoleAdmin(createContextInner({ db: appDb, config: testConfig({ databasePath: dbPath }) }));
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const users = await listUsers(ctx);
      times.push(performance.now() - started);
      if (users.length !== USERS) throw new Error('unexpected user count');
    }
    await appDb.destroy();
    const cards = USERS * DECKS_PER_USER * CARDS_PER_DECK;
    console.log(`admin users list: ${USERS} users, ${USERS * DECKS_PER_USER} decks, ${cards} cards → median ${median(times).toFixed(0)} ms (5 runs, one query)`);

    const sink = new Writable({ write: (_chunk, _enc, done) => done() });
    const io = { env: {}, stdin: process.stdin, stdout: sink, stderr: sink };
    const target = path.join(dir, 'copy.db');
    const started = performance.now();
    await backup(io, testConfig({ databasePath: dbPath }), target);
    const mb = fs.statSync(target).size / (1024 * 1024);
    console.log(`cardcade backup: ${mb.toFixed(1)} MB database → ${(performance.now() - started).toFixed(0)} ms (online backup + integrity_check)`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
