import { useLayoutEffect, useRef, useState, type TouchEvent } from 'react';
import { SPATIAL_FEEDBACK_MS, SPATIAL_PROMPT_FONT_MAX_PX, SPATIAL_PROMPT_FONT_MIN_PX } from '../../../../shared/constants';
import type { GameProps, SpatialChoiceData, SpatialOption } from '../../../../shared/games';
import { GameShell, GameUndoButton } from '../GameShell/GameShell';
import { useGameShell } from '../GameShell/useGameShell';
import { useQuestionUndo } from '../GameShell/useQuestionUndo';
import { fitElementText } from '../lib/autoFit';
import { keyPosition, POSITIONS, swipeDirection, type Position } from '../lib/swipe';
import { useIsMobile } from '../lib/useIsMobile';
import { CardFace, CardSound } from '../../components/CardFace/CardFace';
import { ListenButton, listenTo } from '../../components/CardFace/ListenButton';
import { TYPESET_EVENT } from '../../components/CardFace/RichSide';
import styles from './SpatialChoice.module.css';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { namespace as games, type MessageId } from '../../locales/games';

const KEY_HINTS: Record<Position, string> = { up: '↑ W', right: '→ D', down: '↓ S', left: '← A' };
const CORNER_HINTS: Record<Position, string> = { up: '↖', right: '↗', down: '↘', left: '↙' };
const PLAY_LABELS: Record<Position, MessageId> = { up: 'games.spatial.playUp', right: 'games.spatial.playRight', down: 'games.spatial.playDown', left: 'games.spatial.playLeft' };

export default function SpatialChoice(props: GameProps<SpatialChoiceData>) {
  const { data, onFinish, onUndo } = props;
  const t = useT(games);
  const format = useFormat();
  const questions = data?.questions ?? [];
  const shell = useGameShell(props);
  const isMobile = useIsMobile();
  const [index, setIndex] = useState(0);
  const [flash, setFlash] = useState<{ chosen: Position; isCorrect: boolean } | null>(null);
  // This round's answers for undo: back to the last answered question, unanswered.
  const answers = useQuestionUndo(shell, (previous) => {
    setIndex(previous);
    setFlash(null);
  });
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const promptRef = useRef<HTMLParagraphElement>(null);
  const question = questions[index];

  // Options take the four positions in order: up, right, down, left.
  const byPosition = new Map<Position, SpatialOption>();
  question?.options.forEach((option, i) => byPosition.set(POSITIONS[i], option));

  const answer = (position: Position) => {
    // Input is ignored during the feedback flash (docs/product.md: states).
    if (flash || !question) return;
    const option = byPosition.get(position);
    if (!option) return;
    const isCorrect = option.termId === question.correctTermId;
    answers.record(index, question.promptCardId);
    setFlash({ chosen: position, isCorrect });
    shell.bumpStreak(isCorrect);
    shell.report(question.promptCardId, isCorrect);
    shell.pause(() => {
      setFlash(null);
      if (index + 1 >= questions.length) {
        onFinish();
        return;
      }
      setIndex(index + 1);
      shell.markShown();
    }, SPATIAL_FEEDBACK_MS);
  };

  // Arrow keys and W A S D answer (the shell binds them at commit, so none is lost to the flash).
  const onKey = (event: KeyboardEvent) => {
    const position = keyPosition(event.key);
    if (!position) return;
    event.preventDefault();
    answer(position);
  };

  // The prompt starts at 18 px and shrinks to 16 px when the definition is long (docs/product.md: limits).
  useLayoutEffect(() => {
    const prompt = promptRef.current;
    if (!prompt) return;
    const fit = () => fitElementText(prompt, SPATIAL_PROMPT_FONT_MIN_PX, SPATIAL_PROMPT_FONT_MAX_PX);
    fit();
    // A rich prompt measures again once its formulas are typeset (KaTeX loads after the first fit).
    prompt.addEventListener(TYPESET_EVENT, fit);
    return () => prompt.removeEventListener(TYPESET_EVENT, fit);
  }, [question, isMobile]);

  if (!question) return <p className="alert alert-error" role="alert">{t('games.spatial.noData')}</p>;

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
    <GameShell game={props} progress={shell} label={t('games.spatial.label')} className={styles.game}
      undo={answers.undo}
      onKey={onKey}
      status={
        <p className={styles.counter}>
          {t('games.spatial.counter', { n: format.number(index + 1), total: format.number(questions.length) })}
        </p>
      }
    >

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
              {/* Key names, the same in every language. */}
              <span className={styles.keyHint} aria-hidden="true" translate="no">
                {isMobile ? CORNER_HINTS[position] : KEY_HINTS[position]}
              </span>
              <CardFace side={option ?? { text: '' }} context="option" classes={{ image: styles.optionImage, text: styles.optionText }} />
            </button>
            {option?.audioUrl && (
              <CardSound key={option.termId} url={option.audioUrl} label={t(PLAY_LABELS[position])} className={styles.optionPlay} />
            )}
            {option && !option.audioUrl && option.lang && <ListenButton text={option.text} lang={option.lang} className={styles.optionPlay} />}
            </div>
          );
        })}
        <div
          className={`${styles.prompt} ${flash ? (flash.isCorrect ? styles.promptCorrect : styles.promptWrong) : ''}`}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          data-testid="spatial-prompt"
        >
          <CardFace
            side={question.prompt}
            context="prompt"
            classes={{ image: styles.promptImage, imageOnly: styles.promptImageOnly, text: styles.promptText, sound: styles.promptPlay }}
            textRef={promptRef}
            soundLabel={t('games.playSound')}
            soundKey={question.promptCardId}
            listen={listenTo(question.prompt.lang)}
          />
        </div>
      </div>
      <p className={styles.help} aria-live="polite">
        {flash
          ? flash.isCorrect
            ? t('games.spatial.correct')
            : t('games.spatial.wrong', { answer: question.options.find((o) => o.termId === question.correctTermId)?.text ?? '' })
          : isMobile
            ? t('games.spatial.swipeHelp')
            : t('games.spatial.keyHelp')}
      </p>
      {onUndo && (
        <div className={styles.undo}>
          <GameUndoButton />
        </div>
      )}
    </GameShell>
  );
}
