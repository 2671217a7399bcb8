import { useT } from '../../i18n';
import { LanguagePicker } from '../../i18n/LanguagePicker';
import { namespace as profile } from '../../locales/profile';
import styles from './ProfileSections.module.css';

/**
 * 'Language' (docs/translating.md): the interface's and the mails' language. A pick applies at
 * once and is saved on the account (client/src/i18n/useLocaleSync.ts), so every device follows.
 */
export function LanguageSection() {
  const t = useT(profile);
  return (
    <section className={styles.section} aria-labelledby="language-title">
      <header className={styles.header}>
        <h2 id="language-title">{t('profile.language.title')}</h2>
        <p className="muted" id="language-help">
          {t('profile.language.help')}
        </p>
      </header>
      <div className={styles.form}>
        <LanguagePicker className="field" id="profile-language" />
      </div>
    </section>
  );
}
