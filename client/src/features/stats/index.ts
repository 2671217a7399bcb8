// The deck-detail dashboards (docs/product.md: screens). Charts pull recharts in lazily.
export { ReviewForecast } from './ReviewForecast';
export { StreakWidget } from './StreakWidget';
export { PacingMeter } from './PacingMeter';
export { LearningJourneyChart } from './LearningJourneyChart';
export { AccuracyChart } from './AccuracyChart';
export { invalidateDeckStats, useAvailableSmartGames } from './queries';
export { DeckDashboard } from './DeckDashboard';
