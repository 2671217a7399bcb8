import { useEffect } from 'react';
import { MSG } from '../../../../shared/messages';
import type { ReviewStats } from '../../../../shared/schemas/sessions';
import { forecastRows } from './forecast';
import { CheckCircleIcon, ClockIcon } from './icons';
import { useReviewStats } from './queries';
import { StatCard } from './StatCard';
import styles from './ReviewForecast.module.css';

const TITLE = 'Review Forecast';

export function ReviewForecastView({ stats, isLoading }: { stats: ReviewStats | undefined; isLoading: boolean }) {
  if (isLoading) {
    return (
      <StatCard title={TITLE} icon={<ClockIcon />}>
        <div className={styles.skeleton} role="status" aria-busy="true" aria-label="Loading review forecast" />
      </StatCard>
    );
  }
  const rows = forecastRows(stats);
  return (
    <StatCard title={TITLE} icon={<ClockIcon />}>
      {rows ? (
        <ul className={styles.grid}>
          {rows.map((row) => (
            <li key={row.key} className={row.key === 'dueNow' ? `${styles.tile} ${styles.now}` : styles.tile} data-testid={`forecast-${row.key}`}>
              <span className={styles.count}>{row.count}</span>
              <span className={styles.label}>{row.label}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.caughtUp} role="status">
          <CheckCircleIcon />
          {MSG.allCaughtUp}
        </p>
      )}
    </StatCard>
  );
}

/** Review forecast (docs/product.md: screens). A failed call is only logged and reads as all caught up (docs/product.md: calls). */
export function ReviewForecast({ deckId }: { deckId: number }) {
  const query = useReviewStats(deckId);
  useEffect(() => {
    if (query.error) console.error('Could not load review stats', query.error);
  }, [query.error]);
  return <ReviewForecastView stats={query.data} isLoading={query.isPending && !query.isError} />;
}
