// The simulator's worker thread (docs/workload.md): a year of 10,000 cards takes a few hundred
// milliseconds of pure computing, and "Help me decide" runs it thirteen times, so it never runs
// on the server's event loop. Receives one job per message, answers its result.
import { parentPort } from 'node:worker_threads';
import { sweepRetention } from './retention.js';
import { simulateWorkload, type SimulationInput } from './simulate.js';

export type WorkloadJob = { id: number; kind: 'simulate'; input: SimulationInput } | { id: number; kind: 'retention'; input: Omit<SimulationInput, 'desiredRetention'> };
export type WorkloadReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

parentPort?.on('message', (job: WorkloadJob) => {
  try {
    const value = job.kind === 'simulate' ? simulateWorkload(job.input) : sweepRetention(job.input);
    parentPort!.postMessage({ id: job.id, ok: true, value } satisfies WorkloadReply);
  } catch (error) {
    parentPort!.postMessage({ id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies WorkloadReply);
  }
});
