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

/** `/forgot-password` (docs/mail.md): a link to choose a new password, by mail. */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const mail = useMailConfig();
  const forgot = trpc.auth.forgotPassword.useMutation();
  const [email, setEmail] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    forgot.mutate({ email });
  }

  let body;
  if (mail.isPending) body = <Loading text="Loading..." />;
  else if (!mail.data?.enabled) {
    body = (
      <>
        <p className={styles.subtitle}>{ADMIN_MSG.forgotPasswordHelp}</p>
        <code className={styles.command}>{ADMIN_MSG.forgotPasswordCommand}</code>
      </>
    );
  } else if (forgot.isSuccess) {
    body = (
      <div className="alert alert-success" role="status">
        {MAIL_MSG.forgotSent}
      </div>
    );
  } else {
    body = (
      <>
        <p className={styles.subtitle}>{MAIL_MSG.forgotIntro}</p>
        <FormError message={forgot.error && errorMessage(forgot.error, 'Could not send the link. Please try again.')} />
        <form onSubmit={onSubmit}>
          <TextField id="forgot-email" label="Email" type="email" autoComplete="email" required value={email} onChange={setEmail} />
          <button type="submit" className={`btn btn-primary btn-lg ${styles.submit}`} disabled={forgot.isPending}>
            {forgot.isPending ? 'Sending...' : 'Send me a link'}
          </button>
        </form>
      </>
    );
  }

  return (
    <main className={styles.wrap}>
      <div className={`card ${styles.panel}`}>
        <h1 className={styles.title}>Forgot your password?</h1>
        {body}
        <p className={styles.switch}>
          Remembered it? <Link href="/login">Log in</Link>
        </p>
      </div>
    </main>
  );
}
