import { Redirect } from 'wouter';
import { useAuth, useAuthConfig } from '../features/auth/queries';
import { InvitesSection } from '../features/admin/InvitesSection';
import { SharedDecksSection } from '../features/admin/SharedDecksSection';
import { RegistrationSection } from '../features/admin/RegistrationSection';
import { UsersSection } from '../features/admin/UsersSection';
import { ApiTokensAdminSection } from '../features/admin/ApiTokensAdminSection';
import styles from './DecksPage.module.css';
import { useT } from '../i18n';
import { namespace as adminPageNs } from '../locales/adminPage';

/** `/admin`: admins only. Everyone else is sent to /decks; the server refuses them anyway. */
export default function AdminPage() {
  const { user } = useAuth();
  const config = useAuthConfig();
  const t = useT(adminPageNs);
  if (!user) return null;
  if (user.role !== 'admin') return <Redirect to="/decks" replace />;
  return (
    <main className="page">
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('adminPage.title')}</h1>
          <p className="muted" style={{ margin: 0 }}>
            {config.data ? t(`adminPage.mode.${config.data.registration}`) : t('adminPage.manage')}
          </p>
        </div>
      </div>
      <UsersSection currentUserId={user.id} />
      <RegistrationSection />
      <InvitesSection />
      <SharedDecksSection />
      <ApiTokensAdminSection />
    </main>
  );
}
