import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { i18n, loadNamespace, useT } from '../i18n';
import { namespace as offline } from '../locales/offline';
import type { CatalogLocale } from '../../../shared/i18n/locales';
import { OFFLINE_REASON_ID, offlineReason } from './network';
import styles from './OfflineStatus.module.css';

// The offline bar and the update prompt (docs/offline.md), a chunk of their own that
// OfflineStatus loads once the page has settled, or at once when the page starts offline: none
// of it is part of a first load (docs/performance.md). Registered here, the offline catalog is
// loaded for the current language now and with every later switch, so the reason disabled
// controls carry (network.ts) is in the reader's language by the time anyone is offline.
void loadNamespace(offline, i18n.locale as CatalogLocale)?.catch(() => undefined);

/** How often an open app asks whether a new build was deployed (navigations ask too). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function OfflineBar() {
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

export function UpdatePrompt() {
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
