import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPageSettled } from '../lib/idle';
import { useOnline } from './network';

// The bar and the prompt themselves are a chunk of their own (OfflineBanners.tsx): the landing
// page's first load carries neither them nor their catalogs (docs/performance.md).
const loadBanners = () => import('./OfflineBanners');
const OfflineBar = lazy(() => loadBanners().then((m) => ({ default: m.OfflineBar })));
const UpdatePrompt = lazy(() => loadBanners().then((m) => ({ default: m.UpdatePrompt })));

/**
 * The service worker's first install downloads the whole app (~75 files) for offline use: it is
 * registered once the page has settled (lib/idle.ts), not at the load event, which in this app
 * comes before the page's data (issue 13). A visitor who goes offline within those seconds of a
 * first visit is not ready yet; every later visit is. The banners' chunk (and the offline
 * catalog in the reader's language) loads at the same moment, so the bar is ready before the
 * network goes.
 */
function useRegisterLater(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      afterPageSettled(() => {
        void loadBanners().catch(() => undefined);
        setReady(true);
      }),
    [],
  );
  return ready;
}

/**
 * The 'Offline' indicator under the header, carrying the reason that disabled controls point to
 * (aria-describedby), and the service worker's 'A new version is available.' prompt (docs/offline.md).
 */
export function OfflineStatus() {
  const online = useOnline();
  const registerNow = useRegisterLater();
  return (
    <Suspense fallback={null}>
      {!online && <OfflineBar />}
      {registerNow && <UpdatePrompt />}
    </Suspense>
  );
}
