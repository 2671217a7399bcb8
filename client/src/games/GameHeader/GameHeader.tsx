import type { ReactNode } from 'react';
import styles from './GameHeader.module.css';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { namespace as games } from '../../locales/games';

export function FlameIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M13.5 1.5s.9 3.1-1.2 6.1c-1.3 1.9-3.6 3.2-3.6 6.3 0 .9.2 1.7.6 2.4-1.8-.8-3.1-2.6-3.1-4.9 0-1.5.5-2.7 1.1-3.7C5 9.3 3.5 11.9 3.5 14.6 3.5 19.5 7.4 23 12 23s8.5-3.5 8.5-8.2c0-6.3-4.4-9.6-7-13.3Zm-1 19.3c-1.9 0-3.3-1.4-3.3-3.2 0-2.2 2.1-3.1 2.7-5.3 1.6 1.3 3.9 3.1 3.9 5.5 0 1.7-1.4 3-3.3 3Z"
      />
    </svg>
  );
}

export interface GameHeaderProps {
  title: string;
  streak: number;
  answeredInSession: number;
  sessionGoalTotal: number;
  accessory?: ReactNode;
  children?: ReactNode;
}

/** Title, streak with a flame, 'Cards n / total' when a goal is set, and the caller's accessory slot. */
export function GameHeader({ title, streak, answeredInSession, sessionGoalTotal, accessory, children }: GameHeaderProps) {
  const t = useT(games);
  const format = useFormat();
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        {/* The deck's name: the reader's own text. */}
        <h1 className={styles.title} translate="no">
          {title}
        </h1>
        <div className={styles.badges}>
          <span className={`${styles.streak} ${streak > 0 ? styles.streakHot : ''}`} aria-label={t('games.streakLabel', { n: format.number(streak) })} title={t('games.streak')}>
            <FlameIcon />
            <span data-testid="streak-count">{format.number(streak)}</span>
          </span>
          {sessionGoalTotal > 0 && (
            <span className={styles.progress}>
              {t('games.cardsProgress', { n: format.number(Math.min(answeredInSession, sessionGoalTotal)), total: format.number(sessionGoalTotal) })}
            </span>
          )}
          {accessory && <div className={styles.accessory}>{accessory}</div>}
        </div>
      </div>
      {children}
    </header>
  );
}
