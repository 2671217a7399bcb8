import { Link } from 'wouter';
import type { DeckSummary } from '../../../../shared/schemas/decks';
import { useAuth } from '../auth/queries';
import { decksOverview } from './overview';
import { useT } from '../../i18n';
import { namespace as myDecksNs } from '../../locales/myDecks';
import styles from './DecksOverview.module.css';

/**
 * Today across every deck, at the top of My Decks (issue 48): cards to study today, the study
 * streak, and the decks that hold today's cards, each a link to its page.
 */
export function DecksOverview({ decks }: { decks: readonly DeckSummary[] }) {
  const { user } = useAuth();
  const t = useT(myDecksNs);
  const days = (n: number) => t('myDecks.overview.days', { n });
  const cardCount = (n: number) => t('myDecks.cards', { n });
  const overview = decksOverview(decks);
  return (
    <section className={styles.overview} aria-labelledby="overview-title" data-testid="decks-overview">
      <h2 id="overview-title" className="visually-hidden">
        {t('myDecks.overview.today')}
      </h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('myDecks.overview.dueToday')}</dt>
          <dd data-testid="overview-due">{cardCount(overview.dueToday)}</dd>
        </div>
        {user && (
          <div className={styles.figure}>
            <dt>{t('myDecks.overview.streak')}</dt>
            <dd data-testid="overview-streak">
              {days(user.currentStreak)}
              <span className={styles.best}>{t('myDecks.overview.best', { days: days(user.bestStreak) })}</span>
            </dd>
          </div>
        )}
      </dl>
      {overview.decks.length > 0 ? (
        <ul className={styles.due} aria-label={t('myDecks.overview.byDeck')}>
          {overview.decks.map((deck) => (
            <li key={deck.id}>
              <Link href={`/decks/${deck.id}`} className={styles.dueLink}>
                <span className={styles.dueName} translate="no">{deck.name}</span>
                <span className={styles.dueCount}>{cardCount(deck.today)}</span>
              </Link>
            </li>
          ))}
          {overview.moreDecks > 0 && <li className={styles.more}>{t('myDecks.overview.more', { n: overview.moreDecks })}</li>}
        </ul>
      ) : (
        <p className={styles.caughtUp}>{decks.length > 0 ? t('myDecks.overview.caughtUp') : t('myDecks.overview.nothingYet')}</p>
      )}
    </section>
  );
}
