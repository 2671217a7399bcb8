import { useAuth } from '../auth/queries';
import { FlameIcon, TrophyIcon } from './icons';
import { StatCard } from './StatCard';
import { useIsNarrow } from './useIsNarrow';
import styles from './StreakWidget.module.css';
import { useT } from '../../i18n';
import { namespace as statsNs } from '../../locales/stats';

export function StreakWidgetView({ currentStreak, bestStreak }: { currentStreak: number; bestStreak: number }) {
  const t = useT(statsNs);
  const days = (n: number) => t('stats.streak.unit', { n });
  return (
    <StatCard title={t('stats.streak.title')} icon={<FlameIcon />}>
      <div className={styles.row}>
        <div className={`${styles.stat} ${styles.current}`} data-testid="current-streak">
          <span className={styles.value}>
            {currentStreak}
            <span className={styles.unit}>{days(currentStreak)}</span>
          </span>
          <span className={styles.label}>
            <FlameIcon />
            {t('stats.streak.current')}
          </span>
        </div>
        <div className={`${styles.stat} ${styles.best}`} data-testid="best-streak">
          <span className={styles.value}>
            {bestStreak}
            <span className={styles.unit}>{days(bestStreak)}</span>
          </span>
          <span className={styles.label}>
            <TrophyIcon />
            {t('stats.streak.best')}
          </span>
        </div>
      </div>
    </StatCard>
  );
}

/** Streaks from auth.me (docs/product.md: entities): only for a signed-in user and only on wide screens (docs/product.md: screens). */
export function StreakWidget() {
  const { user } = useAuth();
  const narrow = useIsNarrow();
  if (!user || narrow) return null;
  return <StreakWidgetView currentStreak={user.currentStreak} bestStreak={user.bestStreak} />;
}
