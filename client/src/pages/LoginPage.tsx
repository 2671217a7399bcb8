import { useState, type FormEvent } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { DEFAULT_POST_LOGIN_ROUTE } from '../../../shared/constants';
import { ADMIN_MSG, MSG } from '../../../shared/messages';
import { useAuth } from '../features/auth/queries';
import { useLogin } from '../features/auth/mutations';
import { errorMessage, httpStatusOf } from '../lib/trpc';
import { safeNext } from '../lib/redirect';
import { TextField } from '../components/ui/TextField';
import styles from './AuthForm.module.css';
import { usePageTitle } from '../lib/usePageTitle';
import { OidcSignIn } from '../features/auth/OidcSignIn';
import { ProviderOnlyLogin } from '../features/auth/ProviderOnly';
import { oidcErrorText, oidcStartHref, useSignInOptions } from '../features/auth/oidc';
import { useMailConfig } from '../features/mail/queries';
import { useT } from '../i18n';
import { useMsg } from '../i18n/useMsg';
import { namespace as auth } from '../locales/auth';

export default function LoginPage() {
  const t = useT(auth);
  const tm = useMsg();
  usePageTitle(t('auth.login.pageTitle'));
  const { user } = useAuth();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { login } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const target = safeNext(search, DEFAULT_POST_LOGIN_ROUTE);
  // The group's identity provider (docs/sign-in.md): its button, and why a return from it was refused.
  const signInOptions = useSignInOptions().data;
  const oidc = signInOptions?.oidc ?? null;
  const oidcErrorEnglish = oidc ? oidcErrorText(search, oidc.name) : null;
  const oidcError = oidcErrorEnglish && tm(oidcErrorEnglish);
  // With mail, "Forgot password?" sends a link (docs/mail.md); without, it says how an admin makes one.
  const mailOn = useMailConfig().data?.enabled === true;

  // Already logged in (or just logged in): on to the page first asked for, replacing history.
  if (user && !submitting) return <Redirect to={target} replace />;
  if (oidc && signInOptions?.passwordLogin === false) return <ProviderOnlyLogin name={oidc.name} next={target} error={oidcError} />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await login(email, password);
      navigate(target, { replace: true });
    } catch (e) {
      const status = httpStatusOf(e);
      if (status === undefined) setError(MSG.loginNoResponse);
      else if (status === 401) setError(MSG.loginFailed);
      else setError(errorMessage(e, MSG.loginFailed));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main className={styles.wrap}>
      <div className={`card ${styles.panel}`}>
        <h1 className={styles.title}>{t('auth.login.title')}</h1>
        <p className={styles.subtitle}>{t('auth.login.subtitle')}</p>
        {error && (
          <div className="alert alert-error" role="alert">
            {tm(error)}
          </div>
        )}
        {oidcError && (
          <div className="alert alert-error" role="alert">
            {oidcError}
          </div>
        )}
        {oidc && <OidcSignIn name={oidc.name} href={oidcStartHref({ next: target })} divider />}
        <form onSubmit={onSubmit} noValidate={false}>
          <TextField id="login-email" label={t('auth.field.email')} type="email" autoComplete="email" required value={email} onChange={setEmail} />
          <TextField id="login-password" label={t('auth.field.password')} type="password" autoComplete="current-password" required value={password} onChange={setPassword} />
          <button type="submit" className={`btn btn-primary btn-lg ${styles.submit}`} disabled={submitting}>
            {submitting ? t('auth.login.submitting') : t('auth.login.submit')}
          </button>
        </form>
        {mailOn ? (
          <p className={styles.forgot}>
            <Link href="/forgot-password">{tm(ADMIN_MSG.forgotPassword)}</Link>
          </p>
        ) : (
          <details className={styles.forgot}>
            <summary>{tm(ADMIN_MSG.forgotPassword)}</summary>
            <p>{tm(ADMIN_MSG.forgotPasswordHelp)}</p>
            <code className={styles.command}>{tm(ADMIN_MSG.forgotPasswordCommand)}</code>
          </details>
        )}
        <p className={styles.switch}>
          {t.rich('auth.login.newHere', { link: (text) => <Link href="/signup">{text}</Link> })}
        </p>
      </div>
    </main>
  );
}
