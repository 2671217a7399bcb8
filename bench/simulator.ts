// Workload planner figures (issue 46, docs/workload.md). `npm run bench -- simulator`.
//
// Honest checks of the simulator:
// 1. Against a Monte Carlo of simulated learners with known FSRS parameters (the memory-model
//    bench's learners, server/domain/memoryModel/simulate.ts, scheduled by their own parameters):
//    mean daily reviews over days 1–30 within 5 %, and retention at day 30 within 1 point (the
//    learners' true memory replayed from their reviews).
// 2. Load balancing: the standard deviation of daily reviews over 30 days, balanced vs fuzz only.
// 3. Easy Days: a minimum Sunday's load against the mean day.
// Figures: 365 days × 10,000 cards; the event loop while the server simulates (worker thread);
// what balancing adds to scheduling an answer, through a real submit.
import { loadavg } from 'node:os';
import { FSRSAlgorithm, generatorParameters, Rating, State } from 'ts-fsrs';
import type { Db } from '../server/db.js';
import { DEFAULT_PARAMETERS, retrievability } from '../server/domain/memoryModel/parameters.js';
import { perturbedParameters, seededRandom, simulateLearner } from '../server/domain/memoryModel/simulate.js';
import type { ReviewRecord } from '../server/domain/memoryModel/history.js';
import { answerProfileOf } from '../server/domain/workload/profile.js';
import { stopWorkloadWorker, sweepRetentionInWorker } from '../server/domain/workload/runInWorker.js';
import { DEFAULT_PROFILE, simulateWorkload, type SimCard, type SimulationInput } from '../server/domain/workload/simulate.js';
import { callerFor, FIXED_NOW, makeTestDb, makeUser } from '../server/test/harness.js';
import { longestBlock } from './lib/eventLoop.js';
import { median } from './lib/stats.js';

const DAY = 86_400_000;
const START = Date.UTC(2025, 0, 1, 12);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const sd = (xs: number[]) => {
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
};
const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** Daily reviews (first sights apart) and the true retention at the end of day `days` of one learner. */
function monteCarloLearner(parameters: readonly number[], records: ReviewRecord[], days: number) {
  const reviews = new Array(days).fill(0);
  const truth = new FSRSAlgorithm(generatorParameters({ w: [...parameters], enable_short_term: true }));
  const cards = new Map<number, { stability: number; difficulty: number; lastDay: number }>();
  for (const record of records) {
    const day = Math.floor((record.reviewedAt - START) / DAY);
    const card = cards.get(record.cardId!);
    if (card) {
      reviews[day] += 1;
      const next = truth.next_state({ stability: card.stability, difficulty: card.difficulty }, day - card.lastDay, record.rating);
      cards.set(record.cardId!, { ...next, lastDay: day });
    } else {
      cards.set(record.cardId!, { ...truth.next_state(null, 0, record.rating), lastDay: day });
    }
  }
  const recall = [...cards.values()].map((c) => retrievability(parameters, days - c.lastDay, c.stability));
  return { reviews, retention: mean(recall) };
}

/** The profile the server would read from these logs (first answer of each card marked). */
function logsOf(records: ReviewRecord[]) {
  const seen = new Set<number>();
  return records.map((r) => {
    const first = !seen.has(r.cardId!);
    seen.add(r.cardId!);
    return { rating: r.rating, answerTimeMs: null, first };
  });
}

function monteCarloCheck() {
  const DAYS = 30;
  const LEARNERS = 12;
  const CARDS = 1500;
  const NEW_PER_DAY = 40;
  console.log(`\n1. Simulator vs a Monte Carlo of ${LEARNERS} simulated learners (known parameters, ${NEW_PER_DAY} new a day, ${DAYS} days)`);
  console.log('learner  MC reviews/day  simulator  diff     MC retention@30  simulator  diff (points)');
  const mcAll: number[] = [];
  const simAll: number[] = [];
  const retDiffs: number[] = [];
  for (let i = 0; i < LEARNERS; i++) {
    const parameters = i === 0 ? [...DEFAULT_PARAMETERS] : perturbedParameters(200 + i, 1.6);
    const records = simulateLearner({ parameters, schedulingParameters: parameters, cards: CARDS, days: DAYS, newPerDay: NEW_PER_DAY, seed: 500 + i, start: START });
    const mc = monteCarloLearner(parameters, records, DAYS);
    const sim = simulateWorkload({
      parameters,
      desiredRetention: 0.9,
      days: DAYS,
      newPerDay: NEW_PER_DAY,
      newCards: CARDS,
      cards: [],
      profile: answerProfileOf(logsOf(records)),
      spread: 'none',
      seed: 900 + i,
    });
    const mcMean = mean(mc.reviews);
    const simMean = mean(sim.days.map((d) => d.reviews));
    const simRet = sim.days[DAYS - 1].expectedRetention;
    mcAll.push(mcMean);
    simAll.push(simMean);
    retDiffs.push((simRet - mc.retention) * 100);
    console.log(
      `${String(i + 1).padStart(7)}  ${mcMean.toFixed(1).padStart(14)}  ${simMean.toFixed(1).padStart(9)}  ${(((simMean - mcMean) / mcMean) * 100).toFixed(1).padStart(5)}%   ${(mc.retention * 100).toFixed(2).padStart(15)}  ${(simRet * 100).toFixed(2).padStart(9)}  ${((simRet - mc.retention) * 100).toFixed(2).padStart(6)}`,
    );
  }
  const diff = (mean(simAll) - mean(mcAll)) / mean(mcAll);
  const retDiff = mean(retDiffs);
  console.log(`mean daily reviews days 1–30: Monte Carlo ${mean(mcAll).toFixed(2)}, simulator ${mean(simAll).toFixed(2)}: ${(diff * 100).toFixed(2)}% (≤ 5%: ${pass(Math.abs(diff) <= 0.05)})`);
  console.log(`retention at day 30: mean difference ${retDiff.toFixed(2)} points, largest ${Math.max(...retDiffs.map(Math.abs)).toFixed(2)} (mean within 1 point: ${pass(Math.abs(retDiff) <= 1)})`);
}

function balanceCheck() {
  console.log('\n2. Load balancing: standard deviation of daily reviews over 30 days (days 31–60, 20 new a day from 2,000 cards)');
  const base: SimulationInput = { parameters: DEFAULT_PARAMETERS, desiredRetention: 0.9, days: 60, newPerDay: 20, newCards: 2000, cards: [], profile: DEFAULT_PROFILE, spread: 'fuzz', seed: 1 };
  const off: number[] = [];
  const on: number[] = [];
  for (let seed = 1; seed <= 10; seed++) {
    off.push(sd(simulateWorkload({ ...base, seed, spread: 'fuzz' }).days.slice(30).map((d) => d.reviews)));
    on.push(sd(simulateWorkload({ ...base, seed, spread: 'balance' }).days.slice(30).map((d) => d.reviews)));
  }
  const drop = 1 - mean(on) / mean(off);
  console.log(`SD off (fuzz) ${mean(off).toFixed(2)}, on ${mean(on).toFixed(2)} (10 seeds): ${(drop * 100).toFixed(1)}% lower (≥ 20%: ${pass(drop >= 0.2)})`);
}

function easyDayCheck() {
  console.log('\n3. Easy Days: Sunday minimum, 20 new a day from 2,000 cards, days 31–120');
  const loads: number[] = [];
  const sundays: number[] = [];
  for (let seed = 1; seed <= 5; seed++) {
    const result = simulateWorkload({ parameters: DEFAULT_PARAMETERS, desiredRetention: 0.9, days: 120, newPerDay: 20, newCards: 2000, cards: [], profile: DEFAULT_PROFILE, spread: 'balance', easyDays: 'mnnnnnn', weekday0: 0, seed });
    for (const d of result.days.slice(30)) {
      loads.push(d.reviews);
      if ((d.day - 1) % 7 === 0) sundays.push(d.reviews);
    }
  }
  const share = mean(sundays) / mean(loads);
  console.log(`mean day ${mean(loads).toFixed(1)} reviews, mean Sunday ${mean(sundays).toFixed(1)}: ${(share * 100).toFixed(1)}% of the mean load (≤ 50%: ${pass(share <= 0.5)})`);
}

function matureCards(count: number, seed: number): SimCard[] {
  const rng = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const stability = 1 + rng() * 120;
    const interval = Math.max(1, Math.round(stability));
    const lastDay = -Math.floor(rng() * interval);
    return { stability, difficulty: 2 + rng() * 7, lastDay, dueDay: lastDay + interval };
  });
}

function speed() {
  console.log('\n4. Speed: 365 days × 10,000 cards, on the main thread of this bench (median of 5)');
  const cases: [string, Omit<SimulationInput, 'seed' | 'spread'>][] = [
    ['10,000 new cards, 30 a day', { parameters: DEFAULT_PARAMETERS, desiredRetention: 0.9, days: 365, newPerDay: 30, newCards: 10_000, cards: [], profile: DEFAULT_PROFILE }],
    ['10,000 cards already studied', { parameters: DEFAULT_PARAMETERS, desiredRetention: 0.9, days: 365, newPerDay: 0, newCards: 0, cards: matureCards(10_000, 5), profile: DEFAULT_PROFILE }],
    ['5,000 studied + 5,000 new at 20', { parameters: DEFAULT_PARAMETERS, desiredRetention: 0.9, days: 365, newPerDay: 20, newCards: 5_000, cards: matureCards(5_000, 6), profile: DEFAULT_PROFILE }],
  ];
  for (const [name, input] of cases) {
    for (const spread of ['fuzz', 'balance'] as const) {
      const times: number[] = [];
      let reviews = 0;
      for (let seed = 1; seed <= 5; seed++) {
        const t = performance.now();
        reviews = simulateWorkload({ ...input, spread, seed }).totalReviews;
        times.push(performance.now() - t);
      }
      console.log(`${name.padEnd(34)} ${spread.padEnd(8)} ${median(times).toFixed(0).padStart(5)} ms (${reviews} reviews simulated) (≤ 1 s: ${pass(median(times) <= 1000)})`);
    }
  }
}

async function seedDeck(db: Db, userId: number, cards: number, reviewed: number) {
  const now = FIXED_NOW.getTime();
  const deck = await db.insertInto('decks').values({ user_id: userId, name: 'Bench', description: null, source: 'manual', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (let i = 0; i < cards; i += 500) {
    const rows = Array.from({ length: Math.min(500, cards - i) }, (_, k) => ({ deck_id: deck.id, term: `T${i + k}`, definition: `D${i + k}`, created_at: now - DAY, updated_at: now - DAY }));
    ids.push(...(await db.insertInto('cards').values(rows).returning('id').execute()).map((r) => r.id));
  }
  const rng = seededRandom(11);
  const states = ids.slice(0, reviewed).map((cardId, k) => {
    const stability = 2 + rng() * 90;
    const interval = Math.max(1, Math.round(stability));
    // A tenth due now (the session's cards), the rest spread over their intervals.
    const due = k < reviewed / 10 ? now - DAY : now + Math.floor(rng() * interval) * DAY;
    return { user_id: userId, card_id: cardId, deck_id: deck.id, due, stability, difficulty: 5, elapsed_days: 0, scheduled_days: interval, learning_steps: 0, reps: 3, lapses: 0, state: State.Review, last_review: due - interval * DAY };
  });
  for (let i = 0; i < states.length; i += 500) await db.insertInto('card_states').values(states.slice(i, i + 500)).execute();
  return { deckId: deck.id, ids };
}

async function serverFigures() {
  console.log('\n5. The server: a deck of 10,000 cards (6,000 studied) on SQLite');
  const db = await makeTestDb();
  const user = await makeUser(db);
  const { deckId, ids } = await seedDeck(db, user.id, 10_000, 6_000);
  const api = callerFor(db, user, () => FIXED_NOW, { fsrsFuzz: true });
  // The worker's first start (tsx compiles it from source here) is not the figure.
  await api.workload.simulate({ deckId, days: 5, newPerDay: 1 });
  const [simulated, block] = await longestBlock(() => api.workload.simulate({ deckId, days: 365, newPerDay: 20 }));
  console.log(`simulate 365 days: ${simulated.totalReviews} reviews; event loop held at most ${block.toFixed(1)} ms (≤ 100 ms: ${pass(block <= 100)})`);
  const t = performance.now();
  const [, sweepBlock] = await longestBlock(() => api.workload.retention({ deckId, days: 365 }));
  const sweepMs = performance.now() - t;
  console.log(`Help me decide (13 × 365 days): ${sweepMs.toFixed(0)} ms; event loop held at most ${sweepBlock.toFixed(1)} ms (≤ 100 ms: ${pass(sweepBlock <= 100)})`);
  // What the machine alone does to the same timer: the same sweep computed in the worker with
  // nothing on the main thread but the wait (no database reads, no request), then an idle wait.
  const synthetic = { parameters: DEFAULT_PARAMETERS, days: 365, newPerDay: 20, newCards: 4_000, cards: matureCards(6_000, 8), profile: DEFAULT_PROFILE, spread: 'balance' as const, seed: 1 };
  const [, workerOnly] = await longestBlock(() => sweepRetentionInWorker(synthetic));
  const [, idleBaseline] = await longestBlock(() => new Promise((resolve) => setTimeout(resolve, sweepMs)));
  console.log(`baseline now (load ${loadavg()[0].toFixed(1)}): the sweep in the worker alone ${workerOnly.toFixed(1)} ms, an idle wait of ${sweepMs.toFixed(0)} ms ${idleBaseline.toFixed(1)} ms: timer lateness from 2 cores shared, not from work on the event loop`);

  console.log('\n6. Scheduling answers: a submit of 20 Good answers to due review cards, balancing off vs on (median of 15 submits)');
  const due = ids.slice(0, 600);
  const perCard: Record<string, number[]> = { off: [], on: [] };
  let next = 0;
  for (let round = 0; round < 15; round++) {
    for (const mode of ['off', 'on'] as const) {
      await api.workload.setOptions({ deckId, loadBalancing: mode === 'on', easyDays: Array(7).fill('normal') as never });
      const cards = due.slice(next, next + 20);
      next += 20;
      const t0 = performance.now();
      await api.sessions.submit({ sessionId: `bench-${round}-${mode}`, deckId, results: cards.map((cardId) => ({ cardId, isCorrect: true, rating: Rating.Good, gameType: 'flashcards' as const })) });
      perCard[mode].push((performance.now() - t0) / cards.length);
    }
  }
  const extra = median(perCard.on) - median(perCard.off);
  console.log(`per card: off ${median(perCard.off).toFixed(3)} ms, on ${median(perCard.on).toFixed(3)} ms: +${extra.toFixed(3)} ms (≤ 1 ms: ${pass(extra <= 1)})`);
  await stopWorkloadWorker();
}

export async function main(): Promise<void> {
  monteCarloCheck();
  balanceCheck();
  easyDayCheck();
  speed();
  await serverFigures();
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
