// Learning-journey chart data (docs/product.md: states, limits): the six levels in order with their colours and
// one-decimal percentages; the tooltip reads '<level>: N cards (P%)'.
import { LEVEL_KEYS, LEVELS, type Level, type LevelKey } from '../../../../shared/constants';
import type { LearningJourney } from '../../../../shared/schemas/sessions';

export interface JourneySlice {
  key: LevelKey;
  level: Level;
  /** Title-case name for legends, e.g. 'Almost'. */
  name: string;
  count: number;
  /** Share of the deck in percent, one decimal. */
  percent: number;
  /** CSS variable of the level's colour (tokens.css). */
  colorVar: string;
}

export function percentOneDecimal(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 1000) / 10 : 0;
}

export function journeySeries(journey: LearningJourney): JourneySlice[] {
  return LEVELS.map((level, i) => {
    const key = LEVEL_KEYS[i];
    const count = journey.distribution[key] ?? 0;
    return {
      key,
      level,
      name: level.charAt(0) + level.slice(1).toLowerCase(),
      count,
      percent: percentOneDecimal(count, journey.totalCardCount),
      colorVar: `--level-${key}`,
    };
  });
}

export const journeyTooltip = (slice: Pick<JourneySlice, 'level' | 'count' | 'percent'>) =>
  `${slice.level}: ${slice.count} cards (${slice.percent.toFixed(1)}%)`;

/** Nothing to show until a card has left NEW (or the deck has no cards at all). */
export function isJourneyEmpty(journey: LearningJourney): boolean {
  return journey.totalCardCount === 0 || journey.distribution.new === journey.totalCardCount;
}
