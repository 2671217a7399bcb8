// "Help me decide" (docs/workload.md): the simulated workload at each desired retention from 0.70
// to 0.97, and the point of least work per remembered card. Pure over simulateWorkload.
import { simulateWorkload, type SimulationInput } from './simulate.js';

export const RETENTION_STEPS: readonly number[] = [0.7, 0.73, 0.76, 0.79, 0.82, 0.85, 0.88, 0.9, 0.92, 0.94, 0.95, 0.96, 0.97];

export interface RetentionPoint {
  retention: number;
  reviewsPerDay: number;
  minutesPerDay: number;
  knownAtEnd: number;
}

export interface RetentionSweep {
  points: RetentionPoint[];
  /** The retention whose minutes per remembered card at the end is least. */
  best: number;
}

export function sweepRetention(base: Omit<SimulationInput, 'desiredRetention'>): RetentionSweep {
  const days = Math.max(1, base.days);
  const points = RETENTION_STEPS.map((retention) => {
    const result = simulateWorkload({ ...base, desiredRetention: retention });
    const minutes = result.days.reduce((sum, d) => sum + d.minutes, 0);
    return {
      retention,
      reviewsPerDay: Math.round((result.totalReviews / days) * 10) / 10,
      minutesPerDay: Math.round((minutes / days) * 10) / 10,
      knownAtEnd: result.expectedKnown,
    };
  });
  let best = points[0];
  const cost = (p: RetentionPoint) => (p.knownAtEnd > 0 ? p.minutesPerDay / p.knownAtEnd : Infinity);
  for (const p of points) if (cost(p) < cost(best)) best = p;
  return { points, best: best.retention };
}
