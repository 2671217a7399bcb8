import type { Ref } from 'react';
import type { FlashcardRating } from '../../../../shared/constants';
import type { TypingItem } from '../../../../shared/games';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { GradeButtons } from '../GameShell/GradeButtons';
import type { TypingResult as Result } from './typingState';
import styles from './Typing.module.css';
import { useT } from '../../i18n';
import { namespace as games } from '../../locales/games';
import { RATING_NAMES } from '../GameShell/GradeButtons';

const VERDICT_TEXT = { right: 'games.typing.right', almost: 'games.typing.almost', wrong: 'games.typing.wrong' } as const;

/**
 * The checked answer (docs/study-modes.md): the verdict, the character diff of what was typed against the
 * answer, the answer itself (and a cloze card's filled-in text). The ratings follow in their own
 * bar (TypingRatingBar).
 */
export function TypingResultView({ item, result, ref }: { item: TypingItem; result: Result; ref?: Ref<HTMLDivElement> }) {
  const t = useT(games);
  return (
    <div ref={ref} className={styles.result} data-testid="typing-result" data-verdict={result.verdict}>
      <p className={`${styles.verdict} ${styles[result.verdict]}`} role="status">
        {t(VERDICT_TEXT[result.verdict])}
      </p>
      {result.typed.trim() !== '' && result.verdict !== 'right' && (
        <p className={styles.diff} dir="auto" data-testid="typing-diff" aria-label={t('games.typing.diffLabel')}>
          {result.diff.map((part, i) =>
            part.op === 'same' ? (
              <span key={i}>{part.text}</span>
            ) : part.op === 'extra' ? (
              <del key={i} className={styles.extra} title={t('games.typing.extra')}>
                {part.text}
              </del>
            ) : (
              <ins key={i} className={styles.missing} title={t('games.typing.missing')}>
                {part.text}
              </ins>
            ),
          )}
        </p>
      )}
      <p className={styles.answerLine}>
        <span className={styles.kicker}>{t('games.typing.answer')}</span>{' '}
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
  const t = useT(games);
  return (
    <div ref={ref} className={styles.answerBar} data-testid="answer-bar">
      <GradeButtons intervalsMs={item.nextIntervalsMs} onGrade={onRate} focused={result.suggested} suggested={result.suggested} describedBy="typing-suggested" compact />
      <p id="typing-suggested" className={styles.hint}>
        {t('games.typing.suggested', { rating: t(RATING_NAMES[result.suggested]) })} {t(coarse ? 'games.typing.suggestedTap' : 'games.typing.suggestedKeys')}
      </p>
    </div>
  );
}
