import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../lib/useNearViewport';
import { MSG } from '../../../../shared/messages';
import { ACCURACY_MEANS } from '../../../../shared/accuracy';
import type { HistoryEntry } from '../../../../shared/schemas/sessions';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { averageAccuracy, historySeries } from './historyAxis';
import { ChartIcon } from './icons';
import { useHistory } from './queries';
import { StatCard, StatMessage } from './StatCard';
import styles from './AccuracyChart.module.css';

const AccuracyLine = lazy(() => import('./charts/AccuracyLine'));
const TITLE = 'Accuracy Over Time';

export function AccuracyView({ history }: { history: HistoryEntry[] }) {
  // The line chart (recharts) renders when it comes near the viewport; the placeholder keeps its space.
  const [chartRef, near] = useNearViewport<HTMLDivElement>();
  if (history.length === 0) {
    return (
      <StatCard title={TITLE} icon={<ChartIcon />}>
        <StatMessage>{MSG.historyEmpty}</StatMessage>
      </StatCard>
    );
  }
  const points = historySeries(history);
  const latest = points[points.length - 1];
  return (
    <StatCard title={TITLE} icon={<ChartIcon />}>
      {/* The same count as a session's end screen (shared/accuracy.ts). */}
      <p className={styles.means} data-testid="accuracy-means">{ACCURACY_MEANS}, per day.</p>
      <dl className={styles.summary}>
        <div className={styles.figure}>
          <dt>Latest</dt>
          <dd data-testid="accuracy-latest">{latest.accuracy.toFixed(1)}%</dd>
        </div>
        <div className={styles.figure}>
          <dt>Average</dt>
          <dd data-testid="accuracy-average">{averageAccuracy(history)?.toFixed(1)}%</dd>
        </div>
        <div className={styles.figure}>
          <dt>Days studied</dt>
          <dd data-testid="accuracy-days">{points.length}</dd>
        </div>
      </dl>
      {near ? (
        <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
          <AccuracyLine points={points} />
        </Suspense>
      ) : (
        <div ref={chartRef} className={styles.placeholder} aria-hidden="true" />
      )}
    </StatCard>
  );
}

export function AccuracyChart({ deckId }: { deckId: number }) {
  const query = useHistory(deckId);
  if (query.isPending) {
    return (
      <StatCard title={TITLE} icon={<ChartIcon />}>
        <Loading text={MSG.loadingHistory} />
      </StatCard>
    );
  }
  if (query.isError) {
    return (
      <StatCard title={TITLE} icon={<ChartIcon />}>
        <ErrorWithRetry message={MSG.historyFailed} onRetry={() => void query.refetch()} />
      </StatCard>
    );
  }
  return <AccuracyView history={query.data} />;
}
