// Media figures (issue 12, docs/anki-history.md): a 20,000-note .apkg whose every note has an image (and
// every fourth a sound) against the same notes without media — preview + confirm time and the
// server's peak RSS (goal: ≤ 1.5× the time) — and the media bytes/s a thumbnail-heavy card list
// page pulls from GET /api/media/{id}. Run alone: node --import tsx bench/media.ts
//
// anki21 packages (JSON media map, plain files): generating 20,000 zstd frames with the CLI
// the test kit uses would take longer than the import; the anki21b path is covered by tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ankiPackage, basicCollection, type TestCollection } from '../server/test/ankiTestkit.js';
import { startAppProcess, type AppProcess } from '../server/test/appProcess.js';
import { memoryOf } from '../server/test/process.js';
import { Client } from './lib/client.js';
import { withRssSampling } from './lib/proc.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const thisFile = fileURLToPath(import.meta.url);

const NOTES = 20_000;
const IMAGE_BYTES = 1_500;
const SOUND_BYTES = 4_000;
const PAGE_THUMBNAILS = 100;
const PAGE_LOADS = 20;
const BROWSER_CONNECTIONS = 6;
const MB = 1024 * 1024;

/** A PNG/MP3 head and a unique body (so content addressing keeps every file). */
function file(head: number[], size: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  for (let i = head.length; i < size; i++) bytes[i] = (seed * 31 + i * 17) & 0xff;
  new DataView(bytes.buffer).setUint32(head.length, seed);
  return bytes;
}
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ID3 = [0x49, 0x44, 0x33, 4, 0, 0];

export function withMedia(): TestCollection {
  const base = basicCollection(NOTES, 'Bench::Pictures');
  const media: Record<string, Uint8Array> = {};
  base.notetypes = [{ id: 1, name: 'Picture', fields: ['Front', 'Back', 'Image', 'Audio'], front: '{{Front}}{{Image}}' }];
  base.notes = base.notes.map((note, i) => {
    media[`img${i}.png`] = file(PNG, IMAGE_BYTES, i);
    const fields = [...note.fields, `<img src="img${i}.png">`, ''];
    if (i % 4 === 0) {
      media[`snd${i}.mp3`] = file(ID3, SOUND_BYTES, i);
      fields[3] = `[sound:snd${i}.mp3]`;
    }
    return { ...note, fields };
  });
  return { ...base, media };
}

interface Run {
  preview: number;
  confirm: number;
  peakRssMb: number;
  deckId: number;
  client: Client;
  base: string;
  server: AppProcess;
}

async function importRun(dir: string, bytes: Uint8Array): Promise<Run> {
  fs.mkdirSync(dir, { recursive: true });
  // The server as deployed (production mode), on its own database file.
  const server = await startAppProcess({ NODE_ENV: 'production', DATABASE_PATH: path.join(dir, 'server.db'), COOKIE_SECURE: 'false', AUTH_RATE_LIMIT: '1000', FSRS_FUZZ: 'true' });
  const base = server.url;
  const client = new Client(base);
  await client.json('GET', '/api/auth/me');
  await client.json('POST', '/api/auth/signup', { email: 'bench@example.com', password: 'correct horse battery' });
  // Warm-up, not timed: the first import starts the import worker and loads its parsers (about
  // 1.5 s under tsx). Until 2026-11-26 both runs paid it inside their time, which hid most of the
  // media's cost in the ratio (2.5× then; ~5× measured warm).
  const warm = await client.upload<{ temporaryImportId: string }>('/api/import/anki/preview', { importMode: 'single_deck' }, 'ankiFile', 'warm.apkg', ankiPackage(basicCollection(200, 'Warm-up'), 'anki21'));
  await client.json('POST', '/api/import/anki/confirm', { temporaryImportId: warm.temporaryImportId });
  const { result, peakRssMb } = await withRssSampling(server.pid, async () => {
    let started = performance.now();
    const preview = await client.upload<{ temporaryImportId: string }>('/api/import/anki/preview', { importMode: 'single_deck' }, 'ankiFile', 'bench.apkg', bytes);
    const previewMs = performance.now() - started;
    started = performance.now();
    const created = await client.json<{ createdDecks: { id: number; cardCount: number }[] }>('POST', '/api/import/anki/confirm', {
      temporaryImportId: preview.temporaryImportId,
    });
    const confirmMs = performance.now() - started;
    if (created.createdDecks[0]?.cardCount !== NOTES) throw new Error('import did not create every card');
    return { preview: previewMs, confirm: confirmMs, deckId: created.createdDecks[0].id };
  });
  return { ...result, peakRssMb: Math.max(peakRssMb, memoryOf(server.pid).peak), client, base, server };
}

/** A page of the card list: its thumbnails fetched over six connections, as a browser would. */
async function servedBytesPerSecond(run: Run): Promise<{ bytesPerSec: number; requestsPerSec: number }> {
  const deck = await run.client.json<{ flashcards: { termImageUrl: string | null }[] }>('GET', `/api/decks/${run.deckId}`);
  const urls = deck.flashcards.map((card) => card.termImageUrl).filter((url): url is string => url !== null).slice(0, PAGE_THUMBNAILS);
  const cookie = (run.client as unknown as { cookies: Map<string, string> }).cookies;
  const headers = { cookie: [...cookie].map(([k, v]) => `${k}=${v}`).join('; ') };
  let bytes = 0;
  let requests = 0;
  const started = performance.now();
  for (let load = 0; load < PAGE_LOADS; load++) {
    const queue = [...urls];
    await Promise.all(
      Array.from({ length: BROWSER_CONNECTIONS }, async () => {
        for (let url = queue.shift(); url; url = queue.shift()) {
          const res = await fetch(run.base + url, { headers });
          if (!res.ok) throw new Error(`GET ${url} → ${res.status}`);
          bytes += (await res.arrayBuffer()).byteLength;
          requests += 1;
        }
      }),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  return { bytesPerSec: bytes / seconds, requestsPerSec: requests / seconds };
}

export async function main() {
  const tmp = path.join(here, '.tmp', `media-${process.pid}`);
  const servers: AppProcess[] = [];
  try {
    console.log('\n== Anki media ==');
    const plain = ankiPackage(basicCollection(NOTES, 'Bench::Pictures'), 'anki21');
    const rich = ankiPackage(withMedia(), 'anki21');
    console.log(
      `  inputs: ${NOTES.toLocaleString('en-US')} notes; without media ${(plain.length / MB).toFixed(2)} MB, with ${NOTES.toLocaleString('en-US')} images (${IMAGE_BYTES} B) + ${(NOTES / 4).toLocaleString('en-US')} sounds (${SOUND_BYTES} B) ${(rich.length / MB).toFixed(2)} MB (anki21)`,
    );
    const without = await importRun(path.join(tmp, 'plain'), plain);
    servers.push(without.server);
    await without.server.stop();
    const withFiles = await importRun(path.join(tmp, 'rich'), rich);
    servers.push(withFiles.server);
    const served = await servedBytesPerSecond(withFiles);
    await withFiles.server.stop();

    const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
    const total = (run: Run) => run.preview + run.confirm;
    const ratio = total(withFiles) / total(without);
    console.log(`  without media: preview ${fmt(without.preview)} ms + confirm ${fmt(without.confirm)} ms = ${fmt(total(without))} ms; peak RSS ${fmt(without.peakRssMb)} MB`);
    console.log(`  with media:    preview ${fmt(withFiles.preview)} ms + confirm ${fmt(withFiles.confirm)} ms = ${fmt(total(withFiles))} ms; peak RSS ${fmt(withFiles.peakRssMb)} MB`);
    console.log(`  time ratio ${ratio.toFixed(2)}× (goal ≤ 1.5×: ${ratio <= 1.5 ? 'met' : 'MISSED'})`);
    console.log(
      `  card list page (${PAGE_THUMBNAILS} thumbnails × ${PAGE_LOADS} loads, ${BROWSER_CONNECTIONS} connections): ${(served.bytesPerSec / MB).toFixed(2)} MB/s, ${fmt(served.requestsPerSec)} thumbnails/s`,
    );
    return { without, withFiles, ratio, served };
  } finally {
    for (const server of servers) await server.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === thisFile) {
  await main();
}
