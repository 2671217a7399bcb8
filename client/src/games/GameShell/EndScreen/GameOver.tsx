import { Link } from 'wouter';
import type { ScoreBand } from '../../../../../shared/messages';
import { GameScore, MissedCardList } from './GameScore';
import type { CardText } from './cardTexts';
import type { NoteTypeCss } from '../../../../../shared/games';
import styles from './GameOver.module.css';
import { useT } from '../../../i18n';
import { namespace as games } from '../../../locales/games';

// shared/messages.ts END_MSG (and MSG.gameOver), in the reader's language.
const TITLE = { great: 'games.end.title.great', good: 'games.end.title.good', low: 'games.end.title.low' } as const satisfies Record<ScoreBand, string>;
const LINE = { great: 'games.end.line.great', good: 'games.end.line.good', low: 'games.end.line.low' } as const satisfies Record<ScoreBand, string>;

/** How a casual round ended: the first answer to each card counts (as in a smart session). */
export interface RoundEnd {
  right: number;
  answered: number;
  missed: CardText[];
  band: ScoreBand;
  /** The note types' CSS of the missed cards (the round's, else the deck's), for their faces. */
  noteTypeCss?: NoteTypeCss;
}

/**
 * A casual round's end screen (docs/product.md: states "Game Over"; issue 29.4): the title and the trophy follow the
 * score, the missed cards are listed, and 'Practise the missed cards' is offered when the page can
 * cut a round of them. `end` is null or empty when nothing was answered: then only "Game Over".
 */
export function GameOver({ end, onPractise, onPlayAgain, backHref }: { end: RoundEnd | null; onPractise?: () => void; onPlayAgain: () => void; backHref: string }) {
  const t = useT(games);
  const scored = end !== null && end.answered > 0 ? end : null;
  return (
    <div className={`${styles.panel} ${scored?.band === 'great' ? styles.great : ''}`} role="status" data-score-band={scored?.band}>
      {/* The trophy is for a great score only (issue 29.4): at 2/15 it would not be honest. */}
      {scored?.band === 'great' && (
        <svg className={styles.trophy} data-testid="trophy" width="64" height="64" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 2h10v2h4v3a5 5 0 0 1-4.6 5A5.5 5.5 0 0 1 13 15.9V18h3v2H8v-2h3v-2.1A5.5 5.5 0 0 1 7.6 12 5 5 0 0 1 3 7V4h4V2Zm10 4v4a3 3 0 0 0 2-3V6h-2ZM5 6v1a3 3 0 0 0 2 3V6H5Zm-1 16h16v-2H4v2Z"
          />
        </svg>
      )}
      <h1 className={styles.title}>{t(scored ? TITLE[scored.band] : 'games.end.title.great')}</h1>
      {scored && (
        <>
          <p className={styles.verdict} data-testid="score-verdict">
            {t(LINE[scored.band])}
          </p>
          <GameScore right={scored.right} answered={scored.answered} />
          {scored.missed.length > 0 ? (
            <section className={styles.missed} aria-labelledby="missed-heading">
              <h2 id="missed-heading" className={styles.missedTitle}>
                {t('games.end.missed', { n: scored.missed.length })}
              </h2>
              <MissedCardList cards={scored.missed} noteTypeCss={scored.noteTypeCss} />
            </section>
          ) : (
            <p className={styles.perfect}>{t('games.end.perfect')}</p>
          )}
        </>
      )}
      <div className={styles.actions}>
        {onPractise && (
          <button type="button" className="btn btn-primary btn-lg" onClick={onPractise}>
            {t('games.end.practise')}
          </button>
        )}
        <button type="button" className={`btn ${onPractise ? 'btn-secondary' : 'btn-primary'} btn-lg`} onClick={onPlayAgain}>
          {t('games.end.playAgain')}
        </button>
        <Link href={backHref} className="btn btn-secondary btn-lg">
          {t('games.end.backToDeck')}
        </Link>
      </div>
    </div>
  );
}
