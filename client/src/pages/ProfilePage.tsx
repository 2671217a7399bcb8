import { useAuth } from '../features/auth/queries';
import { MemoryModelSection } from '../features/account/MemoryModelSection';
import { usePageTitle } from '../lib/usePageTitle';
import styles from './ProfilePage.module.css';

// The profile is a column of account sections; each is one self-contained component, so
// password, sign-in sessions and export sections can be added beside the memory model.
export default function ProfilePage() {
  const { user } = useAuth();
  usePageTitle('Profile');
  return (
    <main className="page">
      <header className={styles.header}>
        <h1>Profile</h1>
        {user && <p className="muted">{user.email}</p>}
      </header>
      <div className={styles.sections}>
        <MemoryModelSection />
      </div>
    </main>
  );
}
