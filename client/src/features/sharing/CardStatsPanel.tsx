import { useState } from 'react';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { errorMessage } from '../../lib/trpc';
import { cardStatsView, type CardStatRow } from './cardStats';
import { useCardStats } from './queries';
import styles from './sharing.module.css';

/** Rows of the every-card table shown before 'Show all' (a deck can have thousands). */
const FIRST_ROWS = 20;

/**
 * The owner's view of how a shared deck is learned (docs/shared-decks.md): each card's success rate and
 * the hardest cards, from subscribers who chose to share their progress. No names.
 */
export function CardStatsPanel({ deckId }: { deckId: number }) {
  const stats = useCardStats(deckId);
  const [showAll, setShowAll] = useState(false);
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="card-stats-heading" data-testid="card-stats">
      <h2 id="card-stats-heading" className={styles.heading}>
        How learners do on this deck
      </h2>
      {stats.isPending ? (
        <Loading text="Loading card statistics..." />
      ) : stats.isError ? (
        <ErrorWithRetry message={errorMessage(stats.error, 'Could not load the card statistics.')} onRetry={() => stats.refetch()} />
      ) : (
        <StatsBody view={cardStatsView(stats.data)} showAll={showAll} onShowAll={() => setShowAll(true)} />
      )}
    </section>
  );
}

function StatsBody({ view, showAll, onShowAll }: { view: ReturnType<typeof cardStatsView>; showAll: boolean; onShowAll: () => void }) {
  if (view.kind !== 'stats') return <p className={`muted ${styles.intro}`}>{view.text}</p>;
  const rows = showAll ? view.cards : view.cards.slice(0, FIRST_ROWS);
  return (
    <>
      <p className={`muted ${styles.intro}`}>{view.summary}</p>
      <div className={styles.statGrid}>
        <div>
          <h3 className={styles.subheading}>Hardest cards</h3>
          {view.hardest.length === 0 ? (
            <p className="muted">No card has enough answers yet (3 or more) to rank.</p>
          ) : (
            <StatTable rows={view.hardest} caption="Hardest cards" testId="hardest-cards" />
          )}
        </div>
        <div>
          <h3 className={styles.subheading}>Success rate by card</h3>
          <StatTable rows={rows} caption="Success rate by card, lowest first" testId="card-success-rates" />
          {rows.length < view.cards.length && (
            <button type="button" className={`btn btn-secondary btn-sm ${styles.more}`} onClick={onShowAll}>
              Show all {view.cards.length} cards
            </button>
          )}
          {view.unanswered && <p className={`muted ${styles.more}`}>{view.unanswered}</p>}
        </div>
      </div>
    </>
  );
}

function StatTable({ rows, caption, testId }: { rows: CardStatRow[]; caption: string; testId: string }) {
  return (
    <table className={styles.statTable} data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Card</th>
          <th scope="col" className={styles.num}>
            Success
          </th>
          <th scope="col" className={styles.num}>
            Answers
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.cardId}>
            <td>{row.term}</td>
            <td className={styles.num}>{row.rate}</td>
            <td className={styles.num}>{row.answers}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
