import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants';
import { errorMessage } from '../../lib/trpc';
import { signupProblem } from '../auth/validation';
import { useChangePassword } from './queries';
import styles from './ProfileSections.module.css';

/** 'Password': current + new (signup's rules); every other session is logged out, this one stays. */
export function PasswordSection() {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(null);
    const problem = signupProblem(next, confirm);
    if (problem) return setError(problem);
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: (result) => {
          setCurrent('');
          setNext('');
          setConfirm('');
          const others = result.loggedOutSessions;
          setDone(`Password changed.${others > 0 ? ` ${others} other session${others === 1 ? ' was' : 's were'} logged out.` : ''}`);
        },
        onError: (e) => setError(errorMessage(e, 'Your password could not be changed. Please try again.')),
      },
    );
  }

  return (
    <section className={styles.section} aria-labelledby="password-title">
      <header className={styles.header}>
        <h2 id="password-title">Password</h2>
        <p className="muted">Changing it logs you out everywhere else; this browser stays logged in.</p>
      </header>
      {error && (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      )}
      {done && (
        <div className="alert alert-success" role="status">
          {done}
        </div>
      )}
      <form className={styles.form} onSubmit={onSubmit}>
        <div className={`field ${styles.wide}`}>
          <label htmlFor="password-current">Current password</label>
          <input id="password-current" className="input" type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="password-new">
            New password <span className="field-hint">min {PASSWORD_MIN_LENGTH} chars</span>
          </label>
          <input id="password-new" className="input" type="password" autoComplete="new-password" required value={next} onChange={(e) => setNext(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="password-confirm">Confirm new password</label>
          <input id="password-confirm" className="input" type="password" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </div>
        <div className={`${styles.actions} ${styles.wide}`}>
          <button type="submit" className="btn btn-primary" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change password'}
          </button>
        </div>
      </form>
    </section>
  );
}
