import { CardFace } from '../../../components/CardFace/CardFace';
import { NoteTypeCssProvider } from '../../../components/CardFace/NoteTypeCss';
import type { NoteTypeCss } from '../../../../../shared/games';
import type { CardText } from './cardTexts';
import styles from './GameScore.module.css';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { namespace as games } from '../../../locales/games';

/** Score of a finished game (docs/study-options.md): right / answered and the accuracy, whole percent. */
export function GameScore({ right, answered }: { right: number; answered: number }) {
  const t = useT(games);
  const format = useFormat();
  const accuracy = answered ? Math.round((right / answered) * 100) : 0;
  return (
    <dl className={styles.score} aria-label={t('games.end.score')}>
      <div className={styles.stat}>
        <dt className={styles.label}>{t('games.end.score')}</dt>
        <dd className={styles.value} data-testid="game-score">
          {t('games.progressCount', { n: format.number(right), total: format.number(answered) })}
        </dd>
      </div>
      <div className={styles.stat}>
        <dt className={styles.label}>{t('games.end.accuracy')}</dt>
        <dd className={styles.value} data-testid="game-accuracy">
          {format.number(accuracy / 100, { style: 'percent' })}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The missed cards as 'term — definition', for a second look; a card of a note type with CSS
 * shows in its type's style, as in the game (`noteTypeCss`: the game's or the deck's map).
 */
export function MissedCardList({ cards, id, noteTypeCss }: { cards: readonly CardText[]; id?: string; noteTypeCss?: NoteTypeCss | null }) {
  return (
    <NoteTypeCssProvider css={noteTypeCss}>
      <MissedCards cards={cards} id={id} />
    </NoteTypeCssProvider>
  );
}

function MissedCards({ cards, id }: { cards: readonly CardText[]; id?: string }) {
  return (
    <ul className={styles.missed} id={id} data-testid="missed-cards">
      {/* The learner's own cards: kept as written (docs/translating.md). */}
      {cards.map((card) => (
        <li key={card.id} translate="no">
          <strong className={styles.term}>
            <CardFace side={card.term} context="plain" />
          </strong>
          <span className={styles.dash}>{' — '}</span>
          <span className={styles.definition}>
            <CardFace side={card.definition} context="plain" />
          </span>
        </li>
      ))}
    </ul>
  );
}
