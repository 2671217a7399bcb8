import { lazy, Suspense, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { errorMessage } from '../../lib/trpc';
import { calibrationView, summarizeMemoryModel, type MemoryModelWords } from './memoryModelView';
import { useMemoryModel, useOptimizeMemoryModel, useResetMemoryModel } from './queries';
import styles from './MemoryModelSection.module.css';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { namespace as profile } from '../../locales/profile';

const CalibrationChart = lazy(() => import('./CalibrationChart'));

/** Profile section 'Your memory model' (docs/memory-model.md): what schedules the reviews, and how well it predicts. */
export function MemoryModelSection() {
  const t = useT(profile);
  const format = useFormat();
  const words = useMemo<MemoryModelWords>(
    () => ({ t: (id, values) => t(id, values), number: (n) => format.number(n), date: (iso, timeZone) => format.date(iso, { year: 'numeric', month: 'long', day: 'numeric', timeZone }) }),
    [t, format],
  );
  const query = useMemoryModel();
  const optimize = useOptimizeMemoryModel();
  const reset = useResetMemoryModel();
  const [confirmReset, setConfirmReset] = useState(false);
  const [error, setError] = useState<string | null>(null);

  let body;
  if (query.isPending) body = <Loading text={t('profile.memory.loading')} />;
  else if (query.isError) body = <ErrorWithRetry message={t('profile.memory.loadFailed')} onRetry={() => void query.refetch()} />;
  else {
    const model = query.data;
    const summary = summarizeMemoryModel(model, undefined, words);
    const chart = model.evaluation ? calibrationView(model.evaluation, words) : null;
    const runOptimize = () => {
      setError(null);
      optimize.mutate(undefined, { onError: (e) => setError(errorMessage(e, t('profile.memory.fitFailed'))) });
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
              {t('profile.memory.caption', { n: format.number(model.evaluation!.heldOutReviews) })}
            </figcaption>
            <Suspense fallback={<div className={styles.chart} aria-hidden="true" />}>
              <CalibrationChart
                {...chart.series}
                texts={{
                  axis: t('profile.memory.axis'),
                  lineDefault: t('profile.memory.lineDefault'),
                  lineYou: t('profile.memory.lineYou'),
                  tooltip: (predicted, actual) => t('profile.memory.tooltip', { predicted: format.number(predicted), actual: format.number(actual) }),
                  tooltipCount: (n) => t('profile.memory.tooltipCount', { n: format.number(n) }),
                }}
              />
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
            {optimize.isPending ? t('profile.memory.optimizing') : t('profile.memory.optimize')}
          </button>
          <button type="button" className="btn btn-secondary" disabled={!summary.canReset || reset.isPending} onClick={() => setConfirmReset(true)}>
            {t('profile.memory.reset')}
          </button>
          {summary.optimizeBlockedBy && (
            <p id="optimize-blocked" className={styles.blocked}>
              {summary.optimizeBlockedBy}
            </p>
          )}
          {optimize.isPending && <p className={styles.blocked}>{t('profile.memory.fitting')}</p>}
        </div>
        <p className={styles.footnote}>{t('profile.memory.refits')}</p>
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="memory-model-title">
      <header className={styles.header}>
        <h2 id="memory-model-title">{t('profile.memory.title')}</h2>
        <p className="muted">{t('profile.memory.help')}</p>
      </header>
      {body}
      <ConfirmDialog
        open={confirmReset}
        title={t('profile.memory.resetTitle')}
        message={t('profile.memory.resetMessage')}
        confirmLabel={t('profile.memory.resetConfirm')}
        busyLabel={t('profile.memory.resetBusy')}
        cancelLabel={t('profile.data.cancel')}
        busy={reset.isPending}
        tone="primary"
        onCancel={() => setConfirmReset(false)}
        onConfirm={() => reset.mutate(undefined, { onSuccess: () => setConfirmReset(false) })}
      />
    </section>
  );
}
