import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ADMIN_MSG, MAIL_MSG } from '../../../shared/messages';
import { FormError } from '../components/ui/FormError';
import { Loading } from '../components/ui/Status';
import { TextField } from '../components/ui/TextField';
import { useMailConfig } from '../features/mail/queries';
import { errorMessage, trpc } from '../lib/trpc';
import { usePageTitle } from '../lib/usePageTitle';
import styles from './AuthForm.module.css';
import { useT } from '../i18n';
import { useMsg } from '../i18n/useMsg';
import { namespace as auth } from '../locales/auth';

/** `/forgot-password` (docs/mail.md): a link to choose a new password, by mail. */
export default function ForgotPasswordPage() {
  const t = useT(auth);
  const tm = useMsg();
  usePageTitle(t('auth.forgot.pageTitle'));
  const mail = useMailConfig();
  const forgot = trpc.auth.forgotPassword.useMutation();
  const [email, setEmail] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    forgot.mutate({ email });
  }

  let body;
  if (mail.isPending) body = <Loading text={t('auth.loading')} />;
  else if (!mail.data?.enabled) {
    body = (
      <>
        <p className={styles.subtitle}>{tm(ADMIN_MSG.forgotPasswordHelp)}</p>
        <code className={styles.command}>{tm(ADMIN_MSG.forgotPasswordCommand)}</code>
      </>
    );
  } else if (forgot.isSuccess) {
    body = (
      <div className="alert alert-success" role="status">
        {tm(MAIL_MSG.forgotSent)}
      </div>
    );
  } else {
    body = (
      <>
        <p className={styles.subtitle}>{tm(MAIL_MSG.forgotIntro)}</p>
        <FormError message={forgot.error && errorMessage(forgot.error, t('auth.forgot.failed'))} />
        <form onSubmit={onSubmit}>
          <TextField id="forgot-email" label={t('auth.field.email')} type="email" autoComplete="email" required value={email} onChange={setEmail} />
          <button type="submit" className={`btn btn-primary btn-lg ${styles.submit}`} disabled={forgot.isPending}>
            {forgot.isPending ? t('auth.forgot.sending') : t('auth.forgot.submit')}
          </button>
        </form>
      </>
    );
  }

  return (
    <main className={styles.wrap}>
      <div className={`card ${styles.panel}`}>
        <h1 className={styles.title}>{t('auth.forgot.title')}</h1>
        {body}
        <p className={styles.switch}>
          {t.rich('auth.forgot.remembered', { link: (text) => <Link href="/login">{text}</Link> })}
        </p>
      </div>
    </main>
  );
}
