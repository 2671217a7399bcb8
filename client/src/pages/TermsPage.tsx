import styles from './LegalPage.module.css';
import { usePageTitle } from '../lib/usePageTitle';
import { useT } from '../i18n';
import { useFormat } from '../i18n/format';
import { namespace as legalNs } from '../locales/legal';

export default function TermsPage() {
  const t = useT(legalNs);
  const format = useFormat();
  usePageTitle(t('legal.terms.title'));
  return (
    <main className={`page ${styles.legal}`}>
      <h1>{t('legal.terms.title')}</h1>
      <p className={styles.effective}>{t('legal.effective', { date: format.date(Date.UTC(2025, 5, 1), { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' }) })}</p>
      <h2>{t('legal.terms.serviceTitle')}</h2>
      <p>{t('legal.terms.service')}</p>
      <h2>{t('legal.terms.whoTitle')}</h2>
      <p>{t('legal.age')}</p>
      <h2>{t('legal.terms.contentTitle')}</h2>
      <p>{t('legal.terms.content')}</p>
      <h2>{t('legal.terms.accountTitle')}</h2>
      <p>{t('legal.terms.account')}</p>
    </main>
  );
}
