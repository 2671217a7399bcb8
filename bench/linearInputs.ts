// Hostile inputs that older code took seconds or minutes over, timed (issue 39: these figures were
// timing assertions inside tests; the tests now check what comes back, and a quadratic or
// exponential regression outlasts their timeout). Each line: the input, its size, the median of
// 5 runs in ms. Run alone: node --import tsx bench/linearInputs.ts
import { performance } from 'node:perf_hooks';
import { expandCloze, clozeNumbers, clozeProblem, renderCloze } from '../shared/cloze.js';
import { diffAnswer, judgeAnswer } from '../shared/typingAnswer.js';
import { fieldMediaRefs } from '../server/domain/import/ankiMedia.js';
import { replayRevlog } from '../server/domain/import/ankiHistory.js';
import { ankiFieldText } from '../server/domain/richText/ankiField.js';
import { RAW_FIELD_MAX } from '../server/domain/import/preview.js';
import { hostileText } from '../server/test/hostileFiles.js';
import { median } from './lib/stats.js';

function time(name: string, size: number, work: () => unknown, unit = 'chars', runs = 5) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  console.log(`${name.padEnd(58)} ${String(size).padStart(9)} ${unit.padEnd(5)} ${median(samples).toFixed(1).padStart(8)} ms`);
}

export async function main(): Promise<void> {
  console.log('Cloze parsing (old recursive parser: 5.6 s for 23 unterminated openers)');
  for (const [name, source] of [
    ['30 unterminated openers', hostileText.clozeUnterminated(30)],
    ['20,000 unterminated openers', hostileText.clozeUnterminated(20_000)],
    ['20,000 nested deletions', hostileText.clozeNested(20_000)],
    ['20,000 stray closers', `{{c1::a}}${'}}'.repeat(20_000)}`],
    ['500 numbers over 10,000 characters', Array.from({ length: 500 }, (_, i) => `{{c${i + 1}::w${i}}}`).join(' ').slice(0, 10_000)],
    ['openers with long number lists', '{{c1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17::'.repeat(2_000)],
  ] as const) {
    time(name, source.length, () => {
      clozeNumbers(source);
      renderCloze(source, 1);
      expandCloze(source, 'extra');
      clozeProblem(source);
    });
  }

  console.log('\nHTML to text (old: 5 s for `<div` × 30,000)');
  for (const [name, html] of [
    ['<div × 60,000 (no >)', hostileText.divFlood(60_000)],
    ['<!-- × 60,000 (no -->)', hostileText.commentFlood(60_000)],
    ['<script> × 60,000 (no closer)', hostileText.scriptFlood(60_000)],
    ['[sound: × 60,000 (no ])', hostileText.soundFlood(60_000)],
    ['a tag that never ends', hostileText.tagFlood(60_000)],
    ['60,000 complete tags', '<b>x</b>'.repeat(60_000)],
    ['& × 60,000', '&amp'.repeat(60_000)],
    ['20,000 nested <div> (issue 39: one converter, linear at any depth)', '<div>'.repeat(20_000) + 'x' + '</div>'.repeat(20_000)],
    ['<pre> of 40,000 spaces, then 20,000 empty blocks', `<pre>${' '.repeat(40_000)}${'<p></p>'.repeat(20_000)}</pre>`],
  ] as const) {
    time(name, html.length, () => ankiFieldText(html));
  }

  console.log('\nAnki fields and history');
  const hostileField = '<img '.repeat(RAW_FIELD_MAX / 5) + '>' + '[sound:'.repeat(RAW_FIELD_MAX / 7);
  time('media references of a field of unterminated tags', hostileField.length, () => fieldMediaRefs(hostileField));
  const T0 = Date.UTC(2025, 0, 6, 9, 0);
  const rows = Array.from({ length: 50_000 }, (_, i) => ({ id: T0 + i * 60_000, ease: (i % 4) + 1, ivl: 0, type: 1, time: 8_000 }));
  time('replay of 50,000 answers of one card', rows.length, () => replayRevlog(rows), 'rows');

  console.log('\nType the Answer (work capped at 1,000 characters a side)');
  for (const [name, make] of [
    ['random letters', () => Array.from({ length: 100_000 }, (_, i) => String.fromCharCode(97 + ((i * 7919) % 26))).join('')],
    ['combining marks', () => 'e\u0301\u0302\u0303'.repeat(25_000)],
    ['right-to-left', () => 'שָׁלוֹם '.repeat(14_000)],
  ] as const) {
    const typed = make();
    const expected = `${typed.slice(0, 500)}different`;
    time(name, typed.length, () => {
      judgeAnswer(typed, expected);
      diffAnswer(typed, expected);
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
