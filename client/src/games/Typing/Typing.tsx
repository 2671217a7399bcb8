import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { FLASHCARD_RATINGS, TYPED_ANSWER_MAX, type FlashcardRating } from '../../../../shared/constants';
import type { GameProps, TypingData } from '../../../../shared/games';
import { boundTypedAnswer } from '../../../../shared/typingAnswer';
import { CardFace } from '../../components/CardFace/CardFace';
import { listenTo } from '../../components/CardFace/ListenButton';
import { GameShell, GameUndoButton } from '../GameShell/GameShell';
import { RoundDone, RoundProgress } from '../GameShell/Round';
import { ReadAloudToggle } from '../../components/CardFace/ReadAloudToggle';
import { useReadAloud, useReadAloudSetting } from '../../lib/speech';
import { TypingRatingBar, TypingResultView } from './TypingResult';
import { useVisualViewportInsets } from '../lib/useVisualViewportInsets';
import { initialTypingState, isRightRating, typingReducer, type TypingAction } from './typingState';
import { useKeepInView } from './useKeepInView';
import styles from './Typing.module.css';
import { useT } from '../../i18n';
import { namespace as games } from '../../locales/games';

/** Performance marks for the bench (bench/typing.ts): app time from Enter to the result, and from a rating to the next prompt. */
export const PERF = { check: 'typing:check', next: 'typing:next' } as const;

/**
 * Type the Answer (docs/study-modes.md): one side is shown (the cards come oriented by the study
 * direction), the learner types the other and presses Enter. The answer is compared tolerantly
 * (shared/typingAnswer.ts); the result shows a character diff and the four ratings with the
 * suggested one preselected: right → Good, almost → Hard, wrong → Again. The rating is the FSRS
 * rating, as in flashcards; results carry it and what was typed.
 */
export default function Typing(props: GameProps<TypingData>) {
  const { data, initialStreak, totalAnsweredInSession, onAnswer, onFinish, onUndo } = props;
  const t = useT(games);
  const items = data?.items ?? [];
  const [state, dispatch] = useReducer(
    (s: ReturnType<typeof initialTypingState>, a: TypingAction) => typingReducer(s, a, items.length),
    initialStreak,
    initialTypingState,
  );
  const [typed, setTyped] = useState('');
  const item = items[state.index];
  const done = state.index >= items.length;
  const rootRef = useRef<HTMLElement>(null);
  const askRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const shownAt = useRef(performance.now());
  const pending = useRef<{ name: string; start: number } | null>(null);
  // The Enter that checked an answer must not also take the rating focused right after it: until
  // that key is released, a keyboard click on a rating is ignored (a mouse or tap click never is).
  const enterDown = useRef(false);
  const startTotal = useRef(totalAnsweredInSession);
  const answeredInSession = Math.max(totalAnsweredInSession, startTotal.current + state.rated.length);
  const resultRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  // While typing, the prompt and the field stay in view; once checked, the result does (below).
  useKeepInView(askRef, !done && !state.result);
  // The rating bar's offset above a phone's on-screen keyboard.
  const stickyInsets = useVisualViewportInsets(!done);

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!item || state.result) return;
    pending.current = { name: PERF.check, start: performance.now() };
    dispatch({ type: 'check', typed: boundTypedAnswer(typed), expected: item.answer });
  };

  const rate = useCallback(
    (rating: FlashcardRating) => {
      if (!item || !state.result) return;
      pending.current = { name: PERF.next, start: performance.now() };
      onAnswer({
        cardId: item.id,
        isCorrect: isRightRating(rating),
        rating,
        typedAnswer: state.result.typed,
        answerTimeMs: Math.max(0, Math.round(performance.now() - shownAt.current)),
        usedHint: false,
      });
      dispatch({ type: 'rate', cardId: item.id, rating });
      setTyped('');
    },
    [item, state.result, onAnswer],
  );

  const lastRated = state.rated.at(-1);
  const undo = useCallback(() => {
    if (!lastRated || !onUndo) return;
    if (!onUndo(lastRated.cardId)) return;
    dispatch({ type: 'undo' });
    setTyped('');
  }, [lastRated, onUndo]);

  useEffect(() => {
    const release = (event: KeyboardEvent) => {
      if (event.key === 'Enter') enterDown.current = false;
    };
    window.addEventListener('keyup', release);
    return () => window.removeEventListener('keyup', release);
  }, []);
  const rateByClick = (rating: FlashcardRating, byKeyboard: boolean) => {
    if (byKeyboard && enterDown.current) return;
    rate(rating);
  };

  // Drawn before the paint: close the bench's measure here.
  useLayoutEffect(() => {
    const p = pending.current;
    pending.current = null;
    if (p) performance.measure(p.name, { start: p.start, end: performance.now() });
  }, [state.index, state.result]);
  useEffect(() => {
    shownAt.current = performance.now();
  }, [state.index, item]);
  // 'Read aloud' (docs/study-modes.md): the prompt when it appears, the answer with the result, each in its
  // side's language, or the side's own sound instead.
  const [readAloud, setReadAloud] = useReadAloudSetting();
  const hasLanguage = items.some((i) => i.prompt.lang || i.answerSide.lang);
  useReadAloud(
    done || !item ? '' : state.result ? item.answer : item.prompt.text,
    state.result ? item?.answerSide.lang : item?.prompt.lang,
    readAloud && hasLanguage && !done,
    { key: `${item?.id}-${Boolean(state.result)}`, audioUrl: done ? null : state.result ? item?.answerSide.audioUrl : item?.prompt.audioUrl },
  );

  // A checked answer: the verdict, the diff and the answer scroll up to just above the rating bar
  // stuck at the foot of the screen (issue 48), so the bar covers none of them; a result taller
  // than the room left shows from its verdict down, below the sticky app header (its scroll margin).
  useEffect(() => {
    const result = resultRef.current;
    const bar = barRef.current;
    if (!state.result || !result || !bar) return;
    const box = result.getBoundingClientRect();
    const overlap = box.bottom - bar.getBoundingClientRect().top;
    const room = box.top - (parseFloat(getComputedStyle(result).scrollMarginTop) || 0);
    const by = Math.min(overlap, room);
    if (by > 0) window.scrollBy({ top: by, behavior: 'instant' });
  }, [state.result]);

  // Focus follows the round: the field while typing, the suggested rating once checked, Continue
  // at the end (only when focus was in the game or nowhere, never stealing it).
  useEffect(() => {
    const root = rootRef.current;
    const active = document.activeElement;
    if (!root || (active && active !== document.body && !root.contains(active))) return;
    const target = state.result || done ? root.querySelector<HTMLElement>('[data-autofocus]') : inputRef.current;
    target?.focus({ preventScroll: true });
  }, [state.index, state.result, done]);

  // Keys 1–4 rate a checked answer (the shell never passes keys typed into the field).
  const onKey = (event: KeyboardEvent) => {
    if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
    const n = Number(event.key);
    if (state.result && (FLASHCARD_RATINGS as readonly number[]).includes(n)) {
      event.preventDefault();
      rate(n as FlashcardRating);
    }
  };

  if (items.length === 0) return <p className="alert alert-error" role="alert">{t('games.typing.noCards')}</p>;

  return (
    <GameShell
      game={props}
      progress={{ streak: state.streak, answeredInSession }}
      label={t('games.typing.label')}
      className={styles.game}
      style={stickyInsets}
      rootRef={rootRef}
      undo={{ can: Boolean(lastRated), run: undo }}
      onKey={onKey}
      status={<RoundProgress index={state.index} total={items.length} done={done} testId="typing-progress" />}
    >
      {done ? (
        <RoundDone summary={t('games.typing.rated', { n: state.rated.length })} onFinish={onFinish} />
      ) : (
        <>
          <div ref={askRef} className={styles.ask} key={item.id}>
            <div className={styles.prompt} data-testid="typing-prompt-box">
              <CardFace
                side={item.prompt}
                context="flashcard"
                classes={{ image: styles.image, text: styles.promptText }}
                textTestId="typing-prompt"
                soundLabel={t('games.playSound')}
                soundKey={`p${item.id}`}
                listen={listenTo(item.prompt.lang)}
              />
            </div>
            <form
              className={styles.form}
              onSubmit={check}
              onKeyDown={(event) => {
                if (event.key === 'Enter') enterDown.current = true;
              }}
            >
              <input
                ref={inputRef}
                className={`${styles.input} ${state.result ? styles[state.result.verdict] : ''}`}
                type="text"
                aria-label={t('games.typing.yourAnswer')}
                placeholder={t('games.typing.placeholder')}
                value={state.result ? state.result.typed : typed}
                onChange={(event) => setTyped(event.target.value)}
                readOnly={Boolean(state.result)}
                maxLength={TYPED_ANSWER_MAX}
                dir="auto"
                autoComplete="off"
                autoCorrect="off"
                autoCapitalize="off"
                spellCheck={false}
                enterKeyHint="done"
                data-testid="typing-input"
              />
              {!state.result && (
                <button type="submit" className={`btn btn-primary ${styles.check}`}>
                  {t('games.typing.check')}
                </button>
              )}
            </form>
          </div>
          {state.result ? (
            <>
              <TypingResultView ref={resultRef} item={item} result={state.result} />
              <TypingRatingBar ref={barRef} item={item} result={state.result} onRate={rateByClick} />
            </>
          ) : (
            <div className={styles.footer}>
              <p className={styles.hint}>{t('games.typing.hint')}</p>
              {hasLanguage && <ReadAloudToggle on={readAloud} onChange={setReadAloud} />}
              <GameUndoButton />
            </div>
          )}
        </>
      )}
    </GameShell>
  );
}
