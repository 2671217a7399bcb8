import { Link } from 'wouter';
import styles from '../../pages/AuthForm.module.css';
import { OidcSignIn } from './OidcSignIn';
import { oidcStartHref } from './oidc';
import { useT } from '../../i18n';
import { namespace as auth } from '../../locales/auth';

/**
 * The login page when PASSWORD_LOGIN=false (docs/sign-in.md): the provider's button alone, with
 * the message of a refused return.
 */
export function ProviderOnlyLogin({ name, next, error }: { name: string; next: string; error: string | null }) {
  const t = useT(auth);
  return (
    <main className={styles.wrap}>
      <div className={`card ${styles.panel}`}>
        <h1 className={styles.title}>{t('auth.login.title')}</h1>
        <p className={styles.subtitle}>{t('auth.login.providerSubtitle', { name })}</p>
        {error && (
          <div className="alert alert-error" role="alert">
            {error}
          </div>
        )}
        <OidcSignIn name={name} href={oidcStartHref({ next })} divider={false} />
        <p className={styles.switch}>
          {t.rich('auth.login.newHere', { link: (text) => <Link href="/signup">{text}</Link> })}
        </p>
      </div>
    </main>
  );
}

/**
 * The signup page's provider button: in invite mode it carries the code typed above it, and asks
 * for one before leaving for the provider.
 */
export function OidcSignUp({ name, mode, inviteCode, divider, onMissingInvite }: { name: string; mode: 'open' | 'invite'; inviteCode: string; divider: boolean; onMissingInvite: () => void }) {
  const code = inviteCode.trim();
  return (
    <OidcSignIn
      name={name}
      verb="up"
      divider={divider}
      href={oidcStartHref(mode === 'invite' && code ? { invite: code, from: 'signup' } : { from: 'signup' })}
      onClick={(event) => {
        if (mode === 'invite' && !code) {
          event.preventDefault();
          onMissingInvite();
        }
      }}
    />
  );
}
