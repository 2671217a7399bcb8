import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../lib/useNearViewport';
import { MSG } from '../../../../shared/messages';
import type { LearningJourney } from '../../../../shared/schemas/sessions';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { MapIcon } from './icons';
import { isJourneyEmpty, journeySeries } from './journeySeries';
import { useLearningJourney } from './queries';
import { StatCard, StatMessage } from './StatCard';
import styles from './LearningJourneyChart.module.css';

const JourneyDonut = lazy(() => import('./charts/JourneyDonut'));
const TITLE = 'Learning Journey';

export function LearningJourneyView({ journey }: { journey: LearningJourney }) {
  // The donut (recharts) renders when it comes near the viewport; its placeholder keeps the space.
  const [chartRef, near] = useNearViewport<HTMLDivElement>();
  if (isJourneyEmpty(journey)) {
    return (
      <StatCard title={TITLE} icon={<MapIcon />}>
        <StatMessage>{MSG.journeyEmpty}</StatMessage>
      </StatCard>
    );
  }
  const slices = journeySeries(journey);
  const placeholder = (
    <div ref={near ? undefined : chartRef} className={styles.placeholder} aria-hidden="true">
      <div className={styles.ring} />
    </div>
  );
  return (
    <StatCard title={TITLE} icon={<MapIcon />} aside={`${journey.totalCardCount} cards`}>
      <div className={styles.body}>
        {near ? (
          <Suspense fallback={placeholder}>
            <JourneyDonut slices={slices} total={journey.totalCardCount} />
          </Suspense>
        ) : (
          placeholder
        )}
        {/* The legend is also the chart's text alternative: every level, count and share. */}
        <ul className={styles.legend} aria-label="Cards by knowledge level">
          {slices.map((s) => (
            <li key={s.key} className={styles.item} data-testid={`journey-${s.key}`}>
              <span className={styles.swatch} style={{ background: `var(${s.colorVar})` }} aria-hidden="true" />
              <span className={styles.name}>{s.name}</span>
              <span className={styles.count}>{s.count}</span>
              <span className={styles.percent}>{s.percent.toFixed(1)}%</span>
            </li>
          ))}
        </ul>
      </div>
    </StatCard>
  );
}

export function LearningJourneyChart({ deckId }: { deckId: number }) {
  const query = useLearningJourney(deckId);
  if (query.isPending) {
    return (
      <StatCard title={TITLE} icon={<MapIcon />}>
        <Loading text={MSG.loadingJourney} />
      </StatCard>
    );
  }
  if (query.isError) {
    return (
      <StatCard title={TITLE} icon={<MapIcon />}>
        <ErrorWithRetry message={MSG.journeyFailed} onRetry={() => void query.refetch()} />
      </StatCard>
    );
  }
  return <LearningJourneyView journey={query.data} />;
}
