// Export figures (issue 15): the full-account backup of a 100-deck × 500-card account with
// 30,000 review logs (and 40 images) through the real HTTP server — time, zip size, the server's
// peak RSS over idle (goal ≤ 50 MB: the zip is streamed) — then its restore into a second
// account (preview + confirm, goal ≤ 5 s). Run alone: node --import tsx bench/export.ts
import Database from '../server/db/sqliteNative.js';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { startAppProcess, type AppProcess } from '../server/test/appProcess.js';
import { cpuSecondsOf as cpuSeconds, machineLoad, memoryOf, withRssSampling } from './lib/proc.js';
import { signUp } from './lib/seed.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const DECKS = 100;
const CARDS_PER_DECK = 500;
const LOGS = 30_000;
const IMAGES = 40;
const MB = 1024 * 1024;
const DAY = 86_400_000;

/** Writes the account straight into the server's database (one transaction, seconds). */
function seed(dbPath: string, userId: number) {
  const db = new Database(dbPath);
  db.pragma('busy_timeout = 10000');
  const now = Date.now();
  const insertDeck = db.prepare('INSERT INTO decks (user_id, name, description, source, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
  const insertSettings = db.prepare('INSERT INTO deck_learners (user_id, deck_id, exam_date, is_owner, joined_at) VALUES (?, ?, ?, 1, ?)');
  const insertCard = db.prepare(
    'INSERT INTO cards (deck_id, term, definition, created_at, updated_at, term_image_id) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // The learner's progress (migration 0019).
  const insertState = db.prepare(
    'INSERT INTO card_states (user_id, card_id, deck_id, due, stability, difficulty, elapsed_days, scheduled_days, reps, lapses, state, last_review) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertLog = db.prepare(
    'INSERT INTO review_logs (user_id, deck_id, card_id, session_id, rating, is_correct, game_type, answer_time_ms, used_hint, reviewed_at, local_day) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)',
  );
  const insertMedia = db.prepare('INSERT INTO media (user_id, sha256, mime, size, bytes, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    const media: number[] = [];
    for (let i = 0; i < IMAGES; i++) {
      const bytes = Buffer.alloc(20_000, i);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
      const sha = createHash('sha256').update(bytes).digest('hex');
      media.push(Number(insertMedia.run(userId, sha, 'image/png', bytes.length, bytes, now).lastInsertRowid));
    }
    const cards: { id: number; deck: number }[] = [];
    for (let d = 0; d < DECKS; d++) {
      const deckId = Number(insertDeck.run(userId, `Bench deck ${d + 1}`, `Deck number ${d + 1}`, 'manual', now, now).lastInsertRowid);
      insertSettings.run(userId, deckId, d % 3 === 0 ? '2030-01-01' : null, now);
      for (let c = 0; c < CARDS_PER_DECK; c++) {
        const reviewed = c % 2 === 0;
        const id = insertCard.run(
          deckId,
          `term ${d}-${c}, with a little more text`,
          `definition of card ${c} in deck ${d}: a sentence of ordinary length`,
          now,
          now,
          c % 250 === 0 ? media[(d * 2 + c / 250) % IMAGES] : null,
        ).lastInsertRowid;
        insertState.run(
          userId,
          id,
          deckId,
          now + (c % 30) * DAY,
          reviewed ? 5 + (c % 20) : 0,
          reviewed ? 4 + (c % 5) : 0,
          reviewed ? 3 : 0,
          reviewed ? c % 30 : 0,
          reviewed ? 3 : 0,
          reviewed ? c % 2 : 0,
          reviewed ? 2 : 0,
          reviewed ? now - DAY : null,
        );
        cards.push({ id: Number(id), deck: deckId });
      }
    }
    for (let i = 0; i < LOGS; i++) {
      const card = cards[(i * 7919) % cards.length];
      const at = now - (i % 365) * DAY;
      insertLog.run(userId, card.deck, card.id, `session-${i % 1000}`, (i % 4) + 1, i % 4 === 0 ? 0 : 1, 'matching', 1500 + (i % 3000), at, new Date(at).toISOString().slice(0, 10));
    }
  })();
  db.close();
}

export async function main() {
  const tmp = path.join(here, '.tmp', `export-${process.pid}`);
  fs.mkdirSync(tmp, { recursive: true });
  let app: AppProcess | undefined;
  try {
    console.log('\n== Export: full backup and restore ==');
    const dbPath = path.join(tmp, 'server.db');
    // The server as deployed (production mode), on its own database file.
    app = await startAppProcess({ NODE_ENV: 'production', DATABASE_PATH: dbPath, COOKIE_SECURE: 'false', AUTH_RATE_LIMIT: '1000', FSRS_FUZZ: 'true' });
    const base = app.url;
    const pid = app.pid;
    const owner = await signUp(base, 'owner@example.com');
    const seedStart = performance.now();
    seed(dbPath, 1);
    console.log(`  account: ${DECKS} decks × ${CARDS_PER_DECK} cards, ${LOGS.toLocaleString('en-US')} review logs, ${IMAGES} images (seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s)`);

    // Warm the route once on a tiny account so the figure is the export, not first-call loading.
    const warm = await signUp(base, 'warm@example.com');
    await (await fetch(`${base}/api/account/export`, { headers: warm.headers() })).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleRss = memoryOf(pid).rss;

    const zipPath = path.join(tmp, 'backup.zip');
    const headers = owner.headers();
    const backupCpu = cpuSeconds(pid);
    const backup = await withRssSampling(pid, async () => {
      const started = performance.now();
      const res = await fetch(`${base}/api/account/export`, { headers });
      if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
      await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), fs.createWriteStream(zipPath));
      return performance.now() - started;
    });
    const backupCpuUsed = cpuSeconds(pid) - backupCpu;
    const zipBytes = fs.statSync(zipPath).size;
    const rssIncrease = backup.peakRssMb - idleRss;
    console.log(
      `  backup GET /api/account/export: ${(backup.result / 1000).toFixed(2)} s wall, ${backupCpuUsed.toFixed(2)} s server CPU, zip ${(zipBytes / MB).toFixed(2)} MB; server RSS idle ${idleRss.toFixed(0)} MB, peak ${backup.peakRssMb.toFixed(0)} MB = +${rssIncrease.toFixed(1)} MB (goal ≤ 50: ${rssIncrease <= 50 ? 'met' : 'MISSED'})`,
    );

    const restorer = await signUp(base, 'restorer@example.com');
    const zip = new Uint8Array(fs.readFileSync(zipPath));
    const restoreCpu = cpuSeconds(pid);
    const started = performance.now();
    const preview = await restorer.upload<{ temporaryImportId: string; message: string }>('/api/import/cardcade/preview', {}, 'backupFile', 'backup.zip', zip);
    const previewMs = performance.now() - started;
    const result = await restorer.json<{ createdDecks: { cardCount: number }[]; message: string }>('POST', '/api/import/cardcade/confirm', {
      temporaryImportId: preview.temporaryImportId,
    });
    const total = performance.now() - started;
    const restoreCpuUsed = cpuSeconds(pid) - restoreCpu;
    const cards = result.createdDecks.reduce((sum, deck) => sum + deck.cardCount, 0);
    if (cards !== DECKS * CARDS_PER_DECK) throw new Error(`restore created ${cards} cards`);
    const db = new Database(dbPath, { readonly: true });
    const logs = (db.prepare('SELECT COUNT(*) AS n FROM review_logs WHERE user_id = 3').get() as { n: number }).n;
    db.close();
    if (logs !== LOGS) throw new Error(`restore created ${logs} review logs`);
    console.log(
      `  restore (upload + preview + confirm): ${(total / 1000).toFixed(2)} s wall, ${restoreCpuUsed.toFixed(2)} s server CPU (preview ${(previewMs / 1000).toFixed(2)} s, confirm ${((total - previewMs) / 1000).toFixed(2)} s) (goal ≤ 5 s: ${total <= 5000 ? 'met' : 'MISSED'}); ${preview.message}`,
    );
    console.log(`  ${machineLoad()} (while measuring)`);
  } finally {
    await app?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
