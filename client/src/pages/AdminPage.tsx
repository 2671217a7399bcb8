import { Redirect } from 'wouter';
import { useAuth, useAuthConfig } from '../features/auth/queries';
import { InvitesSection } from '../features/admin/InvitesSection';
import { SharedDecksSection } from '../features/admin/SharedDecksSection';
import { RegistrationSection } from '../features/admin/RegistrationSection';
import { UsersSection } from '../features/admin/UsersSection';
import { ApiTokensAdminSection } from '../features/admin/ApiTokensAdminSection';
import styles from './DecksPage.module.css';

const MODE_TEXT = {
  open: 'Registration is open: anyone who can reach this server may sign up.',
  invite: 'Registration is invite-only: people sign up with an invite link.',
  closed: 'Registration is closed: only accounts you create with the command-line tool can join.',
} as const;

/** `/admin`: admins only. Everyone else is sent to /decks; the server refuses them anyway. */
export default function AdminPage() {
  const { user } = useAuth();
  const config = useAuthConfig();
  if (!user) return null;
  if (user.role !== 'admin') return <Redirect to="/decks" replace />;
  return (
    <main className="page">
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>Administration</h1>
          <p className="muted" style={{ margin: 0 }}>
            {config.data ? MODE_TEXT[config.data.registration] : 'Manage the people who use this server.'}
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
