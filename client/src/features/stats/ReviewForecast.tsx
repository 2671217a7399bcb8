import { useEffect } from 'react';
import { MSG } from '../../../../shared/messages';
import { forecastDays, forecastRows, type ForecastStats } from './forecast';
import { CheckCircleIcon, ClockIcon } from './icons';
import { useReviewStats } from './queries';
import { StatCard } from './StatCard';
import styles from './ReviewForecast.module.css';
import { useT } from '../../i18n';
import { useMsg } from '../../i18n/useMsg';
import { namespace as statsNs } from '../../locales/stats';

export function ReviewForecastView({ stats, isLoading }: { stats: ForecastStats | undefined; isLoading: boolean }) {
  const t = useT(statsNs);
  const tm = useMsg();
  const TITLE = t('stats.forecast.title');
  if (isLoading) {
    return (
      <StatCard title={TITLE} icon={<ClockIcon />}>
        <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('stats.forecast.loading')} />
      </StatCard>
    );
  }
  const rows = forecastRows(stats);
  const month = forecastDays(stats);
  return (
    <StatCard title={TITLE} icon={<ClockIcon />}>
      {rows ? (
        <ul className={styles.grid}>
          {rows.map((row) => (
            <li key={row.key} className={row.key === 'dueNow' ? `${styles.tile} ${styles.now}` : styles.tile} data-testid={`forecast-${row.key}`}>
              <span className={styles.count}>{row.count}</span>
              <span className={styles.label}>{t(`stats.forecast.${row.key}` as 'stats.forecast.dueNow')}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.caughtUp} role="status">
          <CheckCircleIcon />
          {tm(MSG.allCaughtUp)}
        </p>
      )}
      {month && (
        <figure className={styles.month} data-testid="forecast-30-days">
          <figcaption className={styles.monthCaption}>
            <span>{t('stats.forecast.next30')}</span>
            <span className={styles.monthTotal}>{t('stats.cards', { n: month.total })}</span>
          </figcaption>
          <ol className={styles.bars}>
            {month.days.map((day) => (
              <li key={day.day} className={styles.barCell}>
                <span className={styles.bar} style={{ height: `${Math.max(day.percent, day.count > 0 ? 6 : 0)}%` }} aria-hidden="true" />
                <span className="visually-hidden">{day.day === 1 ? t('stats.forecast.dayFirst', { n: day.count }) : t('stats.forecast.day', { day: day.day, n: day.count })}</span>
              </li>
            ))}
          </ol>
          {/* Each label under its own day's bar: day 1, 8, 15, 22 and 30. */}
          <div className={styles.axis} aria-hidden="true">
            <span style={{ gridColumn: '1 / span 6' }}>{t('stats.forecast.today')}</span>
            <span className={styles.axisMinor} style={{ gridColumn: '8 / span 6' }}>{t('stats.forecast.week1')}</span>
            <span style={{ gridColumn: '15 / span 6' }}>{t('stats.forecast.week2')}</span>
            <span className={styles.axisMinor} style={{ gridColumn: '22 / span 5' }}>{t('stats.forecast.week3')}</span>
            <span style={{ gridColumn: '27 / span 4', justifySelf: 'end' }}>{t('stats.forecast.days30')}</span>
          </div>
        </figure>
      )}
    </StatCard>
  );
}

/** Review forecast (docs/product.md: screens). A failed call is only logged and reads as all caught up (docs/product.md: calls). */
export function ReviewForecast({ deckId }: { deckId: number }) {
  const query = useReviewStats(deckId);
  useEffect(() => {
    if (query.error) console.error('Could not load review stats', query.error);
  }, [query.error]);
  return <ReviewForecastView stats={query.data} isLoading={query.isPending && !query.isError} />;
}
