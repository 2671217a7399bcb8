import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { MINIMUM_AGE } from '../../../shared/constants';
import { ADMIN_MSG, MSG } from '../../../shared/messages';
import { Loading } from '../components/ui/Status';
import { useAuthConfig } from '../features/auth/queries';
import { useSignup } from '../features/auth/mutations';
import { signupProblem } from '../features/auth/validation';
import { NewPasswordFields } from '../features/auth/NewPasswordFields';
import { FormError } from '../components/ui/FormError';
import { TextField } from '../components/ui/TextField';
import { TRPCClientError } from '@trpc/client';
import styles from './AuthForm.module.css';
import { usePageTitle } from '../lib/usePageTitle';
import { OidcSignUp } from '../features/auth/ProviderOnly';
import { oidcErrorText, useSignInOptions } from '../features/auth/oidc';

export default function SignupPage() {
  usePageTitle('Sign Up');
  const [, navigate] = useLocation();
  const { signup } = useSignup();
  // docs/administration.md: the mode decides the form; a link `/signup?invite=CODE` brings its code along.
  const registration = useAuthConfig();
  const search = useSearch();
  const [inviteCode, setInviteCode] = useState(() => new URLSearchParams(search).get('invite') ?? '');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The group's identity provider (docs/sign-in.md): "Sign up with <name>", or alone when password sign-in is off.
  const signInOptions = useSignInOptions().data;
  const oidc = signInOptions?.oidc ?? null;
  const passwordOff = Boolean(oidc) && signInOptions?.passwordLogin === false;
  const oidcError = oidc ? oidcErrorText(search, oidc.name) : null;

  // A failed config check counts as open: the server still enforces its mode on submit. The
  // first account of an empty server is always allowed (it becomes the admin).
  const firstAccount = registration.data?.firstAccount ?? false;
  const mode = firstAccount ? 'open' : (registration.data?.registration ?? 'open');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problem = signupProblem(password, confirm);
    if (problem) return setError(problem);
    setSubmitting(true);
    try {
      await signup(email, password, inviteCode.trim());
      navigate('/dashboard', { replace: true });
    } catch (e) {
      // docs/product.md: errors: the errors list joined by commas, else the server message, else the fallback.
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
        {mode === 'closed' ? (
          <>
            <div className="alert alert-info" role="status">
              {ADMIN_MSG.registrationClosed}
            </div>
            <p className={styles.subtitle}>Ask the person who runs this server for an account, or for an invite link.</p>
          </>
        ) : registration.isPending ? (
          <Loading text="Loading..." />
        ) : (
          <>
            <p className={styles.subtitle}>
              {firstAccount
                ? 'You are the first person here: this account will administer the server.'
                : mode === 'invite'
                  ? 'This server is invite-only: you need an invite code to join.'
                  : 'Free while in beta.'}{' '}
              You must be at least {MINIMUM_AGE} years old.
            </p>
            <FormError message={error ?? oidcError} />
            {/* Above the provider's button, which carries it too; still part of the form (form=). */}
            {mode === 'invite' && (
              <TextField
                id="signup-invite"
                label="Invite code"
                className={styles.code}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                required
                form="signup-form"
                value={inviteCode}
                onChange={setInviteCode}
              />
            )}
            {oidc && (
              <OidcSignUp name={oidc.name} mode={mode} inviteCode={inviteCode} divider={!passwordOff} onMissingInvite={() => setError(ADMIN_MSG.inviteRequired)} />
            )}
            <form id="signup-form" onSubmit={onSubmit} hidden={passwordOff}>
              <TextField id="signup-email" label="Email" type="email" autoComplete="email" required value={email} onChange={setEmail} />
              <NewPasswordFields
                idPrefix="signup"
                label="Password"
                placeholder="min 8 chars"
                password={password}
                confirm={confirm}
                onPasswordChange={setPassword}
                onConfirmChange={setConfirm}
              />
              <button type="submit" className={`btn btn-primary btn-lg ${styles.submit}`} disabled={submitting}>
                {submitting ? 'Signing Up...' : 'Sign Up'}
              </button>
            </form>
          </>
        )}
        <p className={styles.switch}>
          Already have an account? <Link href="/login">Log in</Link>
        </p>
      </div>
    </main>
  );
}
