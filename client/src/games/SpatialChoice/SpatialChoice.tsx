import { useLayoutEffect, useRef, useState, type TouchEvent } from 'react';
import { SPATIAL_FEEDBACK_MS, SPATIAL_PROMPT_FONT_MAX_PX, SPATIAL_PROMPT_FONT_MIN_PX } from '../../../../shared/constants';
import type { GameProps, SpatialChoiceData, SpatialOption } from '../../../../shared/games';
import { MSG } from '../../../../shared/messages';
import { isUndoKey, UndoButton } from '../Flashcards/UndoButton';
import { GameHeader } from '../GameHeader/GameHeader';
import { fitElementText } from '../lib/autoFit';
import { keyPosition, POSITIONS, swipeDirection, type Position } from '../lib/swipe';
import { useGameProgress } from '../lib/useGameProgress';
import { useIsMobile } from '../lib/useIsMobile';
import { useTimeout } from '../lib/useTimeout';
import { PlayButton, SideImage } from '../lib/SideMedia';
import styles from './SpatialChoice.module.css';

const KEY_HINTS: Record<Position, string> = { up: '↑ W', right: '→ D', down: '↓ S', left: '← A' };
const CORNER_HINTS: Record<Position, string> = { up: '↖', right: '↗', down: '↘', left: '↙' };

export default function SpatialChoice(props: GameProps<SpatialChoiceData>) {
  const { data, initialStreak, totalAnsweredInSession, sessionGoalTotal, headerAccessory, onAnswer, onFinish, onUndo } = props;
  const questions = data?.questions ?? [];
  const progress = useGameProgress(initialStreak, totalAnsweredInSession, onAnswer);
  const later = useTimeout();
  const isMobile = useIsMobile();
  const [index, setIndex] = useState(0);
  const [flash, setFlash] = useState<{ chosen: Position; isCorrect: boolean } | null>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const promptRef = useRef<HTMLParagraphElement>(null);
  const question = questions[index];
  // This round's answers, newest last, for undo; a pending advance belongs to one generation.
  const [answered, setAnswered] = useState<{ index: number; cardId: number; streakBefore: number }[]>([]);
  const generation = useRef(0);

  // Options take the four positions in order: up, right, down, left.
  const byPosition = new Map<Position, SpatialOption>();
  question?.options.forEach((option, i) => byPosition.set(POSITIONS[i], option));

  const answer = (position: Position) => {
    // Input is ignored during the feedback flash (SPEC §4).
    if (flash || !question) return;
    const option = byPosition.get(position);
    if (!option) return;
    const isCorrect = option.termId === question.correctTermId;
    setAnswered((list) => [...list, { index, cardId: question.promptCardId, streakBefore: progress.streak }]);
    const gen = generation.current;
    setFlash({ chosen: position, isCorrect });
    progress.bumpStreak(isCorrect);
    progress.report(question.promptCardId, isCorrect);
    later(() => {
      if (gen !== generation.current) return; // undone meanwhile
      setFlash(null);
      if (index + 1 >= questions.length) {
        onFinish();
        return;
      }
      setIndex(index + 1);
      progress.markShown();
    }, SPATIAL_FEEDBACK_MS);
  };

  // Undo (DESIGN §15): back to the last answered question, unanswered, if the session agrees.
  const last = answered.at(-1);
  const undo = () => {
    if (!last || !onUndo?.(last.cardId)) return;
    generation.current += 1;
    setAnswered((list) => list.slice(0, -1));
    setIndex(last.index);
    setFlash(null);
    progress.unreport(last.streakBefore);
    progress.markShown();
  };

  // A layout effect: it re-binds in the same task as the commit, before the browser can paint the
  // next prompt or hand over a key press. As a passive effect a key pressed in between went to the
  // previous render's handler, which still saw the feedback flash and dropped it.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isUndoKey(event) && last && onUndo) {
        event.preventDefault();
        undo();
        return;
      }
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target;
      if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]')) return;
      const position = keyPosition(event.key);
      if (!position) return;
      event.preventDefault();
      answer(position);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  // The prompt starts at 18 px and shrinks to 16 px when the definition is long (SPEC §9).
  useLayoutEffect(() => {
    if (promptRef.current) fitElementText(promptRef.current, SPATIAL_PROMPT_FONT_MIN_PX, SPATIAL_PROMPT_FONT_MAX_PX);
  }, [question, isMobile]);

  if (!question) return <p className="alert alert-error" role="alert">{MSG.spatialNoData}</p>;

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const position = swipeDirection(touch.clientX - start.x, touch.clientY - start.y);
    if (position) answer(position);
  };

  const optionClass = (position: Position) => {
    const option = byPosition.get(position);
    if (!flash || !option) return '';
    if (position === flash.chosen) return flash.isCorrect ? styles.correct : styles.wrong;
    // On a miss the right answer is shown too.
    if (!flash.isCorrect && option.termId === question.correctTermId) return styles.correct;
    return styles.dimmed;
  };

  return (
    <section className={styles.game} aria-label="Spatial choice game">
      <GameHeader
        title={data.title}
        streak={progress.streak}
        answeredInSession={progress.answeredInSession}
        sessionGoalTotal={sessionGoalTotal}
        accessory={headerAccessory}
      >
        <p className={styles.counter}>
          Question {index + 1} of {questions.length}
        </p>
      </GameHeader>

      <div className={`${styles.board} ${isMobile ? styles.mobile : ''}`}>
        {POSITIONS.map((position) => {
          const option = byPosition.get(position);
          return (
            <div key={position} className={`${styles.slot} ${styles[position]}`}>
            <button
              type="button"
              className={`${styles.option} ${optionClass(position)} ${option?.imageUrl ? styles.withImage : ''}`}
              onClick={() => answer(position)}
              disabled={!option}
              aria-disabled={flash !== null}
              data-position={position}
            >
              <span className={styles.keyHint} aria-hidden="true">
                {isMobile ? CORNER_HINTS[position] : KEY_HINTS[position]}
              </span>
              {option?.imageUrl && (
                <span className={styles.optionImage}>
                  <SideImage url={option.imageUrl} text={option.text} />
                </span>
              )}
              {(option?.text || !option?.imageUrl) && <span className={styles.optionText}>{option?.text ?? ''}</span>}
            </button>
            {option?.audioUrl && (
              <PlayButton key={option.termId} url={option.audioUrl} label={`Play sound of the ${position} answer`} className={styles.optionPlay} />
            )}
            </div>
          );
        })}
        <div
          className={`${styles.prompt} ${flash ? (flash.isCorrect ? styles.promptCorrect : styles.promptWrong) : ''}`}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          data-testid="spatial-prompt"
        >
          {question.promptImageUrl && (
            <div className={`${styles.promptImage} ${question.promptDefinition ? '' : styles.promptImageOnly}`}>
              <SideImage url={question.promptImageUrl} text={question.promptDefinition} />
            </div>
          )}
          {(question.promptDefinition || !question.promptImageUrl) && (
            <p ref={promptRef} className={styles.promptText}>
              {question.promptDefinition}
            </p>
          )}
          {question.promptAudioUrl && <PlayButton key={question.promptCardId} url={question.promptAudioUrl} className={styles.promptPlay} />}
        </div>
      </div>
      <p className={styles.help} aria-live="polite">
        {flash
          ? flash.isCorrect
            ? 'Correct!'
            : `Not quite. The answer is ${question.options.find((o) => o.termId === question.correctTermId)?.text ?? ''}.`
          : isMobile
            ? 'Swipe the definition diagonally towards the matching term.'
            : 'Use the arrow keys or W A S D, or click a term.'}
      </p>
      {onUndo && (
        <div className={styles.undo}>
          <UndoButton disabled={!last} onUndo={undo} />
        </div>
      )}
    </section>
  );
}
