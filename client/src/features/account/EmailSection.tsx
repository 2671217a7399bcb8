import { useState, type FormEvent } from 'react';
import { MAIL_MSG } from '../../../../shared/messages';
import { TextField } from '../../components/ui/TextField';
import { errorMessage, trpc } from '../../lib/trpc';
import styles from './ProfileSections.module.css';
import { useT } from '../../i18n';
import { namespace as profile } from '../../locales/profile';
import { useMsg } from '../../i18n/useMsg';

/**
 * 'Email' (docs/account.md): a new address, confirmed with the password. With mail, a link goes to
 * the new address and the change happens when it is opened (docs/mail.md).
 */
export function EmailSection() {
  const t = useT(profile);
  const tm = useMsg();
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
          setMessage({ tone: 'success', text: tm(result.pending ? MAIL_MSG.emailChangeSent(result.email) : MAIL_MSG.emailChanged) });
        },
        onError: (e) => setMessage({ tone: 'error', text: errorMessage(e, t('profile.email.failed')) }),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="email-title">
      <header className={styles.header}>
        <h2 id="email-title">{t('profile.email.title')}</h2>
        <p className="muted">{t('profile.email.help')}</p>
      </header>
      <form className={styles.form} onSubmit={onSubmit}>
        {message && (
          <div className={`alert ${message.tone === 'success' ? 'alert-success' : 'alert-error'} ${styles.wide}`} role={message.tone === 'error' ? 'alert' : 'status'}>
            {message.text}
          </div>
        )}
        <TextField id="new-email" label={t('profile.email.new')} type="email" autoComplete="email" required value={email} onChange={setEmail} />
        <TextField id="email-password" label={t('profile.currentPassword')} type="password" autoComplete="current-password" required value={password} onChange={setPassword} />
        <div className={`${styles.actions} ${styles.wide}`}>
          <button type="submit" className="btn btn-primary" disabled={change.isPending}>
            {change.isPending ? t('profile.saving') : t('profile.email.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
