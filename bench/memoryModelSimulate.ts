// Worker for bench/memoryModel.ts: simulates a learner off the main thread. The simulation makes
// hundreds of thousands of native (napi) objects whose finalizers would otherwise run on the
// bench's main thread later, and show up as event-loop blocks the app itself never has.
import { parentPort, workerData } from 'node:worker_threads';
import { perturbedParameters, simulateLearner } from '../server/domain/memoryModel/simulate.js';

const { target, start } = workerData as { target: number; start: number };
// About nine reviews per card over a year with new cards introduced for 60 % of it.
const records = simulateLearner({ parameters: perturbedParameters(7, 2), cards: Math.ceil(target / 8), days: 365, seed: target, start }).slice(0, target);
parentPort!.postMessage({
  cardIds: Float64Array.from(records, (r) => r.cardId ?? -1),
  ratings: Uint8Array.from(records, (r) => r.rating),
  reviewedAt: Float64Array.from(records, (r) => r.reviewedAt),
});
