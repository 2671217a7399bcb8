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
import { useT } from '../i18n';
import { useMsg } from '../i18n/useMsg';
import { namespace as auth } from '../locales/auth';
import { usePageTitle } from '../lib/usePageTitle';

/** `/reset-password?token=…`: a one-time link from an administrator (there is no mail server). */
export default function ResetPasswordPage() {
  const t = useT(auth);
  const tm = useMsg();
  usePageTitle(t('auth.reset.title'));
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
      setError(errorMessage(e, t('auth.reset.failed')));
    }
  }

  return (
    <main className={styles.wrap}>
      <div className={`card ${styles.panel}`}>
        <h1 className={styles.title}>{t('auth.reset.title')}</h1>
        {reset.isSuccess ? (
          <>
            <div className="alert alert-success" role="status">
              {t('auth.reset.done')}
            </div>
            <Link href="/login" className={`btn btn-primary btn-lg ${styles.submit}`}>
              {t('auth.reset.logIn')}
            </Link>
          </>
        ) : !token ? (
          <>
            <div className="alert alert-error" role="alert">
              {tm(ADMIN_MSG.resetLinkInvalid)}
            </div>
            <p className={styles.subtitle}>{t('auth.reset.askAdmin')}</p>
          </>
        ) : check.isPending || check.isIdle ? (
          <Loading text={t('auth.reset.checking')} />
        ) : linkUnusable ? (
          <div className="alert alert-error" role="alert">
            {tm(ADMIN_MSG.resetLinkUnusable)}
          </div>
        ) : (
          <>
            <p className={styles.subtitle}>{t('auth.reset.intro')}</p>
            <FormError message={error && tm(error)} />
            <form onSubmit={onSubmit}>
              <NewPasswordFields
                idPrefix="reset"
                label={t('auth.reset.newPassword')}
                confirmLabel={t('auth.reset.confirm')}
                password={password} confirm={confirm} onPasswordChange={setPassword} onConfirmChange={setConfirm} />
              <button type="submit" className={`btn btn-primary btn-lg ${styles.submit}`} disabled={reset.isPending}>
                {reset.isPending ? t('auth.reset.saving') : t('auth.reset.submit')}
              </button>
            </form>
          </>
        )}
        {!reset.isSuccess && (
          <p className={styles.switch}>
            {t.rich('auth.forgot.remembered', { link: (text) => <Link href="/login">{text}</Link> })}
          </p>
        )}
      </div>
    </main>
  );
}
