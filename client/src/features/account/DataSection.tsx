import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Modal } from '../../components/ui/Modal';
import { errorMessage } from '../../lib/trpc';
import { useDeleteAccount } from './queries';
import styles from './ProfileSections.module.css';
import { useT } from '../../i18n';
import { namespace as profile } from '../../locales/profile';

/** The full backup (built by the export service, docs/account.md): a plain download link. */
export const ACCOUNT_EXPORT_URL = '/api/account/export';

/** 'Your data': download everything, or delete the account for good. */
export function DataSection() {
  const t = useT(profile);
  const [confirming, setConfirming] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="data-title">
      <header className={styles.header}>
        <h2 id="data-title">{t('profile.data.title')}</h2>
        <p className="muted">{t('profile.data.help')}</p>
      </header>
      <div className={styles.row}>
        <div>
          <h3>{t('profile.data.download')}</h3>
          <p>{t('profile.data.downloadHelp')}</p>
        </div>
        <a className="btn btn-secondary" href={ACCOUNT_EXPORT_URL} download>
          {t('profile.data.download')}
        </a>
      </div>
      <div className={`${styles.row} ${styles.danger}`}>
        <div>
          <h3>{t('profile.data.delete')}</h3>
          <p>{t('profile.data.deleteHelp')}</p>
        </div>
        <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
          {t('profile.data.delete')}
        </button>
      </div>
      {confirming && <DeleteAccountDialog onClose={() => setConfirming(false)} />}
    </section>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const t = useT(profile);
  const [, navigate] = useLocation();
  // The landing page says so at its top (issue #29): the notice travels in the history state.
  const remove = useDeleteAccount(() => navigate('/', { replace: true, state: { notice: 'accountDeleted' } }));
  const [password, setPassword] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    remove.mutate({ password });
  }

  return (
    <Modal
      open
      title={t('profile.data.dialogTitle')}
      onClose={onClose}
      busy={remove.isPending}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={remove.isPending}>
            {t('profile.data.cancel')}
          </button>
          <button type="submit" form="delete-account-form" className="btn btn-danger" disabled={remove.isPending || password === ''}>
            {remove.isPending ? t('profile.data.deleting') : t('profile.data.delete')}
          </button>
        </>
      }
    >
      <form id="delete-account-form" onSubmit={onSubmit}>
        <p style={{ marginTop: 0 }}>{t('profile.data.warning')}</p>
        <ul className={styles.warning}>
          <li>{t('profile.data.warnDecks')}</li>
          <li>{t('profile.data.warnHistory')}</li>
          <li>{t('profile.data.warnLogins')}</li>
        </ul>
        <p className="muted" style={{ marginTop: 0 }}>
          {t.rich('profile.data.copyFirst', { link: (text) => <a href={ACCOUNT_EXPORT_URL}>{text}</a> })}
        </p>
        {remove.error && (
          <div className="alert alert-error" role="alert">
            {errorMessage(remove.error, t('profile.data.deleteFailed'))}
          </div>
        )}
        <div className="field" style={{ marginBottom: 0 }}>
          <label htmlFor="delete-password">{t('profile.data.confirmPassword')}</label>
          <input id="delete-password" className="input" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
      </form>
    </Modal>
  );
}
