import { useState, type FormEvent } from 'react';
import { MAIL_MSG } from '../../../../shared/messages';
import { FormError } from '../../components/ui/FormError';
import { errorMessage, trpc } from '../../lib/trpc';
import { useT } from '../../i18n';
import { useMsg } from '../../i18n/useMsg';
import { namespace as inviteMail } from '../../locales/inviteMail';
import styles from '../admin/Admin.module.css';

/** The admin page's "Invite by mail" (docs/mail.md): a one-use invite sent to one address. */
export function InviteByMailForm() {
  const t = useT(inviteMail);
  const tm = useMsg();
  const utils = trpc.useUtils();
  const send = trpc.mail.sendInvite.useMutation({ onSuccess: () => utils.admin.invites.invalidate() });
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSentTo(null);
    send.mutate(
      { email, name: name || undefined, days: 7 },
      {
        onSuccess: () => {
          setSentTo(email);
          setEmail('');
          setName('');
        },
      },
    );
  }

  return (
    <form className={`card ${styles.mailInvite}`} onSubmit={onSubmit} aria-labelledby="invite-mail-title">
      <h3 id="invite-mail-title" className={styles.mailInviteTitle}>
        {t('inviteMail.title')}
      </h3>
      <FormError message={send.error && tm(errorMessage(send.error, t('inviteMail.failed')))} />
      {sentTo && (
        <div className="alert alert-success" role="status">
          {tm(MAIL_MSG.inviteSent(sentTo))}
        </div>
      )}
      <div className={styles.inviteForm}>
        <div className="field">
          <label htmlFor="invite-mail-email">{t('inviteMail.email')}</label>
          <input id="invite-mail-email" className="input" type="email" autoComplete="off" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="invite-mail-name">
            {t('inviteMail.name')} <span className="field-hint">{t('inviteMail.optional')}</span>
          </label>
          <input id="invite-mail-name" className="input" type="text" autoComplete="off" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <button type="submit" className="btn btn-primary" disabled={send.isPending}>
          {send.isPending ? t('inviteMail.sending') : t('inviteMail.send')}
        </button>
      </div>
      <p className={styles.mailInviteNote}>{t('inviteMail.note')}</p>
    </form>
  );
}
