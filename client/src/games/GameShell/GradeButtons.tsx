import { FLASHCARD_RATINGS, type FlashcardRating } from '../../../../shared/constants';
import { intervalParts } from '../Flashcards/flashcardsState';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { namespace as games, type MessageId } from '../../locales/games';
import styles from './GradeButtons.module.css';

// The four FSRS ratings as big buttons (docs/anki-history.md, docs/study-modes.md): Again, Hard, Good, Easy, each with the
// interval it would schedule and its key (1–4). Flip cards and Type the Answer grade with them;
// one component keeps their look, names and keyboard hints the same.

/** The ratings' names (shared/constants.ts FLASHCARD_RATING_NAMES in English). */
export const RATING_NAMES: Record<FlashcardRating, MessageId> = { 1: 'games.grade.again', 2: 'games.grade.hard', 3: 'games.grade.good', 4: 'games.grade.easy' };

interface GradeButtonsProps {
  /** The next interval of each rating (Again…Easy), when the server gave them. */
  intervalsMs?: readonly (number | null)[] | null;
  onGrade: (rating: FlashcardRating, byKeyboard: boolean) => void;
  /** The rating focused first (Enter takes it). */
  focused: FlashcardRating;
  /** Type the Answer: the rating the answer suggests, shown filled and described by `describedBy`. */
  suggested?: FlashcardRating;
  describedBy?: string;
  /** Lower buttons (Type the Answer shows the answer and its diff above them). */
  compact?: boolean;
}

export function GradeButtons({ intervalsMs, onGrade, focused, suggested, describedBy, compact = false }: GradeButtonsProps) {
  const t = useT(games);
  const format = useFormat();
  const interval = (ms: number) => {
    const { n, unit } = intervalParts(ms);
    return t(`games.interval.${unit}`, { n: format.number(n) });
  };
  return (
    <div className={`${styles.grades} ${compact ? styles.compact : ''}`} role="group" aria-label={t('games.gradeGroup')}>
      {FLASHCARD_RATINGS.map((rating) => {
        const ms = intervalsMs?.[rating - 1];
        const isSuggested = rating === suggested;
        return (
          <button
            key={rating}
            type="button"
            className={`${styles.grade} ${styles[`grade${rating}`]} ${isSuggested ? styles.suggested : ''}`}
            // A click made by Enter or Space has no pointer detail: the rating was chosen by keyboard.
            onClick={(event) => onGrade(rating, event.detail === 0)}
            aria-keyshortcuts={String(rating)}
            aria-describedby={isSuggested ? describedBy : undefined}
            {...(rating === focused ? { 'data-autofocus': true } : {})}
            {...(isSuggested ? { 'data-suggested': true } : {})}
          >
            <span className={styles.gradeName}>{t(RATING_NAMES[rating])}</span>
            {ms != null && <span className={styles.gradeInterval}>{interval(ms)}</span>}
            <kbd className={styles.key} aria-hidden="true">
              {rating}
            </kbd>
          </button>
        );
      })}
    </div>
  );
}
