import { lazy, Suspense, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { errorMessage } from '../../lib/trpc';
import { calibrationView, summarizeMemoryModel } from './memoryModelView';
import { useMemoryModel, useOptimizeMemoryModel, useResetMemoryModel } from './queries';
import styles from './MemoryModelSection.module.css';

const CalibrationChart = lazy(() => import('./CalibrationChart'));

/** Profile section 'Your memory model' (docs/memory-model.md): what schedules the reviews, and how well it predicts. */
export function MemoryModelSection() {
  const query = useMemoryModel();
  const optimize = useOptimizeMemoryModel();
  const reset = useResetMemoryModel();
  const [confirmReset, setConfirmReset] = useState(false);
  const [error, setError] = useState<string | null>(null);

  let body;
  if (query.isPending) body = <Loading text="Loading your memory model..." />;
  else if (query.isError) body = <ErrorWithRetry message="Your memory model could not be loaded." onRetry={() => void query.refetch()} />;
  else {
    const model = query.data;
    const summary = summarizeMemoryModel(model);
    const chart = model.evaluation ? calibrationView(model.evaluation) : null;
    const runOptimize = () => {
      setError(null);
      optimize.mutate(undefined, { onError: (e) => setError(errorMessage(e, 'The memory model could not be fitted. Please try again.')) });
    };
    body = (
      <>
        <div className={styles.status}>
          <span className={summary.tone === 'personal' ? styles.badgePersonal : styles.badgeDefault} data-testid="memory-model-badge">
            {summary.badge}
          </span>
          <p className={styles.headline}>{summary.headline}</p>
        </div>
        {summary.comparison && (
          <p className={styles.comparison} data-testid="memory-model-comparison">
            {summary.comparison}
          </p>
        )}
        <dl className={styles.facts}>
          {summary.facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {chart?.kind === 'none' && (
          <p className={styles.noChart} data-testid="memory-model-no-chart">
            {chart.reason}
          </p>
        )}
        {chart?.kind === 'chart' && (
          <figure className={styles.figure}>
            <figcaption className={styles.caption}>
              Predicted vs actual recall on your {model.evaluation!.heldOutReviews.toLocaleString('en-US')} most recent reviews. The closer a line
              follows the dashed diagonal, the better that model knows your memory.
            </figcaption>
            <Suspense fallback={<div className={styles.chart} aria-hidden="true" />}>
              <CalibrationChart {...chart.series} />
            </Suspense>
          </figure>
        )}
        {error && (
          <div className="alert alert-error" role="alert">
            {error}
          </div>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn-primary"
            disabled={summary.optimizeBlockedBy !== null || optimize.isPending}
            aria-describedby={summary.optimizeBlockedBy ? 'optimize-blocked' : undefined}
            onClick={runOptimize}
          >
            {optimize.isPending ? 'Optimizing...' : 'Optimize now'}
          </button>
          <button type="button" className="btn btn-secondary" disabled={!summary.canReset || reset.isPending} onClick={() => setConfirmReset(true)}>
            Back to defaults
          </button>
          {summary.optimizeBlockedBy && (
            <p id="optimize-blocked" className={styles.blocked}>
              {summary.optimizeBlockedBy}
            </p>
          )}
          {optimize.isPending && <p className={styles.blocked}>Fitting takes a few seconds; you can keep studying meanwhile.</p>}
        </div>
        <p className={styles.footnote}>Cardcade refits by itself after every 1,000 new reviews, at most once a day.</p>
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="memory-model-title">
      <header className={styles.header}>
        <h2 id="memory-model-title">Your memory model</h2>
        <p className="muted">How Cardcade predicts when you will forget a card, and so when to show it again.</p>
      </header>
      {body}
      <ConfirmDialog
        open={confirmReset}
        title="Back to the default model?"
        message="Cardcade will schedule your reviews with the default memory model again. You can optimize again at any time."
        confirmLabel="Use the defaults"
        busyLabel="Switching..."
        busy={reset.isPending}
        tone="primary"
        onCancel={() => setConfirmReset(false)}
        onConfirm={() => reset.mutate(undefined, { onSuccess: () => setConfirmReset(false) })}
      />
    </section>
  );
}
