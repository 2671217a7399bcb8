import { useMemo, useState, type FormEvent } from 'react';
import type { ApiToken, ApiTokenScope, CreatedApiToken } from '../../../../shared/schemas/apiTokens';
import { Loading, ErrorWithRetry } from '../../components/ui/Status';
import { errorMessage } from '../../lib/trpc';
import { CopyField } from '../admin/CopyField';
import { expiryText, lastActive, shortDate } from '../admin/format';
import { EXPIRY_CHOICES, expiryFor, type ExpiryChoice } from './apiTokenExpiry';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from './queries';
import styles from './ProfileSections.module.css';

/**
 * 'API tokens' (docs/api.md): tokens for scripts, Yomitan and yanki. A new token is shown once,
 * with a Copy button; the list shows each one's scope, last use and expiry, and revokes it.
 */
export function ApiTokensSection() {
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
        onError: (e) => setMessage({ tone: 'error', text: errorMessage(e, 'The token could not be made. Please try again.') }),
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
          setMessage({ tone: 'success', text: `Revoked “${token.name}”. Anything using it can no longer reach your account.` });
        },
        onError: (e) => setMessage({ tone: 'error', text: errorMessage(e, 'The token could not be revoked. Please try again.') }),
      },
    );
  }

  let list;
  if (tokens.isPending) list = <Loading text="Loading your tokens..." />;
  else if (tokens.isError) list = <ErrorWithRetry message="Your tokens could not be loaded." onRetry={() => void tokens.refetch()} />;
  else if (tokens.data.length === 0) list = <p className={styles.note}>You have no API tokens.</p>;
  else
    list = (
      <ul className={styles.sessions} aria-label="API tokens">
        {tokens.data.map((t) => (
          <li key={t.id} className={styles.session}>
            <span className={styles.sessionText}>
              <span className={styles.device}>
                {t.name}
                <span className={styles.badge}>{t.scope === 'write' ? 'Read and write' : 'Read only'}</span>
              </span>
              <span className={styles.when}>
                Made {shortDate(t.createdAt)} · Last used {lastActive(t.lastUsedAt, now).toLowerCase()} · {t.expiresAt ? expiryText(t.expiresAt, now) : 'Never expires'}
              </span>
            </span>
            <button type="button" className={`btn btn-secondary btn-sm ${styles.pushRight}`} disabled={revoke.isPending} onClick={() => onRevoke(t)} aria-label={`Revoke ${t.name}`}>
              Revoke
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section className={styles.section} aria-labelledby="api-tokens-title">
      <header className={styles.header}>
        <h2 id="api-tokens-title">API tokens</h2>
        <p className="muted">
          Let a script, Yomitan or yanki use your account: send the token as <code>Authorization: Bearer</code>, or as the AnkiConnect key. Treat it like a password.
        </p>
      </header>
      {created && (
        <div className={`alert alert-success ${styles.tokenShown}`} role="status">
          <p className={styles.tokenShownText}>
            <strong>“{created.apiToken.name}” is ready.</strong> Copy it now: it will not be shown again.
          </p>
          <CopyField label={`The new token ${created.apiToken.name}`} value={created.token} />
        </div>
      )}
      {message && (
        <div className={`alert ${message.tone === 'success' ? 'alert-success' : 'alert-error'}`} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </div>
      )}
      <form className={styles.form} onSubmit={onSubmit} aria-label="New API token">
        <div className={`field ${styles.wide}`}>
          <label htmlFor="api-token-name">Name</label>
          <input id="api-token-name" className="input" maxLength={100} required placeholder="Yomitan on my laptop" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="api-token-scope">Access</label>
          <select id="api-token-scope" className="select" value={scope} onChange={(e) => setScope(e.target.value as ApiTokenScope)}>
            <option value="write">Read and write</option>
            <option value="read">Read only</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="api-token-expiry">Expires</label>
          <select id="api-token-expiry" className="select" value={expiry} onChange={(e) => setExpiry(e.target.value as ExpiryChoice)}>
            {EXPIRY_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className={`${styles.actions} ${styles.wide}`}>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? 'Making...' : 'Make token'}
          </button>
          <a className={styles.note} href="/developers">
            API reference
          </a>
        </div>
      </form>
      {list}
    </section>
  );
}
