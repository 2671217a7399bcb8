import { AccuracyChart } from './AccuracyChart';
import { LearningJourneyChart } from './LearningJourneyChart';
import { PacingMeter } from './PacingMeter';
import { ReviewForecast } from './ReviewForecast';
import { StreakWidget } from './StreakWidget';
import styles from './DeckDashboard.module.css';

/** The deck-detail dashboards (docs/product.md: screens) in one block: forecast and streak, pacing, then the charts. */
export function DeckDashboard({ deckId, examDate }: { deckId: number; examDate: string | null }) {
  return (
    <div className={styles.dashboard} data-testid="deck-dashboard">
      <div className={styles.row}>
        <ReviewForecast deckId={deckId} />
        <StreakWidget />
      </div>
      <PacingMeter deckId={deckId} examDate={examDate} />
      <div className={`${styles.row} ${styles.charts}`}>
        <LearningJourneyChart deckId={deckId} />
        <AccuracyChart deckId={deckId} />
      </div>
    </div>
  );
}
