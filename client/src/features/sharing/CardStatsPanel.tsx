import { useState } from 'react';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { errorMessage } from '../../lib/trpc';
import { cardStatsView, type CardStatRow } from './cardStats';
import { useCardStats } from './queries';
import styles from './sharing.module.css';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { namespace as shareStatsNs } from '../../locales/shareStats';

/** Rows of the every-card table shown before 'Show all' (a deck can have thousands). */
const FIRST_ROWS = 20;

/**
 * The owner's view of how a shared deck is learned (docs/shared-decks.md): each card's success rate and
 * the hardest cards, from subscribers who chose to share their progress. No names.
 */
export function CardStatsPanel({ deckId }: { deckId: number }) {
  const stats = useCardStats(deckId);
  const [showAll, setShowAll] = useState(false);
  const t = useT(shareStatsNs);
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="card-stats-heading" data-testid="card-stats">
      <h2 id="card-stats-heading" className={styles.heading}>
        {t('shareStats.title')}
      </h2>
      {stats.isPending ? (
        <Loading text={t('shareStats.loading')} />
      ) : stats.isError ? (
        <ErrorWithRetry message={errorMessage(stats.error, t('shareStats.failed'))} onRetry={() => stats.refetch()} />
      ) : (
        <StatsBody view={cardStatsView(stats.data)} showAll={showAll} onShowAll={() => setShowAll(true)} />
      )}
    </section>
  );
}

function StatsBody({ view, showAll, onShowAll }: { view: ReturnType<typeof cardStatsView>; showAll: boolean; onShowAll: () => void }) {
  const t = useT(shareStatsNs);
  const format = useFormat();
  if (view.kind === 'nobody') return <p className={`muted ${styles.intro}`}>{t('shareStats.nobody')}</p>;
  if (view.kind === 'noAnswers') return <p className={`muted ${styles.intro}`}>{t('shareStats.noAnswers', { n: view.learners })}</p>;
  const { counts } = view;
  const rows = showAll ? view.cards : view.cards.slice(0, FIRST_ROWS);
  return (
    <>
      <p className={`muted ${styles.intro}`}>
        {t('shareStats.summary', { n: counts.learners, answers: counts.answers, answered: format.number(counts.answered), total: format.number(counts.total) })}
      </p>
      <div className={styles.statGrid}>
        <div>
          <h3 className={styles.subheading}>{t('shareStats.hardest')}</h3>
          {view.hardest.length === 0 ? (
            <p className="muted">{t('shareStats.notEnough')}</p>
          ) : (
            <StatTable rows={view.hardest} caption={t('shareStats.hardest')} testId="hardest-cards" />
          )}
        </div>
        <div>
          <h3 className={styles.subheading}>{t('shareStats.byCard')}</h3>
          <StatTable rows={rows} caption={t('shareStats.byCardCaption')} testId="card-success-rates" />
          {rows.length < view.cards.length && (
            <button type="button" className={`btn btn-secondary btn-sm ${styles.more}`} onClick={onShowAll}>
              {t('shareStats.showAll', { n: format.number(view.cards.length) })}
            </button>
          )}
          {counts.unanswered > 0 && <p className={`muted ${styles.more}`}>{t('shareStats.unanswered', { n: counts.unanswered })}</p>}
        </div>
      </div>
    </>
  );
}

function StatTable({ rows, caption, testId }: { rows: CardStatRow[]; caption: string; testId: string }) {
  const t = useT(shareStatsNs);
  const format = useFormat();
  return (
    <table className={styles.statTable} data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('shareStats.card')}</th>
          <th scope="col" className={styles.num}>
            {t('shareStats.success')}
          </th>
          <th scope="col" className={styles.num}>
            {t('shareStats.answers')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.cardId}>
            <td>{row.term}</td>
            <td className={styles.num}>{format.number(Math.round(row.rateValue) / 100, { style: 'percent' })}</td>
            <td className={styles.num}>{format.number(row.answerCount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
