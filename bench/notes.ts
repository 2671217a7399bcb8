// Notes and note types (issue 40, docs/notes.md), on a SQLite file and on a throwaway PostgreSQL
// cluster (fsync on, as a real server). Prints:
// - giving 100,000 cards written before notes their notes (repos/notes.ts attachNotes, what the
//   app runs at start after migration 0022): seconds, and the longest event-loop block meanwhile;
// - decks.list p50/p95 with 100 decks × 500 cards, 40% of them started, with its counting query
//   alone and (PostgreSQL) the planning and execution times inside the database;
// - editing a note whose 20 cards re-render (a cloze note of 20 deletions) p50/p95.
// - a formatted .apkg of 20,000 and of 40,000 notes imported (preview + confirm, SQLite file, the
//   import worker as in production): each's time and the ratio (goal: 40,000 ≤ 2× 20,000).
// DATABASE_URL=postgres://… runs it on that database only. Run alone: npm run bench -- notes
// NOTES_BENCH_BASELINE=<root of an older tree> instead times that tree's import of the same
// 20,000-note package against this tree's, alternating (docs/performance.md, "Import speed").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import { onBothDatabases } from './lib/databases.js';
import { longestBlock } from './lib/eventLoop.js';
import { median, percentile, timed } from './lib/stats.js';

const DECKS = 100;
const CARDS_PER_DECK = 500;
const MIGRATED = 100_000;

export async function main() {
  if (process.env.NOTES_BENCH_BASELINE) return compareImports(path.resolve(process.env.NOTES_BENCH_BASELINE), Number(process.env.NOTES_BENCH_RUNS ?? 7));
  if (process.env.DATABASE_URL) return runOn(process.env.DATABASE_URL);
  await importTimes();
  await onBothDatabases('cardcade-notes', runOn);
}

async function runOn(target: string) {
  const { createDb, migrateToLatest } = await import('../server/db.js');
  const { attachNotes } = await import('../server/repos/notes.js');
  const { createContextInner } = await import('../server/context.js');
  const { testConfig } = await import('../server/config.js');
  const { appRouter } = await import('../server/routers/_app.js');
  const { createCallerFactory } = await import('../server/trpc.js');
  const db = createDb(target);
  await migrateToLatest(db);
  const engine = target.startsWith('postgres') ? 'PostgreSQL' : 'SQLite';
  const now = Date.now();

  // 100,000 cards without notes (as an older database has them): 200 decks of 500, a tenth cloze.
  const user = await db.insertInto('users').values({ email: 'notes@bench.example', password_hash: 'x', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const deckIds: number[] = [];
  for (let d = 0; d < MIGRATED / CARDS_PER_DECK; d++) {
    const deck = await db.insertInto('decks').values({ user_id: user.id, name: `Deck ${d}`, description: null, source: 'manual', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    deckIds.push(deck.id);
    const values = Array.from({ length: CARDS_PER_DECK }, (_, k) =>
      k % 10 === 9
        ? { deck_id: deck.id, term: `[...] ${k}`, definition: `answer ${k}`, kind: 'cloze' as const, cloze_number: 1, cloze_note: `n${d}-${k}`, cloze_text: `{{c1::answer}} ${k}`, cloze_extra: null, cloze_answer: 'answer', created_at: now, updated_at: now }
        : { deck_id: deck.id, term: `term ${d}-${k}`, definition: `definition ${k}`, kind: 'basic' as const, cloze_number: null, cloze_note: null, cloze_text: null, cloze_extra: null, cloze_answer: null, created_at: now, updated_at: now },
    );
    for (let i = 0; i < values.length; i += 250) await db.insertInto('cards').values(values.slice(i, i + 250)).execute();
  }
  if (engine === 'PostgreSQL') await sql`analyze`.execute(db);
  const start = performance.now();
  const [made, block] = await longestBlock(() => attachNotes(db, now));
  console.log(`${engine}: notes for ${MIGRATED.toLocaleString('en-US')} cards (${made.toLocaleString('en-US')} notes made) in ${((performance.now() - start) / 1000).toFixed(1)} s, longest event-loop block ${block.toFixed(0)} ms`);

  const createCaller = createCallerFactory(appRouter);
  const api = createCaller(createContextInner({ db, user: { id: user.id, email: 'notes@bench.example', timeZone: 'UTC' }, now: () => new Date(), config: testConfig() }));
  // decks.list over the learner's first 100 decks (the rest are hidden from it as import decks).
  await db.updateTable('decks').set({ source: 'importing' }).where('id', 'in', deckIds.slice(DECKS)).execute();
  // The learner has started two cards in five of each deck (due or not, some still New): the
  // counts read their state rows and count the rest by subtraction (repos/decks.ts).
  const cards = await db.selectFrom('cards').select(['id', 'deck_id']).where('deck_id', 'in', deckIds.slice(0, DECKS)).orderBy('id').execute();
  const states = cards.filter((_, i) => i % 5 < 2).map((card, i) => ({ user_id: user.id, card_id: card.id, deck_id: card.deck_id, due: now + (i % 3 - 1) * 86_400_000, state: i % 4, reps: i % 4 ? 1 : 0 }));
  for (let i = 0; i < states.length; i += 1000) await db.insertInto('card_states').values(states.slice(i, i + 1000)).execute();
  if (engine === 'PostgreSQL') await sql`analyze`.execute(db);
  await timed(`${engine} decks.list (${DECKS} decks × ${CARDS_PER_DECK} cards)`, () => api.decks.list(), { width: 52 });
  await listQueryParts(db, engine, user.id);
  if (engine === 'PostgreSQL') {
    // As autovacuum leaves the tables after bulk writes: index-only scans skip the heap.
    await sql`vacuum analyze`.execute(db);
    await timed(`${engine} decks.list, after vacuum`, () => api.decks.list(), { width: 52 });
    await listQueryParts(db, engine, user.id);
  }

  const types = await api.noteTypes.list();
  const cloze = types.find((t) => t.builtin === 'cloze')!;
  const text = Array.from({ length: 20 }, (_, i) => `{{c${i + 1}::word${i}}}`).join(' ');
  const note = await api.notes.create({ deckId: deckIds[0], noteTypeId: cloze.id, fields: { Text: text, 'Back Extra': '' }, tags: [] });
  let edits = 0;
  await timed(`${engine} notes.update re-rendering a 20-card note`, () => api.notes.update({ noteId: note.id, fields: { 'Back Extra': `edit ${++edits}` } }), { width: 52 });
  await db.destroy();
}

/**
 * Where decks.list's time goes: its one counting query alone (the rest is the new-cards-today
 * query and JS), and on PostgreSQL the planner's and executor's own times (EXPLAIN ANALYZE, JIT
 * included when the connection has it on, which the app's connections do not).
 */
async function listQueryParts(db: import('../server/db.js').Db, engine: string, userId: number) {
  const { deckListQuery } = await import('../server/repos/decks.js');
  const query = deckListQuery(db, userId, Date.now()).compile();
  await timed(`${engine}   its counting query alone`, () => db.executeQuery(query), { width: 52 });
  if (engine !== 'PostgreSQL') return;
  const planning: number[] = [];
  const execution: number[] = [];
  for (let i = 0; i < 21; i++) {
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number }] }>(
      CompiledQuery.raw(`explain (analyze, format json) ${query.sql}`, [...query.parameters]),
    );
    planning.push(rows[0]['QUERY PLAN'][0]['Planning Time']);
    execution.push(rows[0]['QUERY PLAN'][0]['Execution Time']);
  }
  console.log(`${engine}   inside the database (EXPLAIN ANALYZE, median of 21): planning ${median(planning).toFixed(1)} ms, execution ${median(execution).toFixed(1)} ms`);
}

/** Sides with formatting (bold, lists, colours, a table, paragraphs), as the rich-text bench's. */
const formattedSide = (i: number) =>
  [
    `<b>Term ${i}</b> — the <i>main</i> idea of lesson ${i % 50}`,
    `<ul><li>first point about ${i}</li><li><b>second</b> point</li><li>third &amp; last</li></ul>`,
    `<div><span style="color: rgb(229, 57, 53);">가고</span> <span style="color:#1E88E5">싶어요</span> (${i})</div>`,
    `<table><tbody><tr><td>Latissimus ${i}</td><td style="text-align: center">Ribs 8-12</td></tr></tbody></table>`,
    `<p>Long explanation ${i}: ${'lorem ipsum dolor sit amet '.repeat(12)}</p><p><u>underlined</u> x<sub>2</sub></p>`,
  ][i % 5];

/** The formatted package of `notes` notes (one Basic note type, two formatted fields). */
async function formattedPackage(notes: number): Promise<Uint8Array> {
  const { ankiPackage, basicCollection } = await import('../server/test/ankiTestkit.js');
  const plain = basicCollection(notes, 'Bench::Formatted');
  return ankiPackage({ ...plain, notes: plain.notes.map((note, i) => ({ ...note, fields: [`<b>Term ${i + 1}</b>`, formattedSide(i + 1)] })) }, 'anki21b');
}

/**
 * One import (preview + confirm, one import worker) of `bytes` by the tree at `root`, in this
 * process: its wall time and the whole process's CPU time (the worker's included).
 */
async function importerOf(root: string, dir: string) {
  const load = (file: string) => import(path.join(root, file));
  const { testConfig } = await load('server/config.ts');
  const { createContextInner } = await load('server/context.ts');
  const { createDb, migrateToLatest } = await load('server/db.ts');
  const { makeUser } = await load('server/test/harness.ts');
  const { ankiPreview, confirmImport, warmImportWorkers } = await load('server/imports/service.ts');
  const { setImportWorkerOptions } = await load('server/imports/workers/pool.ts');
  // The worker is kept between runs in both trees: the pool retires a worker whose heap ended a
  // job above 128 MB (imports/workers/pool.ts), and the next run then paid a worker's start (about
  // a second of CPU under tsx, compiling the parsers again) on one side or the other at random.
  await setImportWorkerOptions({ retireAboveMb: Number.MAX_SAFE_INTEGER });
  const config = testConfig({ importWorkers: 1 });
  await warmImportWorkers(config);
  let index = 0;
  return async (bytes: Uint8Array): Promise<{ wall: number; cpu: number; message: string }> => {
    const db = createDb(path.join(dir, `${path.basename(root)}-${index}.db`));
    try {
      await migrateToLatest(db);
      const user = await makeUser(db, { email: `import${index++}@bench.example` });
      const ctx = { ...createContextInner({ db, user, now: () => new Date(), config }), user };
      const cpu = process.cpuUsage();
      const started = performance.now();
      const preview = await ankiPreview(ctx, { fileName: 'bench.apkg', bytes: bytes.slice() }, 'single_deck');
      const result = await confirmImport(ctx, { type: 'anki', temporaryImportId: preview.temporaryImportId });
      const wall = performance.now() - started;
      const used = process.cpuUsage(cpu);
      return { wall, cpu: (used.user + used.system) / 1000, message: result.message };
    } finally {
      await db.destroy();
    }
  };
}

/**
 * This tree's import of the formatted 20,000-note package against an older tree's (its root, with
 * node_modules), alternating so that a busy machine weighs on both alike: the medians of each and
 * their ratios (issue 40's goal: ≤ 1.1× the tree before notes). CPU is the steadier figure on a
 * shared machine.
 */
async function compareImports(baseline: string, runs: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-notes-ab-'));
  try {
    const bytes = await formattedPackage(20_000);
    const here = await importerOf(path.resolve(import.meta.dirname, '..'), dir);
    const there = await importerOf(baseline, dir);
    // A warm-up each: the first import also loads and compiles the parsers.
    const first = [await here(bytes), await there(bytes)];
    if (first[0].message !== first[1].message) console.log(`note: the trees answer differently: "${first[0].message}" / "${first[1].message}"`);
    const times = { here: [] as { wall: number; cpu: number }[], there: [] as { wall: number; cpu: number }[] };
    for (let i = 0; i < runs; i++) {
      // Which tree goes first alternates too.
      if (i % 2 === 0) times.here.push(await here(bytes)), times.there.push(await there(bytes));
      else times.there.push(await there(bytes)), times.here.push(await here(bytes));
    }
    const median = (values: number[]) => percentile(values, 50);
    const best = (values: number[]) => Math.min(...values);
    const line = (label: string, samples: { wall: number; cpu: number }[]) =>
      console.log(
        `${label.padEnd(30)} median wall ${median(samples.map((s) => s.wall)).toFixed(0).padStart(5)} ms, CPU ${median(samples.map((s) => s.cpu)).toFixed(0).padStart(5)} ms; best CPU ${best(samples.map((s) => s.cpu)).toFixed(0).padStart(5)} ms   (CPU runs ${samples.map((s) => s.cpu.toFixed(0)).join(', ')})`,
      );
    console.log(`formatted .apkg of 20,000 notes, preview + confirm, ${runs} alternating runs each, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    line('this tree', times.here);
    line(`baseline ${baseline}`, times.there);
    const ratio = (of: (values: number[]) => number, key: 'wall' | 'cpu') => of(times.here.map((s) => s[key])) / of(times.there.map((s) => s[key]));
    console.log(`ratio this / baseline: CPU median ${ratio(median, 'cpu').toFixed(2)}×, best ${ratio(best, 'cpu').toFixed(2)}×; wall median ${ratio(median, 'wall').toFixed(2)}× (goal ≤ 1.1×)`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A formatted package of 20,000 and one of 40,000 notes, each imported after a warm-up; the better of two runs (a busy machine only adds). */
async function importTimes() {
  const { testConfig } = await import('../server/config.js');
  const { createContextInner } = await import('../server/context.js');
  const { createDb, migrateToLatest } = await import('../server/db.js');
  const { makeUser } = await import('../server/test/harness.js');
  const { ankiPreview, confirmImport, warmImportWorkers } = await import('../server/imports/service.js');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-notes-import-'));
  const config = testConfig({ importWorkers: 1 });
  let index = 0;
  const once = async (bytes: Uint8Array) => {
    const db = createDb(path.join(dir, `import-${index}.db`));
    try {
      await migrateToLatest(db);
      const user = await makeUser(db, { email: `import${index++}@bench.example` });
      const ctx = { ...createContextInner({ db, user, now: () => new Date(), config }), user };
      const started = performance.now();
      const preview = await ankiPreview(ctx, { fileName: 'bench.apkg', bytes: bytes.slice() }, 'single_deck');
      await confirmImport(ctx, { type: 'anki', temporaryImportId: preview.temporaryImportId });
      return performance.now() - started;
    } finally {
      await db.destroy();
    }
  };
  try {
    await warmImportWorkers(config);
    const times: number[] = [];
    for (const notes of [20_000, 40_000]) {
      const bytes = await formattedPackage(notes);
      await once(bytes);
      const runs = [await once(bytes), await once(bytes)].sort((a, b) => a - b);
      times.push(runs[0]);
      console.log(`formatted .apkg of ${notes.toLocaleString('en-US')} notes: preview + confirm ${Math.round(runs[0]).toLocaleString('en-US')} ms (best of 2; runs ${runs.map(Math.round).join(', ')} ms)`);
    }
    console.log(`40,000 / 20,000 notes: ${(times[1] / times[0]).toFixed(2)}× (goal ≤ 2×)`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
