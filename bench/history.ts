// Anki review-history figures (issue 12, docs/anki-history.md): a 20,000-note package with 5
// revlog rows per card, previewed and confirmed through the real HTTP server with the history
// kept and not kept, against the same notes without any revlog. Time and the server's peak RSS.
// Run alone: node --import tsx bench/history.ts
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ankiPackage, basicCollection, type TestCollection } from '../server/test/ankiTestkit.js';
import { startAppProcess, type AppProcess } from '../server/test/appProcess.js';
import { cpuSecondsOf, memoryOf, withRssSampling } from './lib/proc.js';
import { signUp } from './lib/seed.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const thisFile = fileURLToPath(import.meta.url);
const NOTES = 20_000;
const ROWS_PER_CARD = 5;
const DAY = 86_400_000;
const MB = 1024 * 1024;

/**
 * CPU milliseconds the server process (all its threads, import workers included) has used. On the
 * shared machine wall times swing with the others' load; the CPU a preview and confirm take much less.
 */
export const cpuMsOf = (pid: number) => Math.round(cpuSecondsOf(pid) * 1000);

/** The same notes, every card reviewed 5 times over the last two months (Again now and then). */
export function withHistory(): TestCollection {
  const plain = basicCollection(NOTES, 'Bench::History');
  const now = Date.now();
  let seq = 0;
  const offsets = [60, 59, 52, 35, 5];
  return {
    ...plain,
    crt: Math.floor((now - 400 * DAY) / 1000),
    notes: plain.notes.map((note, i) => ({
      ...note,
      cards: [
        {
          deck: 10,
          schedule: { type: 2, queue: 2, due: 420, ivl: 30, factor: 2500 },
          revlog: offsets.slice(0, ROWS_PER_CARD).map((daysAgo, k) => ({ id: now - daysAgo * DAY + ++seq, ease: (i + k) % 7 === 0 ? 1 : 3, type: 1, time: 7_000 })),
        },
      ],
    })),
  };
}

export async function main() {
  const tmp = path.join(here, '.tmp', `history-${process.pid}`);
  fs.mkdirSync(tmp, { recursive: true });
  let app: AppProcess | undefined;
  try {
    console.log('\n== Anki review history ==');
    const plainBytes = ankiPackage(basicCollection(NOTES, 'Bench::History'), 'anki21b');
    const historyBytes = ankiPackage(withHistory(), 'anki21b');
    console.log(
      `  inputs: ${NOTES.toLocaleString('en-US')} notes (anki21b) without revlog ${(plainBytes.length / MB).toFixed(2)} MB; with ${ROWS_PER_CARD} revlog rows a card ${(historyBytes.length / MB).toFixed(2)} MB`,
    );
    // The server as deployed (production mode), on its own database file.
    app = await startAppProcess({ NODE_ENV: 'production', DATABASE_PATH: path.join(tmp, 'server.db'), COOKIE_SECURE: 'false', AUTH_RATE_LIMIT: '1000', FSRS_FUZZ: 'true' });
    const base = app.url;
    const pid = app.pid;
    const client = await signUp(base, 'bench-history@example.com');

    const run = async (label: string, bytes: Uint8Array, keep: boolean) =>
      withRssSampling(pid, async () => {
        const started = performance.now();
        const cpuStarted = cpuMsOf(pid);
        const preview = await client.upload<{ temporaryImportId: string; ankiHistory?: { cardsWithHistory: number } }>(
          '/api/import/anki/preview',
          { importMode: 'single_deck', keepReviewHistory: String(keep) },
          'ankiFile',
          'bench.apkg',
          bytes,
        );
        const previewMs = performance.now() - started;
        const previewCpuMs = cpuMsOf(pid) - cpuStarted;
        const created = await client.json<{ createdDecks: { cardCount: number }[] }>('POST', '/api/import/anki/confirm', { temporaryImportId: preview.temporaryImportId });
        const totalMs = performance.now() - started;
        if (created.createdDecks[0]?.cardCount !== NOTES) throw new Error(`${label}: not every card was created`);
        const cpuMs = cpuMsOf(pid) - cpuStarted;
        return { label, previewMs, confirmMs: totalMs - previewMs, totalMs, previewCpuMs, confirmCpuMs: cpuMs - previewCpuMs, cpuMs, withHistory: preview.ankiHistory?.cardsWithHistory ?? 0 };
      });

    // Warm-up (workers start, parsers load), then each case three times; the better run counts (wall and CPU separately).
    await run('warm-up', plainBytes, true);
    const cases: [string, Uint8Array, boolean][] = [
      ['no revlog', plainBytes, true],
      ['history kept', historyBytes, true],
      ['history not kept', historyBytes, false],
    ];
    type Figures = { previewMs: number; confirmMs: number; totalMs: number; previewCpuMs: number; confirmCpuMs: number; cpuMs: number; peakRssMb: number; withHistory: number };
    const best = new Map<string, Figures>();
    const bestCpu = new Map<string, Figures>();
    for (let round = 0; round < 3; round++) {
      for (const [label, bytes, keep] of cases) {
        const { result, peakRssMb } = await run(label, bytes, keep);
        const previous = best.get(label);
        if (!previous || result.totalMs < previous.totalMs) best.set(label, { ...result, peakRssMb });
        const previousCpu = bestCpu.get(label);
        if (!previousCpu || result.cpuMs < previousCpu.cpuMs) bestCpu.set(label, { ...result, peakRssMb });
      }
    }
    const baseline = best.get('no revlog')!.totalMs;
    for (const [label, figures] of best) {
      console.log(
        `  ${label.padEnd(17)} preview ${figures.previewMs.toFixed(0).padStart(5)} ms + confirm ${figures.confirmMs.toFixed(0).padStart(5)} ms = ${figures.totalMs.toFixed(0).padStart(5)} ms (${(figures.totalMs / baseline).toFixed(2)}×), server peak RSS ${figures.peakRssMb.toFixed(0)} MB, cards with history ${figures.withHistory}`,
      );
    }
    const baselineCpu = bestCpu.get('no revlog')!.cpuMs;
    for (const [label, figures] of bestCpu) {
      console.log(
        `  ${label.padEnd(17)} server CPU: preview ${figures.previewCpuMs.toFixed(0).padStart(5)} ms + confirm ${figures.confirmCpuMs.toFixed(0).padStart(5)} ms = ${figures.cpuMs.toFixed(0).padStart(5)} ms (${(figures.cpuMs / baselineCpu).toFixed(2)}×)`,
      );
    }
    const kept = best.get('history kept')!.totalMs / baseline;
    console.log(`  goal ≤ 1.5× the package without history: ${kept <= 1.5 ? 'met' : 'MISSED'} (${kept.toFixed(2)}×); server VmHWM ${memoryOf(pid).peak.toFixed(0)} MB`);
    return Object.fromEntries(best);
  } finally {
    await app?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === thisFile) {
  await main();
}
