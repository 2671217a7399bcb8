import { Link } from 'wouter';
import { useT } from '../../i18n';
import { namespace as common } from '../../locales/common';
import { APP_NAME } from '../../lib/usePageTitle';
import styles from './Header.module.css';

// The logged-out header of the landing page, without the API client (issue 13: the landing loads
// only what it shows). Header.tsx is the app's header; both look the same to a logged-out visitor.

export function Logo() {
  return (
    <span className={styles.logoMark} aria-hidden="true">
      <svg width="30" height="30" viewBox="0 0 64 64">
        <rect x="6" y="12" width="40" height="30" rx="6" fill="#6366f1" />
        <rect x="18" y="22" width="40" height="30" rx="6" fill="#f59e0b" />
        <path d="M38 30l3 6.5 7 .8-5.2 4.8 1.5 7-6.3-3.6-6.3 3.6 1.5-7L28 37.3l7-.8z" fill="#fff" />
      </svg>
    </span>
  );
}

/** The logo and name, linking home (`href`: My Decks for a logged-in user). The product's name is not translated. */
export function Brand({ href = '/' }: { href?: string }) {
  const t = useT(common);
  return (
    <Link href={href} className={styles.brand}>
      <Logo />
      <span className={styles.brandName} translate="no">
        {APP_NAME}
      </span>
      <span className={styles.beta}>{t('common.brand.beta')}</span>
    </Link>
  );
}

/** Login and Sign Up, for a visitor who is not logged in. */
export function GuestLinks() {
  const t = useT(common);
  return (
    <nav className={styles.authLinks} aria-label={t('common.nav.account')}>
      <Link href="/login" className="btn btn-ghost">
        {t('common.nav.login')}
      </Link>
      <Link href="/signup" className="btn btn-primary">
        {t('common.nav.signup')}
      </Link>
    </nav>
  );
}

/**
 * Brand and the Login / Sign Up links: what Header shows to a visitor who is not logged in.
 * Without links while the app loads for a page whose visitor may well be logged in.
 */
export function PublicHeader({ links = true }: { links?: boolean }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Brand />
        {links && <GuestLinks />}
      </div>
    </header>
  );
}
