import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { MINIMUM_AGE } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { useSignup } from '../features/auth/mutations';
import { signupProblem } from '../features/auth/validation';
import { TRPCClientError } from '@trpc/client';
import styles from './AuthForm.module.css';
import { usePageTitle } from '../lib/usePageTitle';

export default function SignupPage() {
  usePageTitle('Sign Up');
  const [, navigate] = useLocation();
  const { signup } = useSignup();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problem = signupProblem(password, confirm);
    if (problem) return setError(problem);
    setSubmitting(true);
    try {
      await signup(email, password);
      navigate('/dashboard', { replace: true });
    } catch (e) {
      // SPEC §8: the errors list joined by commas, else the server message, else the fallback.
      const errors = e instanceof TRPCClientError ? (e.data as { errors?: { msg: string }[] } | undefined)?.errors : undefined;
      if (errors?.length) setError(errors.map((x) => x.msg).join(', '));
      else if (e instanceof TRPCClientError && e.data?.httpStatus && e.data.httpStatus < 500) setError(e.message);
      else setError(MSG.signupFailed);
      setSubmitting(false);
    }
  }

  return (
    <main className={styles.wrap}>
      <div className={`card ${styles.panel}`}>
        <h1 className={styles.title}>Create your account</h1>
        <p className={styles.subtitle}>Free while in beta. You must be at least {MINIMUM_AGE} years old.</p>
        {error && (
          <div className="alert alert-error" role="alert">
            {error}
          </div>
        )}
        <form onSubmit={onSubmit}>
          <div className="field">
            <label htmlFor="signup-email">Email</label>
            <input id="signup-email" className="input" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="signup-password">
              Password <span className="field-hint">min 8 chars</span>
            </label>
            <input
              id="signup-password"
              className="input"
              type="password"
              autoComplete="new-password"
              required
              placeholder="min 8 chars"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="signup-confirm">Confirm password</label>
            <input
              id="signup-confirm"
              className="input"
              type="password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </div>
          <button type="submit" className={`btn btn-primary btn-lg ${styles.submit}`} disabled={submitting}>
            {submitting ? 'Signing Up...' : 'Sign Up'}
          </button>
        </form>
        <p className={styles.switch}>
          Already have an account? <Link href="/login">Log in</Link>
        </p>
      </div>
    </main>
  );
}
