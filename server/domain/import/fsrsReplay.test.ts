import { createEmptyCard, fsrs, generatorParameters, State, type Card, type FSRSParameters, type Grade } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { REQUEST_RETENTION } from '../scheduler.js';
import { createFsrsReplay, importReplay, newReplayCard, type FsrsReplay, type ReplayCard } from './fsrsReplay.js';

// ts-fsrs is the oracle: every step of the replay must give the card ts-fsrs `next` gives, with
// the replay's settings and with other parameters that reach the branches the defaults do not
// (day-long learning steps, no steps, several relearning steps, a low maximum interval).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2019, 4, 17, 21, 37, 12, 345);

/** mulberry32: the same histories on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A gap between two answers, from seconds (same day, often the same minute) to years. */
function gap(rand: () => number): number {
  const kind = rand();
  if (kind < 0.1) return Math.floor(rand() * 90_000); // seconds
  if (kind < 0.3) return Math.floor(rand() * 30 * MINUTE); // minutes: learning steps
  if (kind < 0.45) return Math.floor(rand() * 20 * HOUR); // hours: same day or the next
  if (kind < 0.8) return Math.floor(rand() * 60 * DAY); // days
  if (kind < 0.95) return Math.floor(rand() * 2 * 365 * DAY); // months to years
  return Math.floor(rand() * 30 * 365 * DAY); // decades: the maximum interval
}

function grade(rand: () => number): Grade {
  const x = rand();
  // Again and Hard often enough to reach relearning and its steps.
  return (x < 0.3 ? 1 : x < 0.45 ? 2 : x < 0.85 ? 3 : 4) as Grade;
}

const fields = (card: Card) => ({
  due: card.due.getTime(),
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: card.elapsed_days,
  scheduled_days: card.scheduled_days,
  learning_steps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  last_review: card.last_review ? card.last_review.getTime() : -1,
});
const replayFields = (card: ReplayCard) => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: card.elapsedDays,
  scheduled_days: card.scheduledDays,
  learning_steps: card.learningSteps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  last_review: card.lastReview,
});

/** First difference between the two cards ("" when equal; floats within 1e-9, the rest exact). */
function difference(expected: ReturnType<typeof fields>, actual: ReturnType<typeof fields>): string {
  for (const key of Object.keys(expected) as (keyof typeof expected)[]) {
    const a = expected[key];
    const b = actual[key];
    const same = key === 'stability' || key === 'difficulty' ? Math.abs(a - b) <= 1e-9 : a === b;
    if (!same) return `${key}: ts-fsrs ${a}, replay ${b}`;
  }
  return '';
}

interface Coverage {
  transitions: Set<string>;
  steps: number;
}

/** Steps both through `answers`, comparing after every answer; answers the number of mismatches (first one thrown). */
function compare(options: Partial<FSRSParameters>, replay: FsrsReplay, answers: [number, Grade][], coverage?: Coverage) {
  const engine = fsrs(options);
  let card = createEmptyCard(new Date(answers[0][0]));
  const mine = newReplayCard(answers[0][0]);
  for (const [index, [at, g]] of answers.entries()) {
    const from = `${State[card.state]}${card.state === State.Review ? '' : `@${card.learning_steps}`}`;
    card = engine.next(card, new Date(at), g).card;
    replay.step(mine, at, g);
    const diff = difference(fields(card), replayFields(mine));
    if (diff) throw new Error(`answer ${index} (grade ${g} at ${new Date(at).toISOString()}, from ${from}): ${diff}`);
    if (coverage) {
      coverage.transitions.add(`${from} ${g}${card.elapsed_days === 0 ? ' same day' : ''} → ${State[card.state]}`);
      coverage.steps++;
    }
  }
}

function randomHistories(seed: number, count: number, maxLength: number): [number, Grade][][] {
  const rand = random(seed);
  const histories: [number, Grade][][] = [];
  for (let h = 0; h < count; h++) {
    let at = T0 + Math.floor(rand() * 5 * 365 * DAY);
    const length = 1 + Math.floor(rand() * maxLength);
    const answers: [number, Grade][] = [];
    for (let i = 0; i < length; i++) {
      answers.push([at, grade(rand)]);
      at += gap(rand);
    }
    histories.push(answers);
  }
  return histories;
}

const importOptions = generatorParameters({ request_retention: REQUEST_RETENTION, enable_fuzz: false });

describe('fsrsReplay against ts-fsrs', () => {
  it('the import replay equals ts-fsrs next on 3,000 generated histories, after every answer', () => {
    const coverage: Coverage = { transitions: new Set(), steps: 0 };
    for (const answers of randomHistories(12, 3_000, 40)) compare(importOptions, importReplay, answers, coverage);
    expect(coverage.steps).toBeGreaterThan(50_000);
    // Every state and step × every grade, and same-day answers in review.
    const from = ['New@0', 'Learning@0', 'Learning@1', 'Relearning@0', 'Review'];
    for (const state of from) {
      for (const g of [1, 2, 3, 4]) expect([...coverage.transitions].some((t) => t.startsWith(`${state} ${g} `)), `${state} ${g}`).toBe(true);
    }
    for (const g of [1, 2, 3, 4]) expect(coverage.transitions.has(`Review ${g} same day → ${g === 1 ? 'Relearning' : 'Review'}`), `Review ${g} same day`).toBe(true);
    expect([...coverage.transitions].filter((t) => t.startsWith('Review ') && !t.includes('same day')).length).toBe(4);
  });

  it.each<[string, Partial<FSRSParameters>]>([
    ['another retention', { request_retention: 0.8 }],
    ['a day-long learning step and two relearning steps', { learning_steps: ['1m', '1h', '2d'], relearning_steps: ['10m', '1d'] }],
    ['no learning or relearning steps', { learning_steps: [], relearning_steps: [] }],
    ['one learning step, a low maximum interval', { learning_steps: ['30m'], relearning_steps: ['5m', '20m', '3h'], maximum_interval: 60 }],
    ['FSRS-5 parameters', { w: [0.40255, 1.18385, 3.173, 15.69105, 7.1949, 0.5345, 1.4604, 0.0046, 1.54575, 0.1192, 1.01925, 1.9395, 0.11, 0.29605, 2.2698, 0.2315, 2.9898, 0.51655, 0.6621] }],
  ])('with %s it equals ts-fsrs too', (_, overrides) => {
    const options = generatorParameters({ enable_fuzz: false, ...overrides });
    const replay = createFsrsReplay(options);
    for (const answers of randomHistories(7, 400, 30)) compare(options, replay, answers);
  });

  it('hand-written edge cases', () => {
    const cases: [number, Grade][][] = [
      // one answer of each grade
      ...([1, 2, 3, 4] as Grade[]).map((g): [number, Grade][] => [[T0, g]]),
      // all answers in the same millisecond, then the same day
      [[T0, 1], [T0, 1], [T0, 2], [T0, 3], [T0, 3], [T0, 3], [T0, 4]],
      // across UTC midnight by one second: elapsed one day
      [[Date.UTC(2020, 0, 1, 23, 59, 59), 3], [Date.UTC(2020, 0, 2, 0, 0, 0), 3], [Date.UTC(2020, 0, 2, 0, 0, 1), 1], [Date.UTC(2020, 0, 3), 3]],
      // graduate with Easy, lapse, relearn with Hard and Again, recover
      [[T0, 4], [T0 + 8 * DAY, 1], [T0 + 8 * DAY + 5 * MINUTE, 2], [T0 + 8 * DAY + 20 * MINUTE, 1], [T0 + 9 * DAY, 3], [T0 + 20 * DAY, 3]],
      // Easy for decades: the 36,500-day ceiling
      Array.from({ length: 12 }, (_, i): [number, Grade] => [T0 + i * 60 * 365 * DAY, 4]),
      // Again forever, days apart: the stability floor
      Array.from({ length: 40 }, (_, i): [number, Grade] => [T0 + i * 3 * DAY, 1]),
      // Hard on review cards (Hard's interval is capped by Good's)
      [[T0, 3], [T0 + 10 * MINUTE, 3], [T0 + 3 * DAY, 2], [T0 + 5 * DAY, 2], [T0 + 5 * DAY + HOUR, 2], [T0 + 6 * DAY, 4]],
      // before 1970 (negative epoch ms)
      [[Date.UTC(1965, 5, 1, 12), 3], [Date.UTC(1965, 5, 1, 12, 10), 3], [Date.UTC(1965, 5, 4), 1], [Date.UTC(1966, 0, 1), 3]],
    ];
    for (const answers of cases) compare(importOptions, importReplay, answers);
  });

  it('refuses what it does not mirror: fuzz and the long-term scheduler', () => {
    expect(() => createFsrsReplay(generatorParameters({ enable_fuzz: true }))).toThrow();
    expect(() => createFsrsReplay(generatorParameters({ enable_short_term: false }))).toThrow();
  });
});
