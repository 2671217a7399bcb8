import { useState } from 'react';
import { MSG } from '../../../../shared/messages';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { errorMessage } from '../../lib/trpc';
import { formatLongDay, localToday } from './format';
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

  function startEditing() {
    setDraft(examDate ?? '');
    setError(null);
    setEditing(true);
  }

  async function save() {
    setError(null);
    if (!draft || draft < today) return setError(MSG.examDateInPast);
    try {
      await setExamDate.mutateAsync({ deckId, examDate: draft });
      setEditing(false);
    } catch (e) {
      setError(errorMessage(e, MSG.updateExamDateFailed));
    }
  }

  async function clear() {
    setError(null);
    try {
      await setExamDate.mutateAsync({ deckId, examDate: null });
      setConfirmingClear(false);
    } catch (e) {
      setConfirmingClear(false);
      setError(errorMessage(e, MSG.clearExamDateFailed));
    }
  }

  return (
    <section className={styles.widget} aria-label="Exam date">
      <span className={styles.icon} aria-hidden="true">
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
        </svg>
      </span>
      {editing ? (
        <div className={styles.editor}>
          <label htmlFor="exam-date-input" className={styles.label}>
            Pick exam date
          </label>
          <input
            id="exam-date-input"
            type="date"
            className={`input ${styles.input}`}
            min={today}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          {draft && <span className={styles.preview}>{formatLongDay(draft)}</span>}
          <div className={styles.buttons}>
            <button type="button" className="btn btn-primary btn-sm" onClick={save} disabled={setExamDate.isPending || !draft}>
              {setExamDate.isPending ? 'Saving...' : 'Save'}
            </button>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setEditing(false)} disabled={setExamDate.isPending}>
              Cancel
            </button>
          </div>
        </div>
      ) : examDate ? (
        <div className={styles.display}>
          <span className={styles.label}>Exam date</span>
          <strong className={styles.date}>{formatLongDay(examDate)}</strong>
          <div className={styles.buttons}>
            <button type="button" className="btn btn-ghost btn-sm" onClick={startEditing} aria-label="Edit exam date">
              Edit
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirmingClear(true)} aria-label="Clear exam date">
              Clear
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.display}>
          <span className="muted">No exam date yet. Set one to see your pacing.</span>
          <button type="button" className="btn btn-secondary btn-sm" onClick={startEditing}>
            Set Exam Date
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
        title="Clear Exam Date"
        message={MSG.clearExamDateConfirm}
        confirmLabel="Clear Date"
        busyLabel="Clearing..."
        busy={setExamDate.isPending}
        onConfirm={clear}
        onCancel={() => setConfirmingClear(false)}
      />
    </section>
  );
}
