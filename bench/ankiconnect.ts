// The AnkiConnect endpoint (issue 42, docs/api.md) over HTTP on a SQLite file, as a client sees it:
// one multi of 1,000 createDeck actions (the batch a sync sends), deckNames over those 1,000
// decks (p50/p95 of 100), storeMediaFile of a 1 MB image (p50/p95 of 20), and the longest the
// event loop was held meanwhile. Then addNotes of 1,000 notes, round after round, and findNotes
// p50/p95 over what they made. Prints figures only; targets: addNotes of
// 1,000 ≤ 1 s, findNotes p95 ≤ 100 ms, event loop ≤ 100 ms.
// Run alone: npm run bench -- ankiconnect
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { longestBlock } from './lib/eventLoop.js';
import { percentile } from './lib/stats.js';
import { FIELD_SEPARATOR } from '../shared/noteTypes.js';

const DECKS = 1_000;
/** Batches of 1,000 notes added through the API (BENCH_NOTE_ROUNDS sets it); findNotes is then timed over 100,000. */
const NOTE_ROUNDS = Number(process.env.BENCH_NOTE_ROUNDS ?? 5);
const PNG_HEADER = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const fmt = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`;

export async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-ankiconnect-'));
  const { buildApp } = await import('../server/app.js');
  const { testConfig } = await import('../server/config.js');
  const { createContextInner } = await import('../server/context.js');
  const { createApiToken } = await import('../server/services/apiTokens.js');
  const { ACTIONS } = await import('../server/ankiconnect/actions.js');
  const app = await buildApp({ dbPath: path.join(dir, 'bench.db'), config: testConfig({ clientDir: '/nonexistent', apiTokenRateLimitPerMinute: 1_000_000 }) });
  try {
    const { db, config } = app.deps;
    const user = await db.insertInto('users').values({ email: 'bench@example.com', password_hash: 'x', time_zone: 'UTC', created_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
    const ctx = createContextInner({ db, config, user: { id: user.id, email: 'bench@example.com', timeZone: 'UTC' } }) as never;
    const { token: key } = await createApiToken(ctx, { name: 'bench', scope: 'write' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/ankiconnect`;
    const call = async (action: string, params?: object) => {
      const res = await fetch(url, { method: 'POST', body: JSON.stringify({ action, version: 6, key, params }) });
      const body = (await res.json()) as { result: unknown; error: string | null };
      if (body.error) throw new Error(`${action}: ${body.error}`);
      return body.result;
    };
    const sample = async (n: number, run: () => Promise<unknown>) => {
      const times: number[] = [];
      const [, block] = await longestBlock(async () => {
        for (let i = 0; i < n; i++) {
          const start = performance.now();
          await run();
          times.push(performance.now() - start);
        }
      });
      return { p50: percentile(times, 50), p95: percentile(times, 95), block };
    };

    const actions = Array.from({ length: DECKS }, (_, i) => ({ action: 'createDeck', version: 6, params: { deck: `Deck ${String(i).padStart(4, '0')}` } }));
    const start = performance.now();
    const [, multiBlock] = await longestBlock(() => call('multi', { actions }));
    console.log(`multi of ${DECKS} createDeck                 ${fmt(performance.now() - start)}   event loop held ≤ ${fmt(multiBlock)}`);

    const names = await sample(100, () => call('deckNames'));
    console.log(`deckNames over ${DECKS} decks       p50 ${fmt(names.p50)}   p95 ${fmt(names.p95)}   event loop held ≤ ${fmt(names.block)}`);

    const image = Buffer.concat([PNG_HEADER, Buffer.alloc(1024 * 1024 - PNG_HEADER.length, 7)]);
    let n = 0;
    const store = await sample(20, () => call('storeMediaFile', { filename: `image-${n}.png`, data: Buffer.concat([image, Buffer.from([n++])]).toString('base64') }));
    console.log(`storeMediaFile 1 MB               p50 ${fmt(store.p50)}   p95 ${fmt(store.p95)}   event loop held ≤ ${fmt(store.block)}`);

    if (!('addNotes' in ACTIONS) || !('findNotes' in ACTIONS)) {
      console.log('addNotes / findNotes: not measured (the note actions are not in this build yet)');
      return;
    }
    await call('createDeck', { deck: 'Notes' });
    let made = 0;
    const batch = () => Array.from({ length: 1_000 }, () => ({ deckName: 'Notes', modelName: 'Basic', fields: { Front: `word ${made}`, Back: `meaning ${made++}` } }));
    for (let round = 1; round <= NOTE_ROUNDS; round++) {
      const notes = batch();
      const t0 = performance.now();
      const [, block] = await longestBlock(() => call('addNotes', { notes }));
      if (round === 1 || round === NOTE_ROUNDS) console.log(`addNotes of 1,000 (to ${made} notes)        ${fmt(performance.now() - t0)}   event loop held ≤ ${fmt(block)}`);
    }
    // The rest of the notes of the target (BENCH_FIND_NOTES, 100,000 by default) written straight
    // into the table, like the ones addNotes made: findNotes reads only notes, and adding 100,000
    // through the API takes longer than a busy machine allows.
    const target = Number(process.env.BENCH_FIND_NOTES ?? 100_000);
    const model = await db.selectFrom('notes').select(['note_type_id', 'deck_id']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    for (let from = made; from < target; from += 1_000) {
      const rows = Array.from({ length: Math.min(1_000, target - from) }, (_, i) => {
        const n = from + i;
        return { user_id: user.id, note_type_id: model.note_type_id, deck_id: model.deck_id, guid: `bench${n}`, fields: JSON.stringify([`word ${n}`, `meaning ${n}`]), field_text: `word ${n}${FIELD_SEPARATOR}meaning ${n}`, created_at: 0, updated_at: 0, first_field_key: null, anki_fields: null };
      });
      await db.insertInto('notes').values(rows).execute();
    }
    made = Math.max(made, target);
    let q = 0;
    const find = await sample(50, () => call('findNotes', { query: `deck:Notes "Front:word ${(q++ * 37) % made}"` }));
    console.log(`findNotes over ${made} notes       p50 ${fmt(find.p50)}   p95 ${fmt(find.p95)}   event loop held ≤ ${fmt(find.block)}`);
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
