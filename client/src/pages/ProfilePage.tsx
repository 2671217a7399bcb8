import { useAuth } from '../features/auth/queries';
import { ApiTokensSection } from '../features/account/ApiTokensSection';
import { DataSection } from '../features/account/DataSection';
import { DisplayNameSection } from '../features/account/DisplayNameSection';
import { MemoryModelSection } from '../features/account/MemoryModelSection';
import { PasswordSection } from '../features/account/PasswordSection';
import { OidcSection } from '../features/account/OidcSection';
import { SessionsSection } from '../features/account/SessionsSection';
import { TimeZoneSection } from '../features/account/TimeZoneSection';
import { EmailSection } from '../features/account/EmailSection';
import { RemindersSection } from '../features/account/RemindersSection';
import { usePageTitle } from '../lib/usePageTitle';
import { useT } from '../i18n';
import { namespace as profile } from '../locales/profile';
import { LanguageSection } from '../features/account/LanguageSection';
import { useSignInOptions } from '../features/auth/oidc';
import styles from './ProfilePage.module.css';

// The profile is a column of account sections (docs/account.md, docs/memory-model.md); each is one self-contained
// component with its own query and errors. Sign-in matters first, the data and its deletion last.
export default function ProfilePage() {
  const { user } = useAuth();
  const t = useT(profile);
  usePageTitle(t('profile.title'));
  // With PASSWORD_LOGIN=false a password signs nobody in: no section to change it (docs/sign-in.md).
  const passwordLogin = useSignInOptions().data?.passwordLogin ?? true;
  return (
    <main className="page">
      <header className={styles.header}>
        <h1>{t('profile.title')}</h1>
        {user && (
          <p className="muted" translate="no">
            {user.email}
          </p>
        )}
      </header>
      <div className={styles.sections}>
        <LanguageSection />
        {passwordLogin && <PasswordSection />}
        <OidcSection />
        <EmailSection />
        <SessionsSection />
        <DisplayNameSection />
        <TimeZoneSection />
        <RemindersSection />
        <MemoryModelSection />
        <ApiTokensSection />
        <DataSection />
      </div>
    </main>
  );
}
