import { useEffect, useId, useState } from 'react';
import { EASY_DAY_VALUES } from '../../../../shared/easyDays';
import type { WorkloadOptions } from '../../../../shared/schemas/workload';
import { FormError } from '../../components/ui/FormError';
import { errorMessage } from '../../lib/trpc';
import { useSaveWorkloadOptions, useWorkloadOptions } from './queries';
import styles from './Workload.module.css';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { namespace as workloadNs } from '../../locales/workload';

/** A Sunday (UTC): the weekday `n` days after it names weekday `n` in the reader's language. */
const SUNDAY = Date.UTC(2024, 0, 7);
// Monday first on screen; stored Sunday first.
const ORDER = [1, 2, 3, 4, 5, 6, 0];

/** Load balancing and Easy Days of the deck (docs/workload.md), saved for this learner. */
export function ScheduleOptions({ deckId }: { deckId: number }) {
  const options = useWorkloadOptions(deckId);
  const save = useSaveWorkloadOptions(deckId);
  const [draft, setDraft] = useState<WorkloadOptions | null>(null);
  const [saved, setSaved] = useState(false);
  const id = useId();
  const t = useT(workloadNs);
  const format = useFormat();
  const weekday = (n: number, style: 'short' | 'long') => format.date(SUNDAY + n * 86_400_000, { weekday: style, timeZone: 'UTC' });
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
        {t('workload.options.title')}
      </h3>
      <FormError message={save.isError ? errorMessage(save.error, t('workload.options.failed')) : null} />
      <label className={styles.toggle}>
        <input type="checkbox" checked={draft.loadBalancing} onChange={(e) => setDraft({ ...draft, loadBalancing: e.target.checked })} data-testid="load-balancing" />
        <span>
          <strong>{t('workload.options.balancing')}</strong>
          <span className={styles.help}>{t('workload.options.balancingHelp')}</span>
        </span>
      </label>
      <fieldset className={styles.easyDays}>
        <legend>
          <strong>{t('workload.options.easyDays')}</strong>
          <span className={styles.help}>{t('workload.options.easyDaysHelp')}</span>
        </legend>
        <div className={styles.weekdays}>
          {ORDER.map((day) => (
            <label key={day} className={styles.weekday}>
              <span data-intl>{weekday(day, 'short')}</span>
              <select
                className="input"
                value={draft.easyDays[day]}
                aria-label={t('workload.options.dayLabel', { day: weekday(day, 'long') })}
                onChange={(e) => {
                  const easyDays = [...draft.easyDays];
                  easyDays[day] = e.target.value as (typeof EASY_DAY_VALUES)[number];
                  setDraft({ ...draft, easyDays });
                }}
              >
                {EASY_DAY_VALUES.map((value) => (
                  <option key={value} value={value}>
                    {t(`workload.level.${value}`)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.optionsActions}>
        <button type="submit" className="btn btn-secondary" disabled={!changed || save.isPending}>
          {save.isPending ? t('workload.options.saving') : t('workload.options.save')}
        </button>
        {saved && !changed && (
          <span role="status" className={styles.saved}>
            {t('workload.options.saved')}
          </span>
        )}
      </div>
    </form>
  );
}
