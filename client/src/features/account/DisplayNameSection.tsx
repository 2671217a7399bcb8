import { useState, type FormEvent } from 'react';
import { DISPLAY_NAME_MAX } from '../../../../shared/displayName';
import { Loading, ErrorWithRetry } from '../../components/ui/Status';
import { errorMessage, trpc } from '../../lib/trpc';
import { useLeaderboard } from '../sharing/queries';
import styles from './ProfileSections.module.css';
import { useT } from '../../i18n';
import { namespace as profile } from '../../locales/profile';

/**
 * 'Display name': the name other learners see on shared decks and the weekly board, never the
 * e-mail. The server normalises and checks it (shared/displayName.ts) and its message is shown
 * as given: a reserved name, a name someone has, too many accents on a letter.
 */
export function DisplayNameSection() {
  const t = useT(profile);
  const utils = trpc.useUtils();
  const board = useLeaderboard();
  const save = trpc.sharedDecks.setPreferences.useMutation({ onSuccess: (data) => utils.sharedDecks.leaderboard.setData(undefined, data) });
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  let body;
  if (board.isPending) body = <Loading text={t('profile.displayName.loading')} />;
  else if (board.isError) body = <ErrorWithRetry message={t('profile.displayName.loadFailed')} onRetry={() => void board.refetch()} />;
  else {
    const current = board.data.displayName;
    const value = draft ?? current;
    const onSubmit = (event: FormEvent) => {
      event.preventDefault();
      setMessage(null);
      // An empty field goes back to the name the app gives ('Learner 12').
      save.mutate(
        { displayName: value.trim() === '' ? null : value },
        {
          onSuccess: (data) => {
            setDraft(null);
            setMessage({ tone: 'success', text: t('profile.displayName.saved', { name: data.displayName }) });
          },
          onError: (e) => setMessage({ tone: 'error', text: errorMessage(e, t('profile.displayName.failed')) }),
        },
      );
    };
    body = (
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {message && (
          <div className={`alert ${message.tone === 'success' ? 'alert-success' : 'alert-error'} ${styles.wide}`} role={message.tone === 'error' ? 'alert' : 'status'}>
            {message.text}
          </div>
        )}
        <div className={`field ${styles.wide}`}>
          <label htmlFor="display-name">{t('profile.displayName.title')}</label>
          <input
            id="display-name"
            className="input"
            value={value}
            maxLength={DISPLAY_NAME_MAX * 2}
            autoComplete="nickname"
            aria-describedby="display-name-note"
            aria-invalid={message?.tone === 'error' ? true : undefined}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <p id="display-name-note" className={`${styles.note} ${styles.wide}`}>
          {t('profile.displayName.note', { max: DISPLAY_NAME_MAX })}
        </p>
        <div className={`${styles.actions} ${styles.wide}`}>
          <button type="submit" className="btn btn-primary" disabled={save.isPending || value === current}>
            {save.isPending ? t('profile.saving') : t('profile.displayName.submit')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="display-name-title">
      <header className={styles.header}>
        <h2 id="display-name-title">{t('profile.displayName.title')}</h2>
        <p className="muted">{t('profile.displayName.help')}</p>
      </header>
      {body}
    </section>
  );
}
