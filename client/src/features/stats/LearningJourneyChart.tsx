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
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useMsg } from '../../i18n/useMsg';
import { namespace as statsNs, type MessageId } from '../../locales/stats';

const JourneyDonut = lazy(() => import('./charts/JourneyDonut'));

export function LearningJourneyView({ journey }: { journey: LearningJourney }) {
  // The donut (recharts) renders when it comes near the viewport; its placeholder keeps the space.
  const [chartRef, near] = useNearViewport<HTMLDivElement>();
  const t = useT(statsNs);
  const tm = useMsg();
  const format = useFormat();
  const TITLE = t('stats.journey.title');
  if (isJourneyEmpty(journey)) {
    return (
      <StatCard title={TITLE} icon={<MapIcon />}>
        <StatMessage>{tm(MSG.journeyEmpty)}</StatMessage>
      </StatCard>
    );
  }
  // The levels' names in the reader's language; the donut's tooltip reads them too.
  const slices = journeySeries(journey).map((s) => ({ ...s, name: t(`stats.level.${s.key}` as MessageId) }));
  const placeholder = (
    <div ref={near ? undefined : chartRef} className={styles.placeholder} aria-hidden="true">
      <div className={styles.ring} />
    </div>
  );
  return (
    <StatCard title={TITLE} icon={<MapIcon />} aside={t('stats.cards', { n: journey.totalCardCount })}>
      <div className={styles.body}>
        {near ? (
          <Suspense fallback={placeholder}>
            <JourneyDonut slices={slices} total={journey.totalCardCount} />
          </Suspense>
        ) : (
          placeholder
        )}
        {/* The legend is also the chart's text alternative: every level, count and share. */}
        <ul className={styles.legend} aria-label={t('stats.journey.byLevel')}>
          {slices.map((s) => (
            <li key={s.key} className={styles.item} data-testid={`journey-${s.key}`}>
              <span className={styles.swatch} style={{ background: `var(${s.colorVar})` }} aria-hidden="true" />
              <span className={styles.name}>{s.name}</span>
              <span className={styles.count}>{format.number(s.count)}</span>
              <span className={styles.percent}>{format.number(s.percent / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span>
            </li>
          ))}
        </ul>
      </div>
    </StatCard>
  );
}

export function LearningJourneyChart({ deckId }: { deckId: number }) {
  const query = useLearningJourney(deckId);
  const t = useT(statsNs);
  const tm = useMsg();
  const TITLE = t('stats.journey.title');
  if (query.isPending) {
    return (
      <StatCard title={TITLE} icon={<MapIcon />}>
        <Loading text={tm(MSG.loadingJourney)} />
      </StatCard>
    );
  }
  if (query.isError) {
    return (
      <StatCard title={TITLE} icon={<MapIcon />}>
        <ErrorWithRetry message={tm(MSG.journeyFailed)} onRetry={() => void query.refetch()} />
      </StatCard>
    );
  }
  return <LearningJourneyView journey={query.data} />;
}
