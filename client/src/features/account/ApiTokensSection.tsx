import { useMemo, useState, type FormEvent } from 'react';
import type { ApiToken, ApiTokenScope, CreatedApiToken } from '../../../../shared/schemas/apiTokens';
import { Loading, ErrorWithRetry } from '../../components/ui/Status';
import { errorMessage } from '../../lib/trpc';
import { CopyField } from '../admin/CopyField';
import { EXPIRY_CHOICES, expiryFor, type ExpiryChoice } from './apiTokenExpiry';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from './queries';
import styles from './ProfileSections.module.css';
import { useT } from '../../i18n';
import { namespace as profile, type MessageId as ProfileMessageId } from '../../locales/profile';
import { useProfileFormat } from './useProfileFormat';

/** The expiry choices' labels in the profile catalog (apiTokenExpiry.ts keeps the English ones). */
const EXPIRY_LABELS: Record<ExpiryChoice, ProfileMessageId> = {
  never: 'profile.tokens.expiryNever',
  '30': 'profile.tokens.expiry30',
  '90': 'profile.tokens.expiry90',
  '365': 'profile.tokens.expiry365',
};

/**
 * 'API tokens' (docs/api.md): tokens for scripts, Yomitan and yanki. A new token is shown once,
 * with a Copy button; the list shows each one's scope, last use and expiry, and revokes it.
 */
export function ApiTokensSection() {
  const t = useT(profile);
  const { shortDate, lastActive, expiryText, lower } = useProfileFormat();
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('write');
  const [expiry, setExpiry] = useState<ExpiryChoice>('never');
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const now = useMemo(() => new Date(), [tokens.dataUpdatedAt]); // eslint-disable-line react-hooks/exhaustive-deps

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    setCreated(null);
    create.mutate(
      { name, scope, expiresAt: expiryFor(expiry, new Date()) },
      {
        onSuccess: (result) => {
          setCreated(result);
          setName('');
        },
        onError: (e) => setMessage({ tone: 'error', text: errorMessage(e, t('profile.tokens.makeFailed')) }),
      },
    );
  }

  function onRevoke(token: ApiToken) {
    setMessage(null);
    revoke.mutate(
      { id: token.id },
      {
        onSuccess: () => {
          if (created?.id === token.id) setCreated(null);
          setMessage({ tone: 'success', text: t('profile.tokens.revoked', { name: token.name }) });
        },
        onError: (e) => setMessage({ tone: 'error', text: errorMessage(e, t('profile.tokens.revokeFailed')) }),
      },
    );
  }

  let list;
  if (tokens.isPending) list = <Loading text={t('profile.tokens.loading')} />;
  else if (tokens.isError) list = <ErrorWithRetry message={t('profile.tokens.loadFailed')} onRetry={() => void tokens.refetch()} />;
  else if (tokens.data.length === 0) list = <p className={styles.note}>{t('profile.tokens.none')}</p>;
  else
    list = (
      <ul className={styles.sessions} aria-label={t('profile.tokens.title')}>
        {tokens.data.map((token) => (
          <li key={token.id} className={styles.session}>
            <span className={styles.sessionText}>
              <span className={styles.device}>
                <span translate="no">{token.name}</span>
                <span className={styles.badge}>{token.scope === 'write' ? t('profile.tokens.readWrite') : t('profile.tokens.readOnly')}</span>
              </span>
              <span className={styles.when}>
                {[
                  t('profile.tokens.made', { date: shortDate(token.createdAt) }),
                  t('profile.tokens.lastUsed', { when: lower(lastActive(token.lastUsedAt, now)) }),
                  token.expiresAt ? expiryText(token.expiresAt, now) : t('profile.tokens.neverExpires'),
                ].join(' · ')}
              </span>
            </span>
            <button
              type="button"
              className={`btn btn-secondary btn-sm ${styles.pushRight}`}
              disabled={revoke.isPending}
              onClick={() => onRevoke(token)}
              aria-label={t('profile.tokens.revokeLabel', { name: token.name })}
            >
              {t('profile.tokens.revoke')}
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section className={styles.section} aria-labelledby="api-tokens-title">
      <header className={styles.header}>
        <h2 id="api-tokens-title">{t('profile.tokens.title')}</h2>
        <p className="muted">{t.rich('profile.tokens.help', { code: (text) => <code>{text}</code> })}</p>
      </header>
      {created && (
        <div className={`alert alert-success ${styles.tokenShown}`} role="status">
          <p className={styles.tokenShownText}>
            {t.rich('profile.tokens.ready', { strong: (text) => <strong>{text}</strong> }, { name: created.apiToken.name })}
          </p>
          <CopyField
            label={t('profile.tokens.newTokenLabel', { name: created.apiToken.name })}
            value={created.token}
            texts={{ copy: t('profile.copy'), copied: t('profile.copied'), copiedLive: t('profile.copiedLive') }}
          />
        </div>
      )}
      {message && (
        <div className={`alert ${message.tone === 'success' ? 'alert-success' : 'alert-error'}`} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </div>
      )}
      <form className={styles.form} onSubmit={onSubmit} aria-label={t('profile.tokens.form')}>
        <div className={`field ${styles.wide}`}>
          <label htmlFor="api-token-name">{t('profile.tokens.name')}</label>
          <input id="api-token-name" className="input" maxLength={100} required placeholder={t('profile.tokens.namePlaceholder')} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="api-token-scope">{t('profile.tokens.access')}</label>
          <select id="api-token-scope" className="select" value={scope} onChange={(e) => setScope(e.target.value as ApiTokenScope)}>
            <option value="write">{t('profile.tokens.readWrite')}</option>
            <option value="read">{t('profile.tokens.readOnly')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="api-token-expiry">{t('profile.tokens.expires')}</label>
          <select id="api-token-expiry" className="select" value={expiry} onChange={(e) => setExpiry(e.target.value as ExpiryChoice)}>
            {EXPIRY_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {t(EXPIRY_LABELS[c.value])}
              </option>
            ))}
          </select>
        </div>
        <div className={`${styles.actions} ${styles.wide}`}>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? t('profile.tokens.submitting') : t('profile.tokens.submit')}
          </button>
          <a className={styles.note} href="/developers">
            {t('profile.tokens.reference')}
          </a>
        </div>
      </form>
      {list}
    </section>
  );
}
