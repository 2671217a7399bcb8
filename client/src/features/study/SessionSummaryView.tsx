import { useState } from 'react';
import { END_MSG, scoreBand } from '../../../../shared/messages';
import { ACCURACY_MEANS } from '../../../../shared/accuracy';
import type { Flashcard } from '../../../../shared/schemas/decks';
import type { NoteTypeCss } from '../../../../shared/games';
import { MissedCardList } from '../../games/GameShell/EndScreen/GameScore';
import { cardTextOf } from '../../games/GameShell/EndScreen/cardTexts';
import type { SessionSummary } from './controller';
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
  const [showIncorrect, setShowIncorrect] = useState(false);
  const byId = new Map(cards.map((c) => [c.id, c]));
  const incorrect = summary.incorrectCardIds.map((id) => byId.get(id)).filter((c): c is Flashcard => Boolean(c));
  const n = summary.incorrectCardIds.length;

  return (
    <section className={styles.summary} aria-labelledby="summary-heading">
      <h2 id="summary-heading" className={styles.title}>
        Performance Review!
      </h2>
      {/* The final line follows the score (issue 29.4): 'Great work!' only when it was. */}
      <p className="muted" data-testid="summary-line" data-score-band={scoreBand(summary.correct, summary.cardsStudied)}>
        {final ? END_MSG.sessionLine[scoreBand(summary.correct, summary.cardsStudied)] : 'Progress saved. Take a breath, then keep going.'}
      </p>
      {note && (
        <p className={styles.note} role="status" data-testid="summary-note">
          {note}
        </p>
      )}
      <div className={styles.stats}>
        <div className={styles.stat}>
          <span className={styles.value} data-testid="session-score">
            {summary.correct} / {summary.cardsStudied}
          </span>
          <span className={styles.label}>Score</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.value} data-testid="cards-studied">
            {summary.cardsStudied}
          </span>
          <span className={styles.label}>Cards Studied</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.value} data-testid="overall-accuracy">
            {summary.accuracy.toFixed(1)}%
          </span>
          {/* Counted as the deck's accuracy chart counts a day (shared/accuracy.ts). */}
          <span className={styles.label}>Accuracy</span>
        </div>
      </div>
      <p className={styles.means} data-testid="accuracy-means">
        {ACCURACY_MEANS}, as in the deck&apos;s accuracy chart.
      </p>
      {n > 0 && (
        <div className={styles.review}>
          <button type="button" className={styles.toggle} aria-expanded={showIncorrect} onClick={() => setShowIncorrect((v) => !v)}>
            {showIncorrect ? '▾' : '▸'} Review {n} Incorrect Card{n === 1 ? '' : 's'}
          </button>
          {showIncorrect && <MissedCardList cards={incorrect.map(cardTextOf)} noteTypeCss={noteTypeCss} />}
        </div>
      )}
      <div className={styles.buttons}>
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          Back to Deck
        </button>
        {n > 0 && onPractise && (
          <button type="button" className={`btn ${final ? 'btn-primary' : 'btn-secondary'}`} onClick={onPractise}>
            {END_MSG.practiseMissed}
          </button>
        )}
        {!final && (
          <button type="button" className="btn btn-primary" onClick={onKeepStudying}>
            Keep Studying
          </button>
        )}
      </div>
    </section>
  );
}
