import { useState } from 'react';
import { scoreBand } from '../../../../shared/messages';
import type { Flashcard } from '../../../../shared/schemas/decks';
import type { NoteTypeCss } from '../../../../shared/games';
import { MissedCardList } from '../../games/GameShell/EndScreen/GameScore';
import { cardTextOf } from '../../games/GameShell/EndScreen/cardTexts';
import type { SessionSummary } from './controller';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { namespace as study } from '../../locales/study';
import styles from './SessionSummaryView.module.css';

interface Props {
  summary: SessionSummary;
  cards: Flashcard[];
  final: boolean;
  onBack: () => void;
  onKeepStudying: () => void;
  /** 'Practise the missed cards': a practice round of them (absent when the game cannot make one). */
  onPractise?: () => void;
  /** E.g. offline: the answers wait on this device (issue 29.3). */
  note?: string;
  /** The note types' CSS of the deck's cards (docs/notes.md), for the incorrect cards' faces. */
  noteTypeCss?: NoteTypeCss;
}

/** 'Performance Review!' after a chunk or at the end (docs/product.md: states Study page). */
export function SessionSummaryView({ summary, cards, final, onBack, onKeepStudying, onPractise, note, noteTypeCss }: Props) {
  const t = useT(study);
  const format = useFormat();
  const [showIncorrect, setShowIncorrect] = useState(false);
  const byId = new Map(cards.map((c) => [c.id, c]));
  const incorrect = summary.incorrectCardIds.map((id) => byId.get(id)).filter((c): c is Flashcard => Boolean(c));
  const n = summary.incorrectCardIds.length;

  return (
    <section className={styles.summary} aria-labelledby="summary-heading">
      <h2 id="summary-heading" className={styles.title}>
        {t('study.summary.title')}
      </h2>
      {/* The final line follows the score (issue 29.4): 'Great work!' only when it was. */}
      <p className="muted" data-testid="summary-line" data-score-band={scoreBand(summary.correct, summary.cardsStudied)}>
        {final ? t(`study.summary.line.${scoreBand(summary.correct, summary.cardsStudied)}`) : t('study.summary.chunkLine')}
      </p>
      {note && (
        <p className={styles.note} role="status" data-testid="summary-note">
          {note}
        </p>
      )}
      <div className={styles.stats}>
        <div className={styles.stat}>
          <span className={styles.value} data-testid="session-score">
            {t('study.summary.scoreValue', { right: format.number(summary.correct), total: format.number(summary.cardsStudied) })}
          </span>
          <span className={styles.label}>{t('study.summary.score')}</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.value} data-testid="cards-studied">
            {format.number(summary.cardsStudied)}
          </span>
          <span className={styles.label}>{t('study.summary.studied')}</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.value} data-testid="overall-accuracy">
            {format.number(summary.accuracy / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          </span>
          {/* Counted as the deck's accuracy chart counts a day (shared/accuracy.ts). */}
          <span className={styles.label}>{t('study.summary.accuracy')}</span>
        </div>
      </div>
      <p className={styles.means} data-testid="accuracy-means">
        {t('study.summary.means')}
      </p>
      {n > 0 && (
        <div className={styles.review}>
          <button type="button" className={styles.toggle} aria-expanded={showIncorrect} onClick={() => setShowIncorrect((v) => !v)}>
            {/* The closed chevron points the way the text runs: rightwards, leftwards in Arabic. */}
            <span aria-hidden="true" className={styles.chevron}>
              {showIncorrect ? '▾' : '▸'}
            </span>{' '}
            {t('study.summary.reviewIncorrect', { n })}
          </button>
          {showIncorrect && <MissedCardList cards={incorrect.map(cardTextOf)} noteTypeCss={noteTypeCss} />}
        </div>
      )}
      <div className={styles.buttons}>
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          {t('study.page.back')}
        </button>
        {n > 0 && onPractise && (
          <button type="button" className={`btn ${final ? 'btn-primary' : 'btn-secondary'}`} onClick={onPractise}>
            {t('study.practice.missed')}
          </button>
        )}
        {!final && (
          <button type="button" className="btn btn-primary" onClick={onKeepStudying}>
            {t('study.page.keepStudying')}
          </button>
        )}
      </div>
    </section>
  );
}
