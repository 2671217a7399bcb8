import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { FLASHCARD_RATINGS, FLASHCARD_SWIPE_THRESHOLD_PX, type FlashcardRating } from '../../../../shared/constants';
import type { CardSide, FlashcardsData, GameProps } from '../../../../shared/games';
import { GameShell, GameUndoButton } from '../GameShell/GameShell';
import { GradeButtons } from '../GameShell/GradeButtons';
import { RoundDone, RoundProgress } from '../GameShell/Round';
import { CardFace } from '../../components/CardFace/CardFace';
import { listenTo } from '../../components/CardFace/ListenButton';
import { ReadAloudToggle } from '../../components/CardFace/ReadAloudToggle';
import { useReadAloud, useReadAloudSetting } from '../../lib/speech';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { flashcardsReducer, initialFlashcardsState, isRight, isRoundDone, type FlashcardsAction } from './flashcardsState';
import { NoVoiceNote } from '../../components/CardFace/NoVoiceNote';
import styles from './Flashcards.module.css';
import { CARD_IO_CLASSES } from '../../../../shared/richText';
import { useT, type Translate } from '../../i18n';
import { namespace as games, type MessageId } from '../../locales/games';

/** Performance marks for the bench (bench/flashcards.ts): app time from a key or tap to the screen it leads to. */
export const PERF = { reveal: 'flashcards:reveal', next: 'flashcards:next-card' } as const;

/**
 * Flip-card review (docs/study-options.md): the term, then on Space/Enter/click/tap its definition, then
 * the learner's own grade Again/Hard/Good/Easy (keys 1–4, or a swipe on touch: right = Good,
 * left = Again). The grade is the FSRS rating itself; Hard and up count as right.
 */
export default function Flashcards(props: GameProps<FlashcardsData>) {
  const { data, initialStreak, totalAnsweredInSession, onAnswer, onFinish, onUndo } = props;
  const t = useT(games);
  const cards = data?.cards ?? [];
  const [state, dispatch] = useReducer(
    (s: ReturnType<typeof initialFlashcardsState>, a: FlashcardsAction) => flashcardsReducer(s, a, cards.length),
    initialStreak,
    initialFlashcardsState,
  );
  const card = cards[state.index];
  const done = isRoundDone(state, cards.length);
  const coarse = useMediaQuery('(pointer: coarse)');
  const rootRef = useRef<HTMLElement>(null);
  const shownAt = useRef(performance.now());
  const pending = useRef<{ name: string; start: number } | null>(null);
  // The round started from this count; a parent may pass a live total (see useGameProgress).
  const startTotal = useRef(totalAnsweredInSession);
  const answeredInSession = Math.max(totalAnsweredInSession, startTotal.current + state.graded.length);
  // 'Read aloud' (docs/study-modes.md): the side just shown is read, in its language, or its own sound played.
  const [readAloud, setReadAloud] = useReadAloudSetting();
  const hasLanguage = cards.some((c) => c.front.lang || c.back.lang);
  useReadAloud(
    done || !card ? '' : state.revealed ? card.back.text : card.front.text,
    state.revealed ? card?.back.lang : card?.front.lang,
    readAloud && hasLanguage && !done,
    { key: `${card?.id}-${state.revealed}`, audioUrl: done ? null : state.revealed ? card?.back.audioUrl : card?.front.audioUrl },
  );

  const reveal = useCallback(() => {
    if (state.revealed || done) return;
    pending.current = { name: PERF.reveal, start: performance.now() };
    dispatch({ type: 'reveal' });
  }, [state.revealed, done]);

  const grade = useCallback(
    (rating: FlashcardRating) => {
      if (!card || !state.revealed) return;
      pending.current = { name: PERF.next, start: performance.now() };
      onAnswer({ cardId: card.id, isCorrect: isRight(rating), rating, answerTimeMs: Math.max(0, Math.round(performance.now() - shownAt.current)), usedHint: false });
      dispatch({ type: 'grade', cardId: card.id, rating });
    },
    [card, state.revealed, onAnswer],
  );

  const lastGraded = state.graded.at(-1);
  const undo = useCallback(() => {
    if (!lastGraded || !onUndo) return;
    // The session says no once that answer was uploaded; then the card stays graded.
    if (!onUndo(lastGraded.cardId)) return;
    dispatch({ type: 'undo' });
  }, [lastGraded, onUndo]);

  // Each card (and each reveal) is drawn before the paint: close the bench's measure here, and
  // restart the answer clock when a new card appears.
  useLayoutEffect(() => {
    const p = pending.current;
    pending.current = null;
    if (p) performance.measure(p.name, { start: p.start, end: performance.now() });
  }, [state.index, state.revealed]);
  useEffect(() => {
    shownAt.current = performance.now();
  }, [state.index]);

  // Keep keyboard focus in the game as its buttons come and go: Show Answer, then Good, then
  // the next card's Show Answer (only when focus was in the game or nowhere, never stealing it).
  useEffect(() => {
    const root = rootRef.current;
    const active = document.activeElement;
    if (!root || (active && active !== document.body && !root.contains(active))) return;
    root.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
  }, [state.index, state.revealed, done]);

  // The shell binds this at commit: a key pressed as the card turns reaches this render's handler.
  const onKey = (event: KeyboardEvent) => {
    const target = event.target;
    if (target instanceof Element && target.closest('[role="dialog"]')) return;
    // Space/Enter on a side's play button plays its sound, it does not turn the card.
    if ((event.key === ' ' || event.key === 'Enter') && target instanceof Element && target.closest('[data-testid="play-sound"], [data-testid="listen"], [data-testid="read-aloud"]')) return;
    if ((event.key === ' ' || event.key === 'Enter') && !state.revealed && !done) {
      // Not also a click on the focused Show Answer button.
      event.preventDefault();
      reveal();
      return;
    }
    const n = Number(event.key);
    if (state.revealed && (FLASHCARD_RATINGS as readonly number[]).includes(n)) {
      event.preventDefault();
      grade(n as FlashcardRating);
    }
  };

  // Touch: a horizontal swipe on a revealed card grades it (right = Good, left = Again); the card
  // follows the finger so the learner sees which way it will go.
  const [drag, setDrag] = useState<{ id: number; x0: number; y0: number; dx: number } | null>(null);
  const swiped = useRef(false);
  const onPointerDown = (event: ReactPointerEvent) => {
    swiped.current = false;
    if (event.pointerType === 'mouse' || !state.revealed) return;
    setDrag({ id: event.pointerId, x0: event.clientX, y0: event.clientY, dx: 0 });
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    if (!drag || event.pointerId !== drag.id) return;
    setDrag({ ...drag, dx: event.clientX - drag.x0 });
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    if (!drag || event.pointerId !== drag.id) return;
    const dx = event.clientX - drag.x0;
    const dy = event.clientY - drag.y0;
    setDrag(null);
    if (Math.abs(dx) > FLASHCARD_SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) {
      swiped.current = true;
      grade(dx > 0 ? 3 : 1);
    }
  };
  const onCardClick = () => {
    // A click that ends a swipe (no new press since) must not reveal the next card.
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    reveal();
  };

  if (cards.length === 0) return <p className="alert alert-error" role="alert">{t('games.flashcards.noCards')}</p>;

  const dx = drag?.dx ?? 0;
  const leaning = dx > FLASHCARD_SWIPE_THRESHOLD_PX ? 'good' : dx < -FLASHCARD_SWIPE_THRESHOLD_PX ? 'again' : null;

  return (
    <GameShell
      game={props}
      // The streak lives in the round's reducer (flashcardsState.ts), which undo also rewinds.
      progress={{ streak: state.streak, answeredInSession }}
      label={t('games.flashcards.label')}
      className={styles.game}
      rootRef={rootRef}
      undo={{ can: Boolean(lastGraded), run: undo }}
      onKey={onKey}
      status={<RoundProgress index={state.index} total={cards.length} done={done} testId="flashcards-progress" />}
    >

      {done ? (
        <RoundDone summary={t('games.flashcards.graded', { n: state.graded.length })} onFinish={onFinish} />
      ) : (
        <>
          <div
            key={card.id}
            className={`${styles.card} ${state.revealed ? styles.revealed : ''} ${leaning ? styles[leaning] : ''}`}
            style={dx ? { transform: `translateX(${dx}px) rotate(${dx / 40}deg)` } : undefined}
            data-testid="flashcard"
            onClick={onCardClick}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => setDrag(null)}
          >
            {/* An image occlusion card's answer is its picture again, the region revealed (as
                Anki's back repeats the front): it takes the question's place. */}
            {!(state.revealed && isOcclusionSide(card.back)) && <FlashcardSide which="front" side={card.front} cardId={card.id} occlusion={isOcclusionSide(card.back)} t={t} />}
            {state.revealed && <FlashcardSide which="back" side={card.back} cardId={card.id} occlusion={isOcclusionSide(card.back)} solo={isOcclusionSide(card.back)} t={t} />}
            {leaning && (
              <span className={styles.swipeBadge} aria-hidden="true">
                {t(leaning === 'good' ? 'games.grade.good' : 'games.grade.again')}
              </span>
            )}
          </div>

          {/* Sticky at the foot of the screen, as Anki keeps its answer bar: a tall picture never
              pushes the grades out of reach (issue 48). */}
          <div className={styles.answerBar} data-testid="answer-bar">
            {state.revealed ? (
              <GradeButtons intervalsMs={card.nextIntervalsMs} onGrade={(rating) => grade(rating)} focused={3} />
            ) : (
              <button type="button" className={`btn btn-primary btn-lg ${styles.showAnswer}`} data-autofocus onClick={reveal} aria-keyshortcuts="Space Enter">
                {t('games.flashcards.showAnswer')}
                <kbd className={styles.keyLight} aria-hidden="true">
                  {t('games.flashcards.spaceKey')}
                </kbd>
              </button>
            )}
          </div>

          {hasLanguage && <NoVoiceNote languages={[card.front.lang, card.back.lang]} className={styles.noVoice} />}

          <div className={styles.footer}>
            {hasLanguage && <ReadAloudToggle on={readAloud} onChange={setReadAloud} />}
            <p className={styles.hint}>
              {t(coarse ? (state.revealed ? 'games.flashcards.hintSwipe' : 'games.flashcards.hintTap') : state.revealed ? 'games.flashcards.hintKeys' : 'games.flashcards.hintSpace')}
            </p>
            <GameUndoButton />
          </div>
        </>
      )}
    </GameShell>
  );
}

/** A side drawn as an image occlusion picture (docs/image-occlusion.md). */
const isOcclusionSide = (side: CardSide) => Boolean(side.html?.includes(`class="${CARD_IO_CLASSES.figure}"`));

// An image occlusion card asks a question of its picture: its sides are Question and Answer, not
// a term and its definition (docs/image-occlusion.md).
const SIDES = {
  front: { kicker: 'games.flashcards.term', occlusionKicker: 'games.flashcards.question', className: styles.side, text: styles.front, testId: 'flashcard-front', soundLabel: 'games.playSound', key: 'f' },
  back: { kicker: 'games.flashcards.definition', occlusionKicker: 'games.flashcards.answer', className: `${styles.side} ${styles.back}`, text: styles.backText, testId: 'flashcard-back', soundLabel: 'games.flashcards.playAnswer', key: 'b' },
} as const satisfies Record<string, { kicker: MessageId; occlusionKicker: MessageId; soundLabel: MessageId } & Record<string, string>>;

/** One side of the card: its label (Term, Definition; Question, Answer) over the side; the back is announced when it shows. */
function FlashcardSide({ which, side, cardId, occlusion, solo = false, t }: { which: keyof typeof SIDES; side: CardSide; cardId: number; occlusion: boolean; solo?: boolean; t: Translate<MessageId> }) {
  const look = SIDES[which];
  // Alone on the card (an image occlusion answer), the back needs no rule between it and the front.
  return (
    <div className={solo ? styles.side : look.className} aria-live={which === 'back' ? 'polite' : undefined}>
      <p className={styles.kicker}>{t(occlusion ? look.occlusionKicker : look.kicker)}</p>
      <CardFace
        side={side}
        context="flashcard"
        classes={{ image: styles.image, text: look.text }}
        textTestId={look.testId}
        soundLabel={t(look.soundLabel)}
        soundKey={`${look.key}${cardId}`}
        listen={listenTo(side.lang)}
      />
    </div>
  );
}
