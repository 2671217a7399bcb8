import { useEffect, useId, useState } from 'react';
import { EASY_DAY_VALUES, WEEKDAY_NAMES } from '../../../../shared/easyDays';
import type { WorkloadOptions } from '../../../../shared/schemas/workload';
import { FormError } from '../../components/ui/FormError';
import { errorMessage } from '../../lib/trpc';
import { useSaveWorkloadOptions, useWorkloadOptions } from './queries';
import styles from './Workload.module.css';

const LABELS = { normal: 'Normal', reduced: 'Reduced', minimum: 'Minimum' } as const;
// Monday first on screen; stored Sunday first.
const ORDER = [1, 2, 3, 4, 5, 6, 0];

/** Load balancing and Easy Days of the deck (docs/workload.md), saved for this learner. */
export function ScheduleOptions({ deckId }: { deckId: number }) {
  const options = useWorkloadOptions(deckId);
  const save = useSaveWorkloadOptions(deckId);
  const [draft, setDraft] = useState<WorkloadOptions | null>(null);
  const [saved, setSaved] = useState(false);
  const id = useId();
  useEffect(() => {
    if (options.data) setDraft(options.data);
  }, [options.data]);
  if (!draft) return null;
  const changed = JSON.stringify(draft) !== JSON.stringify(options.data);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaved(false);
    await save.mutateAsync({ deckId, ...draft! }).then(
      () => setSaved(true),
      () => undefined,
    );
  }

  return (
    <form className={styles.options} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.optionsTitle}>
        Spreading your reviews
      </h3>
      <FormError message={save.isError ? errorMessage(save.error, 'Your schedule options could not be saved.') : null} />
      <label className={styles.toggle}>
        <input type="checkbox" checked={draft.loadBalancing} onChange={(e) => setDraft({ ...draft, loadBalancing: e.target.checked })} data-testid="load-balancing" />
        <span>
          <strong>Load balancing</strong>
          <span className={styles.help}>Each review lands on the lightest day near its due date, so no day is much heavier than the others.</span>
        </span>
      </label>
      <fieldset className={styles.easyDays}>
        <legend>
          <strong>Easy Days</strong>
          <span className={styles.help}>Lighter days get fewer reviews: reduced takes about half, minimum almost none.</span>
        </legend>
        <div className={styles.weekdays}>
          {ORDER.map((weekday) => (
            <label key={weekday} className={styles.weekday}>
              <span>{WEEKDAY_NAMES[weekday].slice(0, 3)}</span>
              <select
                className="input"
                value={draft.easyDays[weekday]}
                aria-label={`${WEEKDAY_NAMES[weekday]} workload`}
                onChange={(e) => {
                  const easyDays = [...draft.easyDays];
                  easyDays[weekday] = e.target.value as (typeof EASY_DAY_VALUES)[number];
                  setDraft({ ...draft, easyDays });
                }}
              >
                {EASY_DAY_VALUES.map((value) => (
                  <option key={value} value={value}>
                    {LABELS[value]}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.optionsActions}>
        <button type="submit" className="btn btn-secondary" disabled={!changed || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save schedule options'}
        </button>
        {saved && !changed && (
          <span role="status" className={styles.saved}>
            Saved. New answers follow these options.
          </span>
        )}
      </div>
    </form>
  );
}
