import { Link } from 'wouter';
import type { DeckSummary } from '../../../../shared/schemas/decks';
import { useAuth } from '../auth/queries';
import { cardCount, decksOverview } from './overview';
import styles from './DecksOverview.module.css';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * Today across every deck, at the top of My Decks (issue 48): cards to study today, the study
 * streak, and the decks that hold today's cards, each a link to its page.
 */
export function DecksOverview({ decks }: { decks: readonly DeckSummary[] }) {
  const { user } = useAuth();
  const overview = decksOverview(decks);
  return (
    <section className={styles.overview} aria-labelledby="overview-title" data-testid="decks-overview">
      <h2 id="overview-title" className="visually-hidden">
        Today
      </h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>Due today</dt>
          <dd data-testid="overview-due">{cardCount(overview.dueToday)}</dd>
        </div>
        {user && (
          <div className={styles.figure}>
            <dt>Study streak</dt>
            <dd data-testid="overview-streak">
              {days(user.currentStreak)}
              <span className={styles.best}>Best {days(user.bestStreak)}</span>
            </dd>
          </div>
        )}
      </dl>
      {overview.decks.length > 0 ? (
        <ul className={styles.due} aria-label="Due today by deck">
          {overview.decks.map((deck) => (
            <li key={deck.id}>
              <Link href={`/decks/${deck.id}`} className={styles.dueLink}>
                <span className={styles.dueName}>{deck.name}</span>
                <span className={styles.dueCount}>{cardCount(deck.today)}</span>
              </Link>
            </li>
          ))}
          {overview.moreDecks > 0 && <li className={styles.more}>and {overview.moreDecks} more {overview.moreDecks === 1 ? 'deck' : 'decks'} below</li>}
        </ul>
      ) : (
        <p className={styles.caughtUp}>{decks.length > 0 ? "You're all caught up for today." : 'Nothing to study yet.'}</p>
      )}
    </section>
  );
}
