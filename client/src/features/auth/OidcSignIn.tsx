import { OIDC_MSG } from '../../../../shared/messages';
import styles from './OidcSignIn.module.css';
import { useT } from '../../i18n';
import { useMsg } from '../../i18n/useMsg';
import { namespace as auth } from '../../locales/auth';

/** A key, the usual sign of "sign in with your organisation's account". */
function KeyIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="M10.7 12.3 21 2M16 7l3 3M18.5 4.5l2 2" />
    </svg>
  );
}

/**
 * The provider's button (a link: the start is a page navigation to the provider) and, when the
 * password form follows, an "or" between them; alone on the page, it is the primary action.
 */
export function OidcSignIn({ name, href, verb = 'in', divider, onClick }: { name: string; href: string; verb?: 'in' | 'up'; divider: boolean; onClick?: (event: React.MouseEvent) => void }) {
  const t = useT(auth);
  const tm = useMsg();
  return (
    <div className={styles.wrap}>
      <a className={`btn ${divider ? 'btn-secondary' : 'btn-primary'} btn-lg ${styles.button}`} href={href} onClick={onClick}>
        <KeyIcon />
        {tm(verb === 'in' ? OIDC_MSG.signIn(name) : OIDC_MSG.signUp(name))}
      </a>
      {divider && (
        <p className={styles.divider}>
          <span>{t('auth.oidc.or')}</span>
        </p>
      )}
    </div>
  );
}
