import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The browser suite runs two files at a time; the longest should start first, or one worker ends
// the run alone on the axe sweep. Vitest's own order is the last run's durations, and on a fresh
// clone (CI) file size, which says nothing here (the axe sweep's test files are a few lines over
// e2e/a11ySweep.ts). These are the browser files, longest first: CI's figures, less what the
// skipped game pauses and API sign-ups took out of study, games, offline, undo, keyboard,
// studyOptions and flashcards (docs/testing.md). Files not listed (the short ones) follow in
// Vitest's order.
const SLOWEST_FIRST = [
  'a11y.e2e.ts',
  'study.e2e.ts',
  'a11y-dark.e2e.ts',
  'games.e2e.ts',
  'offline.e2e.ts',
  'profile.e2e.ts',
  'a11y-mobile.e2e.ts',
  'undo.e2e.ts',
  'foundation.e2e.ts',
  'admin.e2e.ts',
  'landing.e2e.ts',
  'keyboard.e2e.ts',
  'imports.e2e.ts',
  'reimport.e2e.ts',
  'export.e2e.ts',
  'memory-model.e2e.ts',
  'media.e2e.ts',
  'studyOptions.e2e.ts',
  'flashcards.e2e.ts',
];

export default class SlowestFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = SLOWEST_FIRST.indexOf(path.basename(spec.moduleId));
      return at === -1 ? SLOWEST_FIRST.length : at;
    };
    // Only the browser files move, within the places they already hold; a stable sort keeps
    // Vitest's order among files of equal rank.
    const slots = sorted.flatMap((spec, i) => (spec.project.name === 'e2e' ? [i] : []));
    const browserFiles = slots.map((i) => sorted[i]).sort((a, b) => rank(a) - rank(b));
    slots.forEach((slot, k) => (sorted[slot] = browserFiles[k]));
    return sorted;
  }
}
