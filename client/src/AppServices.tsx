import { useAuth } from './features/auth/queries';
import { useSyncService } from './features/study/useSyncService';
import { useOfflineServices } from './offline/useOfflineServices';
import { useLocaleSync } from './i18n/useLocaleSync';

/** Background services that live as long as the app. Renders nothing. */
export function AppServices() {
  const { status, user } = useAuth();
  useSyncService(user?.id ?? null);
  useOfflineServices(status, user?.id ?? null);
  useLocaleSync(user);
  return null;
}
