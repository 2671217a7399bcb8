import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { ADMIN_MSG } from '../../../shared/messages';
import { Loading } from '../components/ui/Status';
import { errorMessage } from '../lib/trpc';
import { useCheckResetLink, useResetPassword } from '../features/auth/mutations';
import { signupProblem } from '../features/auth/validation';
import { NewPasswordFields } from '../features/auth/NewPasswordFields';
import { FormError } from '../components/ui/FormError';
import styles from './AuthForm.module.css';

/** `/reset-password?token=…`: a one-time link from an administrator (there is no mail server). */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const reset = useResetPassword();
  const check = useCheckResetLink();
  const checked = useRef('');
  // Ask once per token whether the link still works, so a used or expired one shows its error
  // now, not after a new password was typed twice. If the check itself fails (offline, rate
  // limited) the form shows: the server checks the link again when it is sent.
  useEffect(() => {
    if (!token || checked.current === token) return;
    checked.current = token;
    check.mutate({ token });
  }, [token, check]);
  const linkUnusable = check.data?.valid === false;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    // The same rules as signup, checked before sending.
    const problem = signupProblem(password, confirm);
    if (problem) return setError(problem);
    try {
      await reset.mutateAsync({ token, password });
    } catch (e) {
      setError(errorMessage(e, 'Could not set the new password. Please try again.'));
    }
  }

  return (
    <main className={styles.wrap}>
      <div className={`card ${styles.panel}`}>
        <h1 className={styles.title}>Set a new password</h1>
        {reset.isSuccess ? (
          <>
            <div className="alert alert-success" role="status">
              Your password has been changed. You have been logged out everywhere.
            </div>
            <Link href="/login" className={`btn btn-primary btn-lg ${styles.submit}`}>
              Log in with your new password
            </Link>
          </>
        ) : !token ? (
          <>
            <div className="alert alert-error" role="alert">
              This reset link is not valid.
            </div>
            <p className={styles.subtitle}>Ask an administrator of this server for a new link.</p>
          </>
        ) : check.isPending || check.isIdle ? (
          <Loading text="Checking your reset link..." />
        ) : linkUnusable ? (
          <div className="alert alert-error" role="alert">
            {ADMIN_MSG.resetLinkUnusable}
          </div>
        ) : (
          <>
            <p className={styles.subtitle}>Choose a new password for your account. This link works once.</p>
            <FormError message={error} />
            <form onSubmit={onSubmit}>
              <NewPasswordFields idPrefix="reset" label="New password" password={password} confirm={confirm} onPasswordChange={setPassword} onConfirmChange={setConfirm} />
              <button type="submit" className={`btn btn-primary btn-lg ${styles.submit}`} disabled={reset.isPending}>
                {reset.isPending ? 'Saving...' : 'Set new password'}
              </button>
            </form>
          </>
        )}
        {!reset.isSuccess && (
          <p className={styles.switch}>
            Remembered it? <Link href="/login">Log in</Link>
          </p>
        )}
      </div>
    </main>
  );
}
