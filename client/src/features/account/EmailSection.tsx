import { useState, type FormEvent } from 'react';
import { MAIL_MSG } from '../../../../shared/messages';
import { TextField } from '../../components/ui/TextField';
import { errorMessage, trpc } from '../../lib/trpc';
import styles from './ProfileSections.module.css';

/**
 * 'Email' (docs/account.md): a new address, confirmed with the password. With mail, a link goes to
 * the new address and the change happens when it is opened (docs/mail.md).
 */
export function EmailSection() {
  const utils = trpc.useUtils();
  const change = trpc.mail.changeEmail.useMutation({
    onSuccess: (result) => {
      if (!result.pending) return Promise.all([utils.auth.me.invalidate(), utils.account.profile.invalidate()]);
    },
  });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    change.mutate(
      { email, password },
      {
        onSuccess: (result) => {
          setPassword('');
          setMessage({ tone: 'success', text: result.pending ? MAIL_MSG.emailChangeSent(result.email) : MAIL_MSG.emailChanged });
        },
        onError: (e) => setMessage({ tone: 'error', text: errorMessage(e, 'Your email could not be changed. Please try again.') }),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="email-title">
      <header className={styles.header}>
        <h2 id="email-title">Email</h2>
        <p className="muted">The address you log in with and where mail from this server goes.</p>
      </header>
      <form className={styles.form} onSubmit={onSubmit}>
        {message && (
          <div className={`alert ${message.tone === 'success' ? 'alert-success' : 'alert-error'} ${styles.wide}`} role={message.tone === 'error' ? 'alert' : 'status'}>
            {message.text}
          </div>
        )}
        <TextField id="new-email" label="New email" type="email" autoComplete="email" required value={email} onChange={setEmail} />
        <TextField id="email-password" label="Current password" type="password" autoComplete="current-password" required value={password} onChange={setPassword} />
        <div className={`${styles.actions} ${styles.wide}`}>
          <button type="submit" className="btn btn-primary" disabled={change.isPending}>
            {change.isPending ? 'Saving...' : 'Change email'}
          </button>
        </div>
      </form>
    </section>
  );
}
