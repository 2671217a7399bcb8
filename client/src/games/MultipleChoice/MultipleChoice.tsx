import { useEffect, useRef, useState } from 'react';
import { MC_CORRECT_DELAY_MS } from '../../../../shared/constants';
import type { GameProps, MultipleChoiceData } from '../../../../shared/games';
import { GameShell, GameUndoButton } from '../GameShell/GameShell';
import { useGameShell } from '../GameShell/useGameShell';
import { useQuestionUndo } from '../GameShell/useQuestionUndo';
import { ProgressBar } from '../GameShell/Round';
import { CardFace, CardSound } from '../../components/CardFace/CardFace';
import { ListenButton, listenTo } from '../../components/CardFace/ListenButton';
import styles from './MultipleChoice.module.css';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { namespace as games } from '../../locales/games';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

export default function MultipleChoice(props: GameProps<MultipleChoiceData>) {
  const { data, onFinish } = props;
  const t = useT(games);
  const format = useFormat();
  const questions = data?.questions ?? [];
  const shell = useGameShell(props);
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  // This round's answers for undo: back to the last answered question, unanswered.
  const answers = useQuestionUndo(shell, (previous) => {
    setIndex(previous);
    setChosen(null);
  });
  const question = questions[index];
  const optionsRef = useRef<HTMLUListElement>(null);
  const firstQuestion = useRef(true);

  // Each new question takes focus to its first answer, so keyboard players never fall to the
  // page body; only when focus was in the game (or nowhere), never stealing it from elsewhere.
  useEffect(() => {
    if (firstQuestion.current) {
      firstQuestion.current = false;
      return;
    }
    const game = optionsRef.current?.closest('section');
    const active = document.activeElement;
    if (active && active !== document.body && !game?.contains(active)) return;
    optionsRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [index]);

  const advance = () => {
    if (index + 1 >= questions.length) {
      onFinish();
      return;
    }
    setIndex(index + 1);
    setChosen(null);
    shell.markShown();
  };

  const choose = (optionId: number) => {
    if (chosen !== null || !question) return;
    const isCorrect = optionId === question.correctOptionId;
    answers.record(index, question.id);
    setChosen(optionId);
    shell.bumpStreak(isCorrect);
    shell.report(question.id, isCorrect);
    // A right answer moves on after a short pause; a miss waits for "Next" (issue 48), so the
    // learner reads the right answer for as long as they need and Enter never answers the next
    // question by accident (docs/games.md).
    if (isCorrect) shell.pause(advance, MC_CORRECT_DELAY_MS);
  };

  const nextRef = useRef<HTMLButtonElement>(null);
  const missed = chosen !== null && question !== undefined && chosen !== question.correctOptionId;
  // After a miss, focus goes to "Next" (only from within the game, as for the answers above).
  useEffect(() => {
    if (!missed) return;
    const game = optionsRef.current?.closest('section');
    const active = document.activeElement;
    if (active && active !== document.body && !game?.contains(active)) return;
    nextRef.current?.focus();
  }, [missed]);

  // The answers are lettered A–D for keyboard players: their letters answer, and so do the numbers 1–4.
  const onKey = (event: KeyboardEvent) => {
    if (!question || chosen !== null) return;
    const letter = LETTERS.indexOf(event.key.toUpperCase());
    const n = letter >= 0 && event.key.length === 1 ? letter + 1 : Number(event.key);
    if (Number.isInteger(n) && n >= 1 && n <= question.options.length) choose(question.options[n - 1].optionId);
  };

  if (!question) return <p className="alert alert-error" role="alert">{t('games.mc.noQuestions')}</p>;

  const answeredHere = chosen !== null;
  return (
    <GameShell game={props} progress={shell} label={t('games.mc.label')} className={styles.game}
      undo={answers.undo}
      onKey={onKey}
      status={<ProgressBar label={t('games.mc.progress')} value={index + 1} total={questions.length} text={t('games.progressCount', { n: format.number(index + 1), total: format.number(questions.length) })} />}
    >
      <div className={styles.card}>
        <p className={styles.kicker}>{question.kind === 'cloze' ? t('games.mc.cloze') : t('games.mc.meaning')}</p>
        <CardFace
          side={question.question}
          context="question"
          classes={{ image: styles.questionImage, row: styles.questionRow, text: styles.question }}
          soundLabel={t('games.playSound')}
          soundKey={question.id}
          listen={listenTo(question.question.lang)}
        />
      </div>

      <ul className={styles.options} aria-label={t('games.mc.answers')} ref={optionsRef}>
        {question.options.map((option, i) => {
          const isCorrectOption = option.optionId === question.correctOptionId;
          const state = !answeredHere
            ? ''
            : isCorrectOption
              ? styles.correct
              : option.optionId === chosen
                ? styles.wrong
                : styles.dimmed;
          return (
            <li key={option.optionId} className={styles.optionItem}>
              <button
                type="button"
                className={`${styles.option} ${state}`}
                onClick={() => choose(option.optionId)}
                // aria-disabled, not disabled: the pressed answer keeps focus during the feedback pause.
                aria-disabled={answeredHere}
                aria-describedby={answeredHere && (isCorrectOption || option.optionId === chosen) ? `mc-verdict-${option.optionId}` : undefined}
              >
                {/* The key that answers, the same in every language. */}
                <span className={styles.letter} aria-hidden="true" translate="no">
                  {LETTERS[i]}
                </span>
                <CardFace side={option} context="option" classes={{ image: styles.optionImage, text: styles.optionText }} />
                {answeredHere && isCorrectOption && (
                  <span id={`mc-verdict-${option.optionId}`} className={styles.verdict}>
                    {t('games.correct')}
                  </span>
                )}
                {answeredHere && !isCorrectOption && option.optionId === chosen && (
                  <span id={`mc-verdict-${option.optionId}`} className={styles.verdict}>
                    {t('games.mc.yourAnswer')}
                  </span>
                )}
              </button>
              {option.audioUrl && <CardSound url={option.audioUrl} label={t('games.mc.playAnswer', { letter: LETTERS[i] })} className={styles.optionPlay} />}
              {!option.audioUrl && option.lang && <ListenButton text={option.text} lang={option.lang} className={styles.optionPlay} />}
            </li>
          );
        })}
      </ul>
      <div className={styles.footer}>
        {missed ? (
          <button type="button" ref={nextRef} className={`btn btn-primary ${styles.next}`} onClick={advance}>
            {index + 1 >= questions.length ? t('games.finish') : t('games.next')}
          </button>
        ) : (
          <p className={styles.hint}>
            {t('games.mc.tip', { letter: LETTERS[question.options.length - 1], n: question.options.length })}
          </p>
        )}
        <GameUndoButton />
      </div>
    </GameShell>
  );
}
