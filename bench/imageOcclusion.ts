// Image occlusion figures (docs/image-occlusion.md):
// 1. one card of a note with 500 shapes (hide all: every shape drawn on each side): drawing its
//    two sides from the Occlusion field, and the same sides through the allowlist as they are
//    stored (server/services/cardSides.ts storedOcclusionSide), p50 / p95 over many runs;
// 2. notes.create of that note (500 shapes, one card) on SQLite, through the tRPC caller;
// 3. an .apkg of 1,000 Image Occlusion notes (3 shapes each, 3,000 cards), written by
//    server/test/ankiIoPackage.py, previewed and confirmed on a database file (the import worker
//    parses it, as in production), with the longest block of the main thread meanwhile.
// Run alone: npm run bench -- image-occlusion
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { longestBlock } from './lib/eventLoop.js';
import { percentile } from './lib/stats.js';

const { testConfig } = await import('../server/config.js');
const { createContextInner } = await import('../server/context.js');
const { createDb, migrateToLatest } = await import('../server/db.js');
const { makeUser, makeDeck, callerFor, FIXED_NOW } = await import('../server/test/harness.js');
const { saveMedia } = await import('../server/repos/media.js');
const { imageOcclusionCards } = await import('../server/domain/notes/imageOcclusionCard.js');
const { sanitizeCardHtml } = await import('../server/domain/richText/sanitize.js');
const { ankiPreview, confirmImport, warmImportWorkers } = await import('../server/imports/service.js');

const SHAPES = 500;
const RENDER_RUNS = 200;
const IMPORT_NOTES = 1_000;

/** 500 shapes of one card (a group): rectangles, ellipses and polygons spread over the picture. */
function field(shapes: number): string {
  const parts: string[] = [];
  for (let i = 0; i < shapes; i++) {
    const x = (0.02 + 0.9 * ((i % 25) / 25)).toFixed(4).slice(1);
    const y = (0.02 + 0.9 * (Math.floor(i / 25) / 20)).toFixed(4).slice(1);
    const kind = i % 3;
    const body =
      kind === 0
        ? `rect:left=${x}:top=${y}:width=.03:height=.03`
        : kind === 1
          ? `ellipse:left=${x}:top=${y}:rx=.015:ry=.015`
          : `polygon:left=${x}:top=${y}:points=${x},${y} ${x},.99 .99,${y}`;
    parts.push(`{{c1::image-occlusion:${body}:oi=1}}<br>`);
  }
  return parts.join('');
}

const ms = (n: number) => `${n.toFixed(2)} ms`;

async function renderFigures() {
  const occlusion = field(SHAPES);
  const fields = [occlusion, '<img src="/api/media/pic1" />', 'Header', 'Back extra', ''];
  const own = { keepImage: (id: string) => id === 'pic1' };
  const draw: number[] = [];
  const stored: number[] = [];
  let sideChars = 0;
  for (let run = 0; run < RENDER_RUNS; run++) {
    const started = performance.now();
    const [card] = imageOcclusionCards(fields);
    const drawn = performance.now();
    sanitizeCardHtml(card.front, own);
    sanitizeCardHtml(card.back, own);
    stored.push(performance.now() - drawn);
    draw.push(drawn - started);
    sideChars = card.front.length;
  }
  console.log(`field ${occlusion.length.toLocaleString()} chars, ${SHAPES} shapes → one side ${sideChars.toLocaleString()} chars`);
  console.log(`draw both sides: p50 ${ms(percentile(draw, 50))}, p95 ${ms(percentile(draw, 95))}`);
  console.log(`allowlist on both sides (as stored): p50 ${ms(percentile(stored, 50))}, p95 ${ms(percentile(stored, 95))}`);
}

async function createFigures(dir: string) {
  const db = createDb(path.join(dir, 'create.db'));
  try {
    await migrateToLatest(db);
    const user = await makeUser(db, { email: 'io-create@example.com' });
    const deck = await makeDeck(db, user.id, { cards: 0 });
    const api = callerFor(db, user);
    const io = (await api.noteTypes.list()).find((type) => type.builtin === 'image-occlusion')!;
    const media = await saveMedia(db, user.id, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]), 'image/png', FIXED_NOW.getTime());
    const publicId = (await db.selectFrom('media').select('public_id').where('id', '=', media).executeTakeFirstOrThrow()).public_id!;
    const occlusion = field(SHAPES);
    const times: number[] = [];
    for (let run = 0; run < 20; run++) {
      const started = performance.now();
      await api.notes.create({ deckId: deck.id, noteTypeId: io.id, fields: { Occlusion: occlusion, Image: `<img src="/api/media/${publicId}">` }, tags: [] });
      times.push(performance.now() - started);
    }
    console.log(`notes.create, ${SHAPES} shapes, SQLite: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`);
  } finally {
    await db.destroy();
  }
}

async function importFigures(dir: string) {
  const file = path.join(dir, 'io.apkg');
  const script = path.join(import.meta.dirname, '../server/test/ankiIoPackage.py');
  execFileSync('python3', [script, file, '--notes', String(IMPORT_NOTES), '--shapes', '3']);
  const bytes = new Uint8Array(fs.readFileSync(file));
  const config = testConfig({ importWorkers: 1 });
  await warmImportWorkers(config);
  for (let run = 0; run < 2; run++) {
    const db = createDb(path.join(dir, `import-${run}.db`));
    try {
      await migrateToLatest(db);
      const user = await makeUser(db, { email: `io-import${run}@example.com` });
      const ctx = { ...createContextInner({ db, user, now: () => new Date(), config }), user };
      const [[times, cards], block] = await longestBlock(async () => {
        const started = performance.now();
        const preview = await ankiPreview(ctx, { fileName: 'io.apkg', bytes: bytes.slice() }, 'single_deck');
        const previewed = performance.now();
        const result = await confirmImport(ctx, { type: 'anki', temporaryImportId: preview.temporaryImportId });
        return [{ preview: previewed - started, confirm: performance.now() - previewed }, result.createdDecks[0]?.cardCount ?? 0] as const;
      });
      const kinds = await db.selectFrom('cards').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'image-occlusion').executeTakeFirst();
      console.log(
        `import ${IMPORT_NOTES.toLocaleString()} IO notes (${(bytes.length / 1024).toFixed(0)} KB .apkg), run ${run + 1}: preview ${(times.preview / 1000).toFixed(2)} s, confirm ${(times.confirm / 1000).toFixed(2)} s, ${cards} cards (${Number(kinds?.n ?? 0)} image occlusion), longest main-thread block ${block.toFixed(0)} ms`,
      );
    } finally {
      await db.destroy();
    }
  }
}

export async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-io-bench-'));
  try {
    console.log(`load: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
    await renderFigures();
    await createFigures(dir);
    await importFigures(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) await main();
