import { useId, useState } from 'react';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { errorMessage } from '../../lib/trpc';
import { useRetentionSweep } from './queries';
import { bestText, percent } from './workloadView';
import styles from './Workload.module.css';

const SWEEP_DAYS = 365;

/**
 * "Help me decide" beside the desired retention (docs/workload.md): the simulated year at each
 * retention from 70 % to 97 %, the one with the least work per remembered card marked.
 */
export function HelpMeDecide({ deckId, current, onPick }: { deckId: number; current: number; onPick: (retention: number) => void }) {
  const [open, setOpen] = useState(false);
  const sweep = useRetentionSweep(deckId, SWEEP_DAYS, open);
  const id = useId();
  return (
    <div className={styles.decide}>
      <button type="button" className="btn btn-ghost btn-sm" aria-expanded={open} aria-controls={`${id}-sweep`} onClick={() => setOpen(!open)}>
        {open ? 'Hide Help me decide' : 'Help me decide'}
      </button>
      {open && (
        <div id={`${id}-sweep`} className={styles.sweep}>
          {sweep.isError ? (
            <ErrorWithRetry message={errorMessage(sweep.error, 'The workload could not be simulated.')} onRetry={() => sweep.refetch()} />
          ) : !sweep.data ? (
            <Loading text="Simulating a year at each retention..." />
          ) : (
            <>
              <p className={styles.help} data-testid="best-retention">
                {bestText(sweep.data.best, sweep.data.points)}
              </p>
              <table className={styles.sweepTable}>
                <caption className="visually-hidden">Workload over a year at each desired retention</caption>
                <thead>
                  <tr>
                    <th scope="col">Retention</th>
                    <th scope="col">Reviews a day</th>
                    <th scope="col">Minutes a day</th>
                    <th scope="col">Known in a year</th>
                    <th scope="col">
                      <span className="visually-hidden">Choose</span>
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
                          {best && <span className={styles.badge}>Best</span>}
                        </th>
                        <td>{p.reviewsPerDay}</td>
                        <td>{p.minutesPerDay}</td>
                        <td>{p.knownAtEnd}</td>
                        <td>
                          <button type="button" className={`btn btn-ghost btn-sm ${styles.use}`} disabled={chosen} onClick={() => onPick(p.retention)} aria-label={chosen ? `Chosen ${percent(p.retention)}` : `Use ${percent(p.retention)}`}>
                            {chosen ? 'Chosen' : 'Use'}
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
