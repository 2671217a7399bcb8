import { useState } from 'react';
import { MSG } from '../../../../shared/messages';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { errorMessage } from '../../lib/trpc';
import { localToday } from './format';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useMsg } from '../../i18n/useMsg';
import { namespace as decksNs } from '../../locales/decks';
import { useSetExamDate } from './mutations';
import styles from './ExamDateWidget.module.css';

/** Set, change or clear a deck's exam date. Dates before today cannot be picked. */
export function ExamDateWidget({ deckId, examDate }: { deckId: number; examDate: string | null }) {
  const setExamDate = useSetExamDate();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const today = localToday();
  const t = useT(decksNs);
  const tm = useMsg();
  const format = useFormat();
  // A calendar day, read in UTC so no time zone can shift it (as formatLongDay in ./format).
  const formatLongDay = (day: string) => {
    const [y, m, d] = day.slice(0, 10).split('-').map(Number);
    return format.date(new Date(Date.UTC(y, m - 1, d)), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  };

  function startEditing() {
    setDraft(examDate ?? '');
    setError(null);
    setEditing(true);
  }

  async function save() {
    setError(null);
    if (!draft || draft < today) return setError(tm(MSG.examDateInPast));
    try {
      await setExamDate.mutateAsync({ deckId, examDate: draft });
      setEditing(false);
    } catch (e) {
      setError(errorMessage(e, tm(MSG.updateExamDateFailed)));
    }
  }

  async function clear() {
    setError(null);
    try {
      await setExamDate.mutateAsync({ deckId, examDate: null });
      setConfirmingClear(false);
    } catch (e) {
      setConfirmingClear(false);
      setError(errorMessage(e, tm(MSG.clearExamDateFailed)));
    }
  }

  return (
    <section className={styles.widget} aria-label={t('decks.exam.label')} data-testid="exam-date">
      <span className={styles.icon} aria-hidden="true">
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
        </svg>
      </span>
      {editing ? (
        <div className={styles.editor}>
          <label htmlFor="exam-date-input" className={styles.label}>
            {t('decks.exam.pick')}
          </label>
          <input
            id="exam-date-input"
            type="date"
            className={`input ${styles.input}`}
            min={today}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          {draft && (
            <span className={styles.preview} data-intl>
              {formatLongDay(draft)}
            </span>
          )}
          <div className={styles.buttons}>
            <button type="button" className="btn btn-primary btn-sm" onClick={save} disabled={setExamDate.isPending || !draft}>
              {setExamDate.isPending ? t('decks.exam.saving') : t('decks.exam.save')}
            </button>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setEditing(false)} disabled={setExamDate.isPending}>
              {t('decks.exam.cancel')}
            </button>
          </div>
        </div>
      ) : examDate ? (
        <div className={styles.display}>
          <span className={styles.label}>{t('decks.exam.label')}</span>
          <strong className={styles.date} data-intl>
            {formatLongDay(examDate)}
          </strong>
          <div className={styles.buttons}>
            <button type="button" className="btn btn-ghost btn-sm" onClick={startEditing} aria-label={t('decks.exam.editLabel')}>
              {t('decks.exam.edit')}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirmingClear(true)} aria-label={t('decks.exam.clearLabel')}>
              {t('decks.exam.clear')}
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.display}>
          <span className="muted">{t('decks.exam.none')}</span>
          <button type="button" className="btn btn-secondary btn-sm" onClick={startEditing}>
            {t('decks.exam.set')}
          </button>
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirmingClear}
        title={t('decks.exam.clearTitle')}
        message={tm(MSG.clearExamDateConfirm)}
        confirmLabel={t('decks.exam.clearConfirm')}
        busyLabel={t('decks.exam.clearing')}
        busy={setExamDate.isPending}
        onConfirm={clear}
        onCancel={() => setConfirmingClear(false)}
      />
    </section>
  );
}
