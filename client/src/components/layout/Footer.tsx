import { Link, useLocation } from 'wouter';
import { useT } from '../../i18n';
import { LanguagePicker } from '../../i18n/LanguagePicker';
import { namespace as common } from '../../locales/common';
import styles from './Footer.module.css';

/** Hidden on game and study screens (docs/product.md: screens), which use the whole height. */
export function Footer() {
  const t = useT(common);
  const [location] = useLocation();
  if (location.startsWith('/play/') || location.startsWith('/study/')) return null;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav className={styles.links} aria-label={t('common.footer.nav')}>
          <Link href="/help">{t('common.nav.help')}</Link>
          <Link href="/privacy">{t('common.footer.privacy')}</Link>
          <Link href="/terms">{t('common.footer.terms')}</Link>
        </nav>
        {/* The language for anyone, signed in or not (docs/translating.md); Profile has it too. */}
        <LanguagePicker className={styles.language} labelClassName={styles.languageLabel} id="footer-language" />
        <p className={styles.copy}>{t('common.footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
