import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { MINIMUM_AGE } from '../../../shared/constants';
import { ADMIN_MSG, MSG, MAIL_MSG } from '../../../shared/messages';
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
import { useT } from '../i18n';
import { useMsg } from '../i18n/useMsg';
import { namespace as auth } from '../locales/auth';

export default function SignupPage() {
  const t = useT(auth);
  const tm = useMsg();
  usePageTitle(t('auth.signup.pageTitle'));
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
  const oidcErrorEnglish = oidc ? oidcErrorText(search, oidc.name) : null;
  const oidcError = oidcErrorEnglish && tm(oidcErrorEnglish);
  // REQUIRE_EMAIL_VERIFICATION (docs/mail.md): the account waits for the link in its mail.
  const [verificationSent, setVerificationSent] = useState(false);

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
      const result = await signup(email, password, inviteCode.trim());
      if (result.verificationSent) {
        setVerificationSent(true);
        setSubmitting(false);
        return;
      }
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
        <h1 className={styles.title}>{t('auth.signup.title')}</h1>
        {verificationSent ? (
          <div className="alert alert-success" role="status">
            {tm(MAIL_MSG.verificationSent)}
          </div>
        ) : mode === 'closed' ? (
          <>
            <div className="alert alert-info" role="status">
              {tm(ADMIN_MSG.registrationClosed)}
            </div>
            <p className={styles.subtitle}>{t('auth.signup.closedHelp')}</p>
          </>
        ) : registration.isPending ? (
          <Loading text={t('auth.loading')} />
        ) : (
          <>
            <p className={styles.subtitle}>
              {firstAccount ? t('auth.signup.first') : mode === 'invite' ? t('auth.signup.inviteOnly') : t('auth.signup.free')}{' '}
              {t('auth.signup.age', { age: MINIMUM_AGE })}
            </p>
            <FormError message={error ? tm(error) : oidcError} />
            {/* Above the provider's button, which carries it too; still part of the form (form=). */}
            {mode === 'invite' && (
              <TextField
                id="signup-invite"
                label={t('auth.field.inviteCode')}
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
              <TextField id="signup-email" label={t('auth.field.email')} type="email" autoComplete="email" required value={email} onChange={setEmail} />
              <NewPasswordFields
                idPrefix="signup"
                label={t('auth.field.password')}
                placeholder={t('auth.field.minChars')}
                password={password}
                confirm={confirm}
                onPasswordChange={setPassword}
                onConfirmChange={setConfirm}
              />
              <button type="submit" className={`btn btn-primary btn-lg ${styles.submit}`} disabled={submitting}>
                {submitting ? t('auth.signup.submitting') : t('auth.signup.submit')}
              </button>
            </form>
          </>
        )}
        <p className={styles.switch}>
          {t.rich('auth.signup.haveAccount', { link: (text) => <Link href="/login">{text}</Link> })}
        </p>
      </div>
    </main>
  );
}
