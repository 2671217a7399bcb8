// The fit's entry: builds the histories and runs the fit off the main thread, so the server keeps
// answering while fsrs-rs works (docs/memory-model.md). Receives columns, answers one result. The server
// runs it as a child process (optimizeInWorker.ts: its memory all goes back when it exits);
// bench/memoryModel.ts still runs it as a worker thread (workerData in, parentPort out).
import { parentPort, workerData } from 'node:worker_threads';
import { fitAndEvaluate } from './fit.js';
import { buildReviewHistories, mostRecentHistories, recentCards, type ReviewRecord } from './history.js';
import { MAX_FIT_REVIEWS } from './parameters.js';
import type { OptimizerInput, OptimizerOutput, OptimizerReply } from './optimizeInWorker.js';

async function run(input: OptimizerInput): Promise<OptimizerOutput> {
  const maxReviews = input.maxReviews ?? MAX_FIT_REVIEWS;
  // The cards the fit keeps are chosen from the columns first, so only their reviews become
  // records and histories (issue 31: all 1.4M reviews' histories peaked at ~1 GB).
  const chosen = recentCards(input, input.timeZone, maxReviews);
  const records: ReviewRecord[] = [];
  for (let i = 0; i < input.ratings.length; i++) {
    const cardId = input.cardIds[i];
    // Logs of deleted cards are left out of every history.
    if (cardId < 0 || (chosen && !chosen.has(cardId))) continue;
    records.push({ cardId, rating: input.ratings[i], reviewedAt: input.reviewedAt[i] });
  }
  const built = buildReviewHistories(records, input.timeZone);
  records.length = 0;
  const histories = mostRecentHistories(built.histories, maxReviews);
  const result = await fitAndEvaluate(histories, input.options);
  return { reviewCount: histories.reduce((sum, h) => sum + h.reviews.length, 0), result };
}

const answer = (input: OptimizerInput, send: (reply: OptimizerReply) => void) =>
  run(input).then(
    (output) => send({ ok: true, output }),
    (error: unknown) => send({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );

if (parentPort) void answer(workerData as OptimizerInput, (reply) => parentPort!.postMessage(reply));
else {
  // A child process: one fit, then exit once the answer is sent (the IPC channel would keep it alive).
  process.once('message', (input) => void answer(input as OptimizerInput, (reply) => process.send!(reply, () => process.exit(0))));
}
