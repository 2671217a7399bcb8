import { usePageTitle } from '../lib/usePageTitle';

// SPEC §2: the profile route is a placeholder heading only.
export default function ProfilePage() {
  usePageTitle('Profile');
  return (
    <main className="page">
      <h1>Profile</h1>
    </main>
  );
}
