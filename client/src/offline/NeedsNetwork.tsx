import type { ReactNode } from 'react';
import { OFFLINE_REASON_ID, offlineReason, useOnline } from './network';
import styles from './OfflineStatus.module.css';

/**
 * A part of a page whose controls all need the server: offline, a disabled fieldset turns every
 * button and field inside off at once, with the reason as its title and description. Links
 * keep working (reading what was saved needs no server).
 */
export function NeedsNetwork({ children }: { children: ReactNode }) {
  const online = useOnline();
  return (
    <fieldset
      className={styles.fieldset}
      disabled={!online}
      title={online ? undefined : offlineReason()}
      aria-describedby={online ? undefined : OFFLINE_REASON_ID}
    >
      {children}
    </fieldset>
  );
}
