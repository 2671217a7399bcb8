// FSRS-6 parameters (21 numbers) and the forgetting curve they imply (docs/memory-model.md). Pure: used
// by the scheduler, the optimizer, the simulated learners and the profile page's figures.
import { default_w } from 'ts-fsrs';

export const PARAMETER_COUNT = 21;

/** ts-fsrs's population defaults; fsrs-rs (the optimizer) starts from the same numbers. */
export const DEFAULT_PARAMETERS: readonly number[] = Object.freeze([...default_w]);

/** Automatic refits: after this many new reviews, at most once per MIN_AUTO_INTERVAL_MS. */
export const AUTO_OPTIMIZE_EVERY_REVIEWS = 1000;
export const MIN_AUTO_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** A fit sees at most this many reviews: the most recent cards' whole histories (docs/memory-model.md). */
export const MAX_FIT_REVIEWS = 100_000;

/** After a person's optimize finishes, their next one waits this long (429 before, docs/security.md). */
export const OPTIMIZE_COOLDOWN_MS = 5 * 60_000;

/** 21 finite numbers, else null: stored JSON is checked before a scheduler ever sees it. */
export function parseParameters(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length !== PARAMETER_COUNT) return null;
  return value.every((n) => typeof n === 'number' && Number.isFinite(n)) ? (value as number[]) : null;
}

export function sameParameters(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((n, i) => Math.abs(n - b[i]) < 1e-9);
}

/**
 * Probability of recall `elapsedDays` after a review that left stability `stability`:
 * FSRS-6's power curve, R = (1 + factor·t/S)^(−decay), with R(S) = 0.9 by construction.
 */
export function retrievability(parameters: readonly number[], elapsedDays: number, stability: number): number {
  const decay = parameters[20];
  const factor = Math.pow(0.9, -1 / decay) - 1;
  return Math.pow(1 + (factor * Math.max(0, elapsedDays)) / Math.max(stability, 0.001), -decay);
}
