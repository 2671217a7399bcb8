import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAnkiPackage } from './anki.js';

// The real Anki fixtures' media against MANIFEST.json, whose media facts inspect_fixtures.py
// computed without project code: the kept images and sounds are the packaged files of kept
// types (told by their extension here, by their bytes in the importer), nothing referenced is
// reported missing unless the truth says so, and unreferenced files are counted.

const FIXTURES =
  process.env.CARDCADE_FIXTURES ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/fixtures');
const MANIFEST = path.join(FIXTURES, 'MANIFEST.json');
const present = fs.existsSync(MANIFEST);

interface MediaTruth {
  media_files: number;
  referenced_media_names: number;
  referenced_media_missing_count: number;
  packaged_media_unreferenced: number;
  media_names: string[];
}
interface Entry {
  file: string;
  kind: string;
  ground_truth: Partial<MediaTruth> & Record<string, unknown>;
}

const entries: Entry[] = present
  ? (JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as { files: Entry[] }).files.filter((entry) => entry.ground_truth.media_names !== undefined)
  : [];

// The media fixtures: every referenced file is packaged and each card side references
// at most one image and one sound, so the kept counts follow from the names alone.
const COUNTED = [
  'anki2-cardoverflow-AllDefaultTemplatesAndImageAndMp3',
  'anki2-anki-reader-Amino_Acid_Flashcards',
  'anki2-genanki-korean_grammar_intermediate',
  'anki21-srs-converter-mixed-legacy-2',
  'anki21b-neoanki-current-stable',
];
const IMAGE = /\.(png|jpe?g|gif|webp)$/i;
const AUDIO = /\.(mp3|ogg|wav|m4a)$/i;

describe.skipIf(!present)('Anki media of the real fixtures', () => {
  it.each(entries.map((entry) => [entry.file, entry] as const))('%s', async (file, entry) => {
    const truth = entry.ground_truth as MediaTruth;
    const bytes = new Uint8Array(fs.readFileSync(path.join(FIXTURES, file)));
    const mode = file.endsWith('.colpkg') ? 'collection' : 'single_deck';
    const draft = await parseAnkiPackage(bytes, { mode, fileName: path.basename(file) });
    const summary = draft.mediaSummary!;
    expect(summary.unused).toBe(truth.packaged_media_unreferenced);
    if (truth.referenced_media_missing_count === 0) expect(summary.missing).toBe(0);
    else expect(summary.missing).toBeGreaterThan(0);
    if (COUNTED.some((name) => file.includes(name))) {
      expect(summary.images).toBe(truth.media_names.filter((name) => IMAGE.test(name)).length);
      expect(summary.audio).toBe(truth.media_names.filter((name) => AUDIO.test(name)).length);
      const notKept = truth.media_names.filter((name) => !IMAGE.test(name) && !AUDIO.test(name));
      expect(summary.unsupported).toBe(notKept.length);
      // The preview names the kinds left out, by extension, with their counts (issue 30).
      const byType: Record<string, number> = {};
      for (const name of notKept) byType[name.split('.').pop()!.toUpperCase()] = (byType[name.split('.').pop()!.toUpperCase()] ?? 0) + 1;
      if (Object.keys(byType).length <= 6) expect(summary.unsupportedTypes ?? {}).toEqual(byType);
      // Every kept file is on some card, and the draft carries each one exactly once.
      expect(draft.media).toHaveLength(summary.images + summary.audio);
    }
  });
});
