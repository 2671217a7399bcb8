import { useState } from 'react';
import { useSearch } from 'wouter';
import { OIDC_MSG } from '../../../../shared/messages';
import { trpc } from '../../lib/trpc';
import { xsrfHeaders } from '../../lib/xsrf';
import { oidcErrorText } from '../auth/oidc';
import styles from './ProfileSections.module.css';
import { useT } from '../../i18n';
import { namespace as profile } from '../../locales/profile';
import { useMsg } from '../../i18n/useMsg';
import { useProfileFormat } from './useProfileFormat';

/**
 * "Sign in with <provider>" on the profile (docs/sign-in.md): whether this account is linked to
 * the group's identity provider, and "Link <provider>", which goes through the provider and comes
 * back here. Nothing when the server has no provider.
 */
export function OidcSection() {
  const t = useT(profile);
  const tm = useMsg();
  const { shortDate } = useProfileFormat();
  const status = trpc.oidc.status.useQuery(undefined, { staleTime: 60_000 });
  const search = useSearch();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const data = status.data;
  if (!data) return null;
  const returnedEnglish = oidcErrorText(search, data.name);
  const returned = returnedEnglish && tm(returnedEnglish);
  const justLinked = new URLSearchParams(search).has('oidcLinked') && data.linked;

  async function link() {
    setError(null);
    setLeaving(true);
    try {
      const res = await fetch('/api/auth/oidc/link', { method: 'POST', credentials: 'include', headers: xsrfHeaders() });
      const body = (await res.json().catch(() => ({}))) as { url?: string; message?: string };
      if (!res.ok || !body.url) throw new Error(body.message ?? t('profile.oidc.linkFailed'));
      window.location.assign(body.url);
    } catch (e) {
      setError(e instanceof Error ? e.message : t('profile.oidc.linkFailed'));
      setLeaving(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="oidc-title">
      <header className={styles.header}>
        <h2 id="oidc-title">{tm(OIDC_MSG.signIn(data.name))}</h2>
        <p className="muted">{t('profile.oidc.help', { name: data.name })}</p>
      </header>
      {justLinked && (
        <div className="alert alert-success" role="status">
          {tm(OIDC_MSG.linked(data.name))}
        </div>
      )}
      {(returned ?? error) && (
        <div className="alert alert-error" role="alert">
          {returned ?? error}
        </div>
      )}
      {data.linked ? (
        <p className={styles.note}>
          {data.email && data.linkedAt
            ? t('profile.oidc.linkedToSince', { email: data.email, date: shortDate(data.linkedAt) })
            : data.email
              ? t('profile.oidc.linkedTo', { email: data.email })
              : data.linkedAt
                ? t('profile.oidc.linkedSince', { date: shortDate(data.linkedAt) })
                : t('profile.oidc.linked')}
        </p>
      ) : (
        <div className={styles.actions}>
          <button type="button" className="btn btn-secondary" disabled={leaving} onClick={() => void link()}>
            {leaving ? t('profile.oidc.opening', { name: data.name }) : tm(OIDC_MSG.link(data.name))}
          </button>
        </div>
      )}
    </section>
  );
}
