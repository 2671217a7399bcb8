import styles from './LegalPage.module.css';
import { usePageTitle } from '../lib/usePageTitle';
import { useT } from '../i18n';
import { useFormat } from '../i18n/format';
import { namespace as legalNs } from '../locales/legal';

export default function PrivacyPage() {
  const t = useT(legalNs);
  const format = useFormat();
  usePageTitle(t('legal.privacy.title'));
  return (
    <main className={`page ${styles.legal}`}>
      <h1>{t('legal.privacy.title')}</h1>
      <p className={styles.effective}>{t('legal.effective', { date: format.date(Date.UTC(2025, 5, 1), { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' }) })}</p>
      <p>{t('legal.privacy.intro')}</p>
      <h2>{t('legal.privacy.collectTitle')}</h2>
      <ul>
        <li>{t('legal.privacy.collectEmail')}</li>
        <li>{t('legal.privacy.collectCards')}</li>
        <li>{t('legal.privacy.collectUsage')}</li>
      </ul>
      <h2>{t('legal.privacy.useTitle')}</h2>
      <p>{t('legal.privacy.use')}</p>
      <h2>{t('legal.privacy.deleteTitle')}</h2>
      <p>{t('legal.privacy.delete')}</p>
      <h2>{t('legal.ageTitle')}</h2>
      <p>{t('legal.age')}</p>
    </main>
  );
}
