import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { useNearViewport } from '../../lib/useNearViewport';
import { errorMessage } from '../../lib/trpc';
import { StatCard } from '../stats/StatCard';
import { ChartIcon } from '../stats/icons';
import { useSimulation } from './queries';
import { ScheduleOptions } from './ScheduleOptions';
import { examDayOf, percent, todayString, workloadPoints, workloadSummary } from './workloadView';
import styles from './Workload.module.css';

const WorkloadBars = lazy(() => import('./charts/WorkloadBars'));
const TITLE = 'Workload Forecast';
const SPANS = [
  { days: 30, label: '30 days' },
  { days: 90, label: '3 months' },
  { days: 365, label: '1 year' },
] as const;
const NEW_PER_DAY_MAX = 9999;

/** The days to show: up to the exam when it is near, else the span chosen. */
function defaultSpan(examDay: number | null): number {
  if (examDay !== null && examDay <= 30) return 30;
  if (examDay !== null && examDay <= 90) return 90;
  return 30;
}

/**
 * The deck's simulated workload (docs/workload.md): reviews and minutes a day from the learner's
 * own memory model, cards and answer times, with "add N new cards a day" to try a pace and the
 * exam day marked. Below it, the deck's load balancing and Easy Days.
 */
export function WorkloadPanel({ deckId, newCardsPerDay, examDate }: { deckId: number; newCardsPerDay: number; examDate: string | null }) {
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
    <StatCard title={TITLE} icon={<ChartIcon />} className={styles.panel}>
      <p className={styles.lead}>What studying this deck will ask of you, day by day, from your own memory and answer times.</p>
      <div className={styles.controls}>
        <div className={styles.control}>
          <label htmlFor={`${id}-new`}>Add new cards a day</label>
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
            {typed === null ? 'Enter a whole number from 0 to 9999.' : `Your deck's setting is ${newCardsPerDay}.`}
          </span>
        </div>
        <div className={styles.control} role="group" aria-labelledby={`${id}-span`}>
          <span id={`${id}-span`} className={styles.groupLabel}>
            Show
          </span>
          <div className={styles.segmented}>
            {SPANS.map((span) => (
              <button key={span.days} type="button" className={styles.segment} aria-pressed={days === span.days} onClick={() => setDays(span.days)}>
                {span.label}
              </button>
            ))}
          </div>
        </div>
      </div>

      {simulation.isError ? (
        <ErrorWithRetry message={errorMessage(simulation.error, 'The workload could not be simulated.')} onRetry={() => simulation.refetch()} />
      ) : !data || !summary ? (
        <Loading text="Simulating your workload..." />
      ) : (
        <>
          <dl className={styles.summary} aria-live="polite" data-testid="workload-summary">
            <div className={styles.figure}>
              <dt>Reviews a day</dt>
              <dd>{summary.reviewsPerDay}</dd>
            </div>
            <div className={styles.figure}>
              <dt>Minutes a day</dt>
              <dd>{summary.minutesPerDay}</dd>
            </div>
            <div className={styles.figure}>
              <dt>Busiest day</dt>
              <dd>{summary.peakReviews}</dd>
            </div>
            <div className={styles.figure}>
              <dt>Known at the end</dt>
              <dd>
                {data.expectedKnown} <span className={styles.unit}>({percent(finalRetention)})</span>
              </dd>
            </div>
          </dl>
          {near ? (
            <Suspense fallback={<div className={styles.chartPlaceholder} aria-hidden="true" />}>
              <div role="img" aria-label={`Chart of reviews and minutes a day for ${days} days${examDay ? ', exam day marked' : ''}.`}>
                <WorkloadBars points={workloadPoints(data.days, today)} examDay={examDay} />
              </div>
            </Suspense>
          ) : (
            <div ref={chartRef} className={styles.chartPlaceholder} aria-hidden="true" />
          )}
          {examDate && examDay === null && days < 365 && <p className={styles.help}>Your exam is after the days shown.</p>}
        </>
      )}
      <ScheduleOptions deckId={deckId} />
    </StatCard>
  );
}
