import { useMemo, useState } from 'react';
import { Loading, ErrorWithRetry } from '../../components/ui/Status';
import { errorMessage } from '../../lib/trpc';
import { useLoginSessions, useLogoutOtherSessions } from './queries';
import styles from './ProfileSections.module.css';
import { useT } from '../../i18n';
import { namespace as profile } from '../../locales/profile';
import { useProfileFormat } from './useProfileFormat';

const isPhone = (device: string) => /iPhone|Android|iPad/.test(device);

/** 'Where you're logged in': each session's browser and last use; 'Log out other sessions'. */
export function SessionsSection() {
  const t = useT(profile);
  const { shortDate, lastActive, lower } = useProfileFormat();
  // The server describes a device in English ('Firefox on Windows', docs/account.md): the names
  // stay, the words around them are translated.
  const deviceName = (device: string) => {
    if (device === 'Unknown device') return t('profile.sessions.unknownDevice');
    const m = /^(.+) on (.+)$/.exec(device);
    return m ? t('profile.sessions.device', { browser: m[1], system: m[2] }) : device;
  };
  const sessions = useLoginSessions();
  const logoutOthers = useLogoutOtherSessions();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const now = useMemo(() => new Date(), [sessions.dataUpdatedAt]); // eslint-disable-line react-hooks/exhaustive-deps

  let body;
  if (sessions.isPending) body = <Loading text={t('profile.sessions.loading')} />;
  else if (sessions.isError) body = <ErrorWithRetry message={t('profile.sessions.loadFailed')} onRetry={() => void sessions.refetch()} />;
  else {
    const others = sessions.data.filter((s) => !s.current).length;
    body = (
      <>
        <ul className={styles.sessions} aria-label={t('profile.sessions.list')}>
          {sessions.data.map((s) => (
            <li key={s.id} className={styles.session}>
              <span className={styles.deviceIcon} aria-hidden="true">
                {isPhone(s.device) ? <PhoneIcon /> : <ComputerIcon />}
              </span>
              <span className={styles.sessionText}>
                <span className={styles.device}>
                  {deviceName(s.device)}
                  {s.current && <span className={styles.badge}>{t('profile.sessions.thisBrowser')}</span>}
                </span>
                <span className={styles.when}>
                  {s.current ? t('profile.sessions.activeNow') : t('profile.sessions.lastActive', { when: lower(lastActive(s.lastSeenAt ?? s.createdAt, now)) })}
                  {' · '}
                  {t('profile.sessions.loggedIn', { date: shortDate(s.createdAt) })}
                </span>
              </span>
            </li>
          ))}
        </ul>
        {message && (
          <div className={`alert ${message.tone === 'success' ? 'alert-success' : 'alert-error'}`} role={message.tone === 'error' ? 'alert' : 'status'}>
            {message.text}
          </div>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={others === 0 || logoutOthers.isPending}
            onClick={() => {
              setMessage(null);
              logoutOthers.mutate(undefined, {
                onSuccess: (r) => setMessage({ tone: 'success', text: t('profile.sessions.loggedOut', { n: r.loggedOutSessions }) }),
                onError: (e) => setMessage({ tone: 'error', text: errorMessage(e, t('profile.sessions.logoutFailed')) }),
              });
            }}
          >
            {logoutOthers.isPending ? t('profile.sessions.loggingOut') : t('profile.sessions.logoutOthers')}
          </button>
          {others === 0 && <p className={styles.note}>{t('profile.sessions.onlyHere')}</p>}
        </div>
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="sessions-title">
      <header className={styles.header}>
        <h2 id="sessions-title">{t('profile.sessions.title')}</h2>
        <p className="muted">{t('profile.sessions.help')}</p>
      </header>
      {body}
    </section>
  );
}

/** A 20 px line icon of a device: its outline (a rounded rectangle) and its details. */
function DeviceIcon({ x, y, width, height, details }: { x: number; y: number; width: number; height: number; details: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x={x} y={y} width={width} height={height} rx="2" />
      <path d={details} />
    </svg>
  );
}

const ComputerIcon = () => <DeviceIcon x={3} y={4} width={18} height={12} details="M8 20h8M12 16v4" />;
const PhoneIcon = () => <DeviceIcon x={7} y={2} width={10} height={20} details="M11 18h2" />;
