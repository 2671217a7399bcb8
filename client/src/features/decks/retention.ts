// Desired retention in plain words (docs/memory-model.md): what the learner gets and what it costs.
import { DESIRED_RETENTION_DEFAULT } from '../../../../shared/memoryModel';

/** FSRS-6's default decay: with it, the interval that reaches retention r scales as r^(−1/decay) − 1. */
const DEFAULT_DECAY = 0.1542;

/**
 * Reviews a day at `retention` relative to 90 %, for cards already learned: intervals scale as
 * (r^(−1/decay) − 1), and the reviews a day as their inverse. A rough guide, not a forecast.
 */
export function relativeWorkload(retention: number): number {
  const interval = (r: number) => Math.pow(r, -1 / DEFAULT_DECAY) - 1;
  return interval(DESIRED_RETENTION_DEFAULT) / interval(retention);
}

export function formatRetention(retention: number): string {
  return `${Math.round(retention * 100)}%`;
}

export function retentionTradeOff(retention: number): string {
  const percent = formatRetention(retention);
  const workload = relativeWorkload(retention);
  if (Math.abs(retention - DESIRED_RETENTION_DEFAULT) < 0.005) {
    return `You should remember about ${percent} of cards when they come up. The recommended balance of remembering and reviewing.`;
  }
  if (retention > DESIRED_RETENTION_DEFAULT) {
    const times = workload < 10 ? workload.toFixed(1) : Math.round(workload).toString();
    return `You should remember about ${percent} of cards when they come up, for roughly ${times}× as many reviews a day as at 90%.`;
  }
  return `You should remember about ${percent} of cards when they come up, with roughly ${Math.round(workload * 100)}% of the reviews a day at 90%: fewer reviews, more forgetting.`;
}
