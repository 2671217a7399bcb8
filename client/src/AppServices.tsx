import { useAuth } from './features/auth/queries';
import { useSyncService } from './features/study/useSyncService';

/** Background services that live as long as the app. Renders nothing. */
export function AppServices() {
  const { user } = useAuth();
  useSyncService(user?.id ?? null);
  return null;
}
