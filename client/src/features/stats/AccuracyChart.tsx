import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../lib/useNearViewport';
import { MSG } from '../../../../shared/messages';
import type { HistoryEntry } from '../../../../shared/schemas/sessions';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { averageAccuracy, historySeries } from './historyAxis';
import { ChartIcon } from './icons';
import { useHistory } from './queries';
import { StatCard, StatMessage } from './StatCard';
import styles from './AccuracyChart.module.css';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useMsg } from '../../i18n/useMsg';
import { namespace as statsNs } from '../../locales/stats';

const AccuracyLine = lazy(() => import('./charts/AccuracyLine'));

export function AccuracyView({ history }: { history: HistoryEntry[] }) {
  // The line chart (recharts) renders when it comes near the viewport; the placeholder keeps its space.
  const [chartRef, near] = useNearViewport<HTMLDivElement>();
  const t = useT(statsNs);
  const tm = useMsg();
  const format = useFormat();
  const TITLE = t('stats.accuracy.title');
  const percent = (value: number) => format.number(value / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (history.length === 0) {
    return (
      <StatCard title={TITLE} icon={<ChartIcon />}>
        <StatMessage>{tm(MSG.historyEmpty)}</StatMessage>
      </StatCard>
    );
  }
  const points = historySeries(history);
  const latest = points[points.length - 1];
  return (
    <StatCard title={TITLE} icon={<ChartIcon />}>
      {/* The same count as a session's end screen (shared/accuracy.ts: ACCURACY_MEANS). */}
      <p className={styles.means} data-testid="accuracy-means">
        {t('stats.accuracy.means')}
      </p>
      <dl className={styles.summary}>
        <div className={styles.figure}>
          <dt>{t('stats.accuracy.latest')}</dt>
          <dd data-testid="accuracy-latest">{percent(latest.accuracy)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('stats.accuracy.average')}</dt>
          <dd data-testid="accuracy-average">{percent(averageAccuracy(history) ?? 0)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('stats.accuracy.days')}</dt>
          <dd data-testid="accuracy-days">{format.number(points.length)}</dd>
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
  const t = useT(statsNs);
  const tm = useMsg();
  const TITLE = t('stats.accuracy.title');
  if (query.isPending) {
    return (
      <StatCard title={TITLE} icon={<ChartIcon />}>
        <Loading text={tm(MSG.loadingHistory)} />
      </StatCard>
    );
  }
  if (query.isError) {
    return (
      <StatCard title={TITLE} icon={<ChartIcon />}>
        <ErrorWithRetry message={tm(MSG.historyFailed)} onRetry={() => void query.refetch()} />
      </StatCard>
    );
  }
  return <AccuracyView history={query.data} />;
}
