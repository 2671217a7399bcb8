// Knowledge levels (docs/learning-engine.md): NEW and LEARNING come from the FSRS state, the rest from
// stability in days. A card is "learned" (pacing) from ALMOST up.
import { State } from 'ts-fsrs';
import { LEVEL_KEYS, LEVELS, type Level, type LevelKey } from '../../shared/constants.js';

export const STABILITY_ALMOST_DAYS = 5;
export const STABILITY_CONFIDENT_DAYS = 14;
export const STABILITY_MASTERED_DAYS = 30;

export function levelOf(card: { state: number; stability: number }): Level {
  if (card.state === State.New) return 'NEW';
  if (card.state === State.Learning || card.state === State.Relearning) return 'LEARNING';
  if (card.stability < STABILITY_ALMOST_DAYS) return 'IMPROVING';
  if (card.stability < STABILITY_CONFIDENT_DAYS) return 'ALMOST';
  if (card.stability < STABILITY_MASTERED_DAYS) return 'CONFIDENT';
  return 'MASTERED';
}

const LEARNED: ReadonlySet<Level> = new Set(['ALMOST', 'CONFIDENT', 'MASTERED']);

export function isLearned(level: Level): boolean {
  return LEARNED.has(level);
}

export function levelKey(level: Level): LevelKey {
  return LEVEL_KEYS[LEVELS.indexOf(level)];
}

export type LevelDistribution = Record<LevelKey, number>;

/** Counts per level, every level present (zeros included). */
export function levelDistribution(cards: Iterable<{ state: number; stability: number }>): LevelDistribution {
  const distribution = Object.fromEntries(LEVEL_KEYS.map((k) => [k, 0])) as LevelDistribution;
  for (const card of cards) distribution[levelKey(levelOf(card))] += 1;
  return distribution;
}
