import { useId, useState } from 'react';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { errorMessage } from '../../lib/trpc';
import { useRetentionSweep } from './queries';
import styles from './Workload.module.css';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { namespace as workloadNs } from '../../locales/workload';

const SWEEP_DAYS = 365;

/**
 * "Help me decide" beside the desired retention (docs/workload.md): the simulated year at each
 * retention from 70 % to 97 %, the one with the least work per remembered card marked.
 */
export function HelpMeDecide({ deckId, current, onPick }: { deckId: number; current: number; onPick: (retention: number) => void }) {
  const [open, setOpen] = useState(false);
  const sweep = useRetentionSweep(deckId, SWEEP_DAYS, open);
  const id = useId();
  const t = useT(workloadNs);
  const format = useFormat();
  const percent = (r: number) => format.number(Math.round(r * 100) / 100, { style: 'percent' });
  // The sentence beside the best point (workloadView.ts bestText), in the reader's language.
  const bestText = (best: number, points: readonly { retention: number; reviewsPerDay: number; minutesPerDay: number; knownAtEnd: number }[]) => {
    const point = points.find((p) => p.retention === best);
    return point ? t('workload.decide.best', { percent: percent(best), reviews: format.number(point.reviewsPerDay), minutes: format.number(point.minutesPerDay), known: format.number(point.knownAtEnd) }) : '';
  };
  return (
    <div className={styles.decide}>
      <button type="button" className="btn btn-ghost btn-sm" aria-expanded={open} aria-controls={`${id}-sweep`} onClick={() => setOpen(!open)}>
        {open ? t('workload.decide.hide') : t('workload.decide.show')}
      </button>
      {open && (
        <div id={`${id}-sweep`} className={styles.sweep}>
          {sweep.isError ? (
            <ErrorWithRetry message={errorMessage(sweep.error, t('workload.failed'))} onRetry={() => sweep.refetch()} />
          ) : !sweep.data ? (
            <Loading text={t('workload.decide.simulating')} />
          ) : (
            <>
              <p className={styles.help} data-testid="best-retention">
                {bestText(sweep.data.best, sweep.data.points)}
              </p>
              <table className={styles.sweepTable}>
                <caption className="visually-hidden">{t('workload.decide.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('workload.decide.retention')}</th>
                    <th scope="col">{t('workload.reviewsPerDay')}</th>
                    <th scope="col">{t('workload.minutesPerDay')}</th>
                    <th scope="col">{t('workload.decide.knownYear')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('workload.decide.choose')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {sweep.data.points.map((p) => {
                    const best = p.retention === sweep.data.best;
                    const chosen = Math.abs(p.retention - current) < 0.005;
                    return (
                      <tr key={p.retention} className={best ? styles.bestRow : undefined} aria-current={chosen ? 'true' : undefined}>
                        <th scope="row">
                          {percent(p.retention)}
                          {best && <span className={styles.badge}>{t('workload.decide.bestBadge')}</span>}
                        </th>
                        <td>{format.number(p.reviewsPerDay)}</td>
                        <td>{format.number(p.minutesPerDay)}</td>
                        <td>{format.number(p.knownAtEnd)}</td>
                        <td>
                          <button type="button" className={`btn btn-ghost btn-sm ${styles.use}`} disabled={chosen} onClick={() => onPick(p.retention)} aria-label={chosen ? t('workload.decide.chosenLabel', { percent: percent(p.retention) }) : t('workload.decide.useLabel', { percent: percent(p.retention) })}>
                            {chosen ? t('workload.decide.chosen') : t('workload.decide.use')}
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </>
          )}
        </div>
      )}
    </div>
  );
}
