import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants';
import { errorMessage } from '../../lib/trpc';
import { signupProblem } from '../auth/validation';
import { useChangePassword } from './queries';
import styles from './ProfileSections.module.css';
import { useT } from '../../i18n';
import { namespace as profile } from '../../locales/profile';
import { useMsg } from '../../i18n/useMsg';

/** 'Password': current + new (signup's rules); every other session is logged out, this one stays. */
export function PasswordSection() {
  const t = useT(profile);
  const tm = useMsg();
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
          setDone(others > 0 ? t('profile.password.changedOthers', { n: others }) : t('profile.password.changed'));
        },
        onError: (e) => setError(errorMessage(e, t('profile.password.failed'))),
      },
    );
  }

  return (
    <section className={styles.section} aria-labelledby="password-title">
      <header className={styles.header}>
        <h2 id="password-title">{t('profile.password.title')}</h2>
        <p className="muted">{t('profile.password.help')}</p>
      </header>
      {error && (
        <div className="alert alert-error" role="alert">
          {tm(error)}
        </div>
      )}
      {done && (
        <div className="alert alert-success" role="status">
          {done}
        </div>
      )}
      <form className={styles.form} onSubmit={onSubmit}>
        <div className={`field ${styles.wide}`}>
          <label htmlFor="password-current">{t('profile.currentPassword')}</label>
          <input id="password-current" className="input" type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="password-new">
            {t('profile.password.new')} <span className="field-hint">{t('profile.password.minChars', { n: PASSWORD_MIN_LENGTH })}</span>
          </label>
          <input id="password-new" className="input" type="password" autoComplete="new-password" required value={next} onChange={(e) => setNext(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="password-confirm">{t('profile.password.confirm')}</label>
          <input id="password-confirm" className="input" type="password" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </div>
        <div className={`${styles.actions} ${styles.wide}`}>
          <button type="submit" className="btn btn-primary" disabled={change.isPending}>
            {change.isPending ? t('profile.password.submitting') : t('profile.password.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
