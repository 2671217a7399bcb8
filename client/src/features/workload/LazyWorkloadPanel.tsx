import { lazy, Suspense } from 'react';
import { Loading } from '../../components/ui/Status';
import { useIdle } from '../../lib/useAfterFirstPaint';
import { StatCard } from '../stats/StatCard';
import { ChartIcon } from '../stats/icons';
import { useT } from '../../i18n';
import { namespace as workloadNs } from '../../locales/workload';
import styles from './LazyWorkloadPanel.module.css';

// The workload planner (docs/workload.md) is below the fold of the deck page and nobody needs it
// for the page's first paint: its code (the panel, its options, Help me decide's rules) loads
// when the page has gone idle, and its queries start then (issue 48). Its frame (the titled
// region) is there from the start and stays the same element when the content arrives, so finding
// it needs no scrolling and nothing holding it is ever detached.
const WorkloadPanelBody = lazy(() => import('./WorkloadPanel').then((m) => ({ default: m.WorkloadPanelBody })));

export function LazyWorkloadPanel(props: { deckId: number; newCardsPerDay: number; examDate: string | null }) {
  const t = useT(workloadNs);
  const idle = useIdle();
  const loading = <Loading text={t('workload.loading')} />;
  return (
    <StatCard title={t('workload.title')} icon={<ChartIcon />} className={styles.frame}>
      {idle ? (
        <Suspense fallback={loading}>
          <WorkloadPanelBody {...props} />
        </Suspense>
      ) : (
        loading
      )}
    </StatCard>
  );
}
