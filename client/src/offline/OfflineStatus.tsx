import { Suspense, useEffect, useState } from 'react';
import { afterPageSettled } from '../lib/idle';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { OFFLINE_REASON_ID, offlineReason, useOnline } from './network';
import styles from './OfflineStatus.module.css';
import { loadNamespace, useT } from '../i18n';
import { namespace as offline } from '../locales/offline';

// Registered at once (docs/translating.md): every switch of language, the first one included,
// loads this catalog too, so the bar and the reason disabled controls carry are never late.
loadNamespace(offline, 'en');

/** How often an open app asks whether a new build was deployed (navigations ask too). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * The service worker's first install downloads the whole app (~75 files) for offline use: it is
 * registered once the page has settled (lib/idle.ts), not at the load event, which in this app
 * comes before the page's data (issue 13). A visitor who goes offline within those seconds of a
 * first visit is not ready yet; every later visit is.
 */
function useRegisterLater(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterPageSettled(() => setReady(true)), []);
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

function OfflineBar() {
  const t = useT(offline);
  return (
    <div className={styles.offline} role="status">
      <span className={styles.dot} aria-hidden="true" />
      <strong>{t('offline.offline')}</strong>
      <span className={styles.reason}>{t('offline.showingSaved')}</span>
      {/* What every control disabled offline points to (aria-describedby). */}
      <span id={OFFLINE_REASON_ID} className="visually-hidden">
        {offlineReason()}
      </span>
    </div>
  );
}

function UpdatePrompt() {
  const t = useT(offline);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(error) {
      console.error('Service worker registration failed', error);
    },
  });
  useEffect(() => {
    if (needRefresh) document.documentElement.dataset.updateReady = 'true';
  }, [needRefresh]);
  if (!needRefresh) return null;
  return (
    <div className={styles.update} role="alert">
      <span>{t('offline.updateAvailable')}</span>
      <div className={styles.updateActions}>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setNeedRefresh(false)}>
          {t('offline.later')}
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void updateServiceWorker(true)}>
          {t('offline.reload')}
        </button>
      </div>
    </div>
  );
}
