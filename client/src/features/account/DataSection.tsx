import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Modal } from '../../components/ui/Modal';
import { errorMessage } from '../../lib/trpc';
import { useDeleteAccount } from './queries';
import styles from './ProfileSections.module.css';

/** The full backup (built by the export service, docs/account.md): a plain download link. */
export const ACCOUNT_EXPORT_URL = '/api/account/export';

/** 'Your data': download everything, or delete the account for good. */
export function DataSection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="data-title">
      <header className={styles.header}>
        <h2 id="data-title">Your data</h2>
        <p className="muted">Everything you put into Cardcade is yours to take along or to remove.</p>
      </header>
      <div className={styles.row}>
        <div>
          <h3>Download my data</h3>
          <p>A zip of every deck, card, schedule, review and image, which another Cardcade server can import.</p>
        </div>
        <a className="btn btn-secondary" href={ACCOUNT_EXPORT_URL} download>
          Download my data
        </a>
      </div>
      <div className={`${styles.row} ${styles.danger}`}>
        <div>
          <h3>Delete my account</h3>
          <p>Removes your account and everything in it from this server, at once and for good.</p>
        </div>
        <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
          Delete my account
        </button>
      </div>
      {confirming && <DeleteAccountDialog onClose={() => setConfirming(false)} />}
    </section>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [, navigate] = useLocation();
  // The landing page says so at its top (issue #29): the notice travels in the history state.
  const remove = useDeleteAccount(() => navigate('/', { replace: true, state: { notice: 'accountDeleted' } }));
  const [password, setPassword] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    remove.mutate({ password });
  }

  return (
    <Modal
      open
      title="Delete your account?"
      onClose={onClose}
      busy={remove.isPending}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </button>
          <button type="submit" form="delete-account-form" className="btn btn-danger" disabled={remove.isPending || password === ''}>
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </button>
        </>
      }
    >
      <form id="delete-account-form" onSubmit={onSubmit}>
        <p style={{ marginTop: 0 }}>This permanently deletes, and cannot be undone:</p>
        <ul className={styles.warning}>
          <li>all your decks and cards, with their images and sounds</li>
          <li>your study history, streaks, schedules and memory model</li>
          <li>your login on every device, and any invite links you made</li>
        </ul>
        <p className="muted" style={{ marginTop: 0 }}>
          Want a copy first? <a href={ACCOUNT_EXPORT_URL}>Download your data</a>.
        </p>
        {remove.error && (
          <div className="alert alert-error" role="alert">
            {errorMessage(remove.error, 'Your account could not be deleted. Please try again.')}
          </div>
        )}
        <div className="field" style={{ marginBottom: 0 }}>
          <label htmlFor="delete-password">Enter your password to confirm</label>
          <input id="delete-password" className="input" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
      </form>
    </Modal>
  );
}
