import type { Ref } from 'react';
import { FLASHCARD_RATING_NAMES, type FlashcardRating } from '../../../../shared/constants';
import type { TypingItem } from '../../../../shared/games';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { GradeButtons } from '../GameShell/GradeButtons';
import type { TypingResult as Result } from './typingState';
import styles from './Typing.module.css';

const VERDICT_TEXT = { right: 'Right!', almost: 'Almost', wrong: 'Not quite' } as const;

/**
 * The checked answer (docs/study-modes.md): the verdict, the character diff of what was typed against the
 * answer, the answer itself (and a cloze card's filled-in text). The ratings follow in their own
 * bar (TypingRatingBar).
 */
export function TypingResultView({ item, result, ref }: { item: TypingItem; result: Result; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className={styles.result} data-testid="typing-result" data-verdict={result.verdict}>
      <p className={`${styles.verdict} ${styles[result.verdict]}`} role="status">
        {VERDICT_TEXT[result.verdict]}
      </p>
      {result.typed.trim() !== '' && result.verdict !== 'right' && (
        <p className={styles.diff} dir="auto" data-testid="typing-diff" aria-label="Your answer compared with the right one">
          {result.diff.map((part, i) =>
            part.op === 'same' ? (
              <span key={i}>{part.text}</span>
            ) : part.op === 'extra' ? (
              <del key={i} className={styles.extra} title="Typed, not in the answer">
                {part.text}
              </del>
            ) : (
              <ins key={i} className={styles.missing} title="In the answer, not typed">
                {part.text}
              </ins>
            ),
          )}
        </p>
      )}
      <p className={styles.answerLine}>
        <span className={styles.kicker}>Answer</span>{' '}
        <span dir="auto" className={styles.answer} data-testid="typing-answer">
          {item.answer}
        </span>
      </p>
      {item.reveal && (
        <p className={styles.reveal} dir="auto" data-testid="typing-reveal">
          {item.reveal}
        </p>
      )}
    </div>
  );
}

/**
 * The four ratings with the suggested one preselected (focused, so Enter takes it; 1–4 or a click
 * picks another), in a bar stuck to the foot of what is visible, as the flip cards' answer bar
 * (issue 48): a tall picture, a long answer or a phone's on-screen keyboard never puts them out
 * of reach. Its offset is the keyboard's height (`--sticky-bottom`, games/lib/useVisualViewportInsets).
 */
export function TypingRatingBar({ item, result, onRate, ref }: { item: TypingItem; result: Result; onRate: (rating: FlashcardRating, byKeyboard: boolean) => void; ref?: Ref<HTMLDivElement> }) {
  const coarse = useMediaQuery('(pointer: coarse)');
  return (
    <div ref={ref} className={styles.answerBar} data-testid="answer-bar">
      <GradeButtons intervalsMs={item.nextIntervalsMs} onGrade={onRate} focused={result.suggested} suggested={result.suggested} describedBy="typing-suggested" compact />
      <p id="typing-suggested" className={styles.hint}>
        Suggested from your answer: {FLASHCARD_RATING_NAMES[result.suggested]}. {coarse ? 'Tap it, or another rating, to go on.' : 'Enter takes it; keys 1–4 pick another.'}
      </p>
    </div>
  );
}
