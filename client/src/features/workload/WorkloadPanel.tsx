import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { useNearViewport } from '../../lib/useNearViewport';
import { errorMessage } from '../../lib/trpc';
import { useSimulation } from './queries';
import { ScheduleOptions } from './ScheduleOptions';
import { examDayOf, todayString, workloadPoints, workloadSummary } from './workloadView';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { namespace as workloadNs } from '../../locales/workload';
import styles from './Workload.module.css';

const WorkloadBars = lazy(() => import('./charts/WorkloadBars'));
const SPANS = [
  { days: 30, label: 'workload.span.30' },
  { days: 90, label: 'workload.span.90' },
  { days: 365, label: 'workload.span.365' },
] as const;
const NEW_PER_DAY_MAX = 9999;

/** The days to show: up to the exam when it is near, else the span chosen. */
function defaultSpan(examDay: number | null): number {
  if (examDay !== null && examDay <= 30) return 30;
  if (examDay !== null && examDay <= 90) return 90;
  return 30;
}

type WorkloadPanelProps = { deckId: number; newCardsPerDay: number; examDate: string | null };

/**
 * The deck's simulated workload (docs/workload.md): reviews and minutes a day from the learner's
 * own memory model, cards and answer times, with "add N new cards a day" to try a pace and the
 * exam day marked. Below it, the deck's load balancing and Easy Days. The content of the deck
 * page's "Workload Forecast" frame, which it loads once the page has gone idle (LazyWorkloadPanel).
 */
export function WorkloadPanelBody({ deckId, newCardsPerDay, examDate }: WorkloadPanelProps) {
  const t = useT(workloadNs);
  const format = useFormat();
  const today = todayString();
  const [days, setDays] = useState(() => defaultSpan(examDayOf(examDate, today, 365)));
  const [newPerDayText, setNewPerDayText] = useState(String(newCardsPerDay));
  useEffect(() => setNewPerDayText(String(newCardsPerDay)), [newCardsPerDay]);
  const parsed = Number(newPerDayText);
  const typed = newPerDayText.trim() !== '' && Number.isInteger(parsed) && parsed >= 0 && parsed <= NEW_PER_DAY_MAX ? parsed : null;
  // Asks once the learner stops typing, not on every keystroke.
  const [newPerDay, setNewPerDay] = useState<number | null>(typed);
  useEffect(() => {
    const timer = setTimeout(() => setNewPerDay(typed), 400);
    return () => clearTimeout(timer);
  }, [typed]);
  const simulation = useSimulation(deckId, days, newPerDay);
  const [chartRef, near] = useNearViewport<HTMLDivElement>();
  const id = useId();
  const examDay = examDayOf(examDate, today, days);

  const data = simulation.data;
  const summary = data ? workloadSummary(data.days) : null;
  const finalRetention = data?.days.at(-1)?.expectedRetention ?? 0;

  return (
    <>
      <p className={styles.lead}>{t('workload.lead')}</p>
      <div className={styles.controls}>
        <div className={styles.control}>
          <label htmlFor={`${id}-new`}>{t('workload.newPerDay')}</label>
          <input
            id={`${id}-new`}
            className="input"
            type="number"
            inputMode="numeric"
            min={0}
            max={NEW_PER_DAY_MAX}
            step={1}
            value={newPerDayText}
            aria-invalid={typed === null}
            aria-describedby={`${id}-new-help`}
            onChange={(e) => setNewPerDayText(e.target.value)}
            data-testid="workload-new-per-day"
          />
          <span id={`${id}-new-help`} className={styles.help}>
            {typed === null ? t('workload.newPerDayInvalid') : t('workload.newPerDaySetting', { n: format.number(newCardsPerDay) })}
          </span>
        </div>
        <div className={styles.control} role="group" aria-labelledby={`${id}-span`}>
          <span id={`${id}-span`} className={styles.groupLabel}>
            {t('workload.show')}
          </span>
          <div className={styles.segmented}>
            {SPANS.map((span) => (
              <button key={span.days} type="button" className={styles.segment} aria-pressed={days === span.days} onClick={() => setDays(span.days)}>
                {t(span.label)}
              </button>
            ))}
          </div>
        </div>
      </div>

      {simulation.isError ? (
        <ErrorWithRetry message={errorMessage(simulation.error, t('workload.failed'))} onRetry={() => simulation.refetch()} />
      ) : !data || !summary ? (
        <Loading text={t('workload.simulating')} />
      ) : (
        <>
          <dl className={styles.summary} aria-live="polite" data-testid="workload-summary">
            <div className={styles.figure}>
              <dt>{t('workload.reviewsPerDay')}</dt>
              <dd>{format.number(summary.reviewsPerDay)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('workload.minutesPerDay')}</dt>
              <dd>{format.number(summary.minutesPerDay)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('workload.busiest')}</dt>
              <dd>{format.number(summary.peakReviews)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('workload.knownEnd')}</dt>
              <dd>
                {format.number(data.expectedKnown)} <span className={styles.unit}>({format.number(finalRetention, { style: 'percent', maximumFractionDigits: 0 })})</span>
              </dd>
            </div>
          </dl>
          {near ? (
            <Suspense fallback={<div className={styles.chartPlaceholder} aria-hidden="true" />}>
              <div role="img" aria-label={t(examDay ? 'workload.chartLabelExam' : 'workload.chartLabel', { days: format.number(days) })}>
                <WorkloadBars points={workloadPoints(data.days, today)} examDay={examDay} />
              </div>
            </Suspense>
          ) : (
            <div ref={chartRef} className={styles.chartPlaceholder} aria-hidden="true" />
          )}
          {examDate && examDay === null && days < 365 && <p className={styles.help}>{t('workload.examAfter')}</p>}
        </>
      )}
      <ScheduleOptions deckId={deckId} />
    </>
  );
}
