import { GameUndoButton } from './GameShell';
import styles from './Round.module.css';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { namespace as games } from '../../locales/games';

// The card-by-card games (flashcards, Type the Answer) go through a round one card at a time:
// the same progress bar above (ProgressBar, which multiple choice shows too) and the same 'Round complete' panel at the end, where a last slip
// can still be undone before Continue.

/** A game's progress bar with its 'n / total' text (`value` of `total` filled; the text the caller's). */
export function ProgressBar({ label, value, total, text, testId }: { label: string; value: number; total: number; text: string; testId?: string }) {
  const percent = Math.round((Math.min(value, total) / total) * 100);
  return (
    <div className={styles.progressRow}>
      <div className={styles.progressTrack} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={total} aria-valuenow={value}>
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.progressText} data-testid={testId}>
        {text}
      </span>
    </div>
  );
}

/** 'n / total' with a bar; `index` cards are behind, the one shown counts while the round runs. */
export function RoundProgress({ index, total, done, testId }: { index: number; total: number; done: boolean; testId: string }) {
  const t = useT(games);
  const format = useFormat();
  return <ProgressBar label={t('games.roundProgress')} value={index} total={total} text={t('games.progressCount', { n: format.number(Math.min(index + (done ? 0 : 1), total)), total: format.number(total) })} testId={testId} />;
}

/** The end of a round: how many answers it took (`summary`: the game's own '3 cards graded.'), Undo and Continue. */
export function RoundDone({ summary, onFinish }: { summary: string; onFinish: () => void }) {
  const t = useT(games);
  return (
    <div className={styles.roundDone} role="status">
      <h2 className={styles.roundDoneTitle}>{t('games.roundComplete')}</h2>
      <p className="muted">
        {summary} {t('games.roundSlip')}
      </p>
      <div className={styles.roundDoneActions}>
        <GameUndoButton large />
        <button type="button" className="btn btn-primary btn-lg" data-autofocus onClick={onFinish}>
          {t('games.continue')}
        </button>
      </div>
    </div>
  );
}
