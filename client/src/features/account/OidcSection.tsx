import { useState } from 'react';
import { useSearch } from 'wouter';
import { OIDC_MSG } from '../../../../shared/messages';
import { trpc } from '../../lib/trpc';
import { xsrfHeaders } from '../../lib/xsrf';
import { shortDate } from '../admin/format';
import { oidcErrorText } from '../auth/oidc';
import styles from './ProfileSections.module.css';

/**
 * "Sign in with <provider>" on the profile (docs/sign-in.md): whether this account is linked to
 * the group's identity provider, and "Link <provider>", which goes through the provider and comes
 * back here. Nothing when the server has no provider.
 */
export function OidcSection() {
  const status = trpc.oidc.status.useQuery(undefined, { staleTime: 60_000 });
  const search = useSearch();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const data = status.data;
  if (!data) return null;
  const returned = oidcErrorText(search, data.name);
  const justLinked = new URLSearchParams(search).has('oidcLinked') && data.linked;

  async function link() {
    setError(null);
    setLeaving(true);
    try {
      const res = await fetch('/api/auth/oidc/link', { method: 'POST', credentials: 'include', headers: xsrfHeaders() });
      const body = (await res.json().catch(() => ({}))) as { url?: string; message?: string };
      if (!res.ok || !body.url) throw new Error(body.message ?? 'The link could not be started. Please try again.');
      window.location.assign(body.url);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The link could not be started. Please try again.');
      setLeaving(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="oidc-title">
      <header className={styles.header}>
        <h2 id="oidc-title">{OIDC_MSG.signIn(data.name)}</h2>
        <p className="muted">Use your {data.name} account to sign in here, instead of or beside your password.</p>
      </header>
      {justLinked && (
        <div className="alert alert-success" role="status">
          {OIDC_MSG.linked(data.name)}
        </div>
      )}
      {(returned ?? error) && (
        <div className="alert alert-error" role="alert">
          {returned ?? error}
        </div>
      )}
      {data.linked ? (
        <p className={styles.note}>
          Linked{data.email ? ` to ${data.email}` : ''}
          {data.linkedAt ? ` since ${shortDate(data.linkedAt)}` : ''}.
        </p>
      ) : (
        <div className={styles.actions}>
          <button type="button" className="btn btn-secondary" disabled={leaving} onClick={() => void link()}>
            {leaving ? `Opening ${data.name}...` : OIDC_MSG.link(data.name)}
          </button>
        </div>
      )}
    </section>
  );
}
