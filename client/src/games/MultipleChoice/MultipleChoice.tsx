import { useEffect, useRef, useState } from 'react';
import { MC_CORRECT_DELAY_MS, MC_WRONG_DELAY_MS } from '../../../../shared/constants';
import type { GameProps, MultipleChoiceData } from '../../../../shared/games';
import { MSG } from '../../../../shared/messages';
import { GameHeader } from '../GameHeader/GameHeader';
import { PlayButton, SideImage } from '../lib/SideMedia';
import { useGameProgress } from '../lib/useGameProgress';
import { useTimeout } from '../lib/useTimeout';
import styles from './MultipleChoice.module.css';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

export default function MultipleChoice(props: GameProps<MultipleChoiceData>) {
  const { data, initialStreak, totalAnsweredInSession, sessionGoalTotal, headerAccessory, onAnswer, onFinish } = props;
  const questions = data?.questions ?? [];
  const progress = useGameProgress(initialStreak, totalAnsweredInSession, onAnswer);
  const later = useTimeout();
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
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

  const choose = (optionId: number) => {
    if (chosen !== null || !question) return;
    const isCorrect = optionId === question.correctOptionId;
    setChosen(optionId);
    progress.bumpStreak(isCorrect);
    progress.report(question.id, isCorrect);
    // Longer pause after a miss so the learner can read the right answer (SPEC §4).
    later(
      () => {
        if (index + 1 >= questions.length) {
          onFinish();
          return;
        }
        setIndex(index + 1);
        setChosen(null);
        progress.markShown();
      },
      isCorrect ? MC_CORRECT_DELAY_MS : MC_WRONG_DELAY_MS,
    );
  };

  // Number keys 1–4 answer too, for keyboard players.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const n = Number(event.key);
      if (Number.isInteger(n) && n >= 1 && question && n <= question.options.length) choose(question.options[n - 1].optionId);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!question) return <p className="alert alert-error" role="alert">{MSG.mcNoQuestions}</p>;

  const answeredHere = chosen !== null;
  return (
    <section className={styles.game} aria-label="Multiple choice game">
      <GameHeader
        title={data.title}
        streak={progress.streak}
        answeredInSession={progress.answeredInSession}
        sessionGoalTotal={sessionGoalTotal}
        accessory={headerAccessory}
      >
        <div className={styles.progressRow}>
          <div
            className={styles.progressTrack}
            role="progressbar"
            aria-label="Question progress"
            aria-valuemin={0}
            aria-valuemax={questions.length}
            aria-valuenow={index + 1}
          >
            <div className={styles.progressFill} style={{ width: `${((index + 1) / questions.length) * 100}%` }} />
          </div>
          <span className={styles.progressText}>
            {index + 1} / {questions.length}
          </span>
        </div>
      </GameHeader>

      <div className={styles.card}>
        <p className={styles.kicker}>What does this mean?</p>
        {question.questionImageUrl && (
          <div className={styles.questionImage}>
            <SideImage url={question.questionImageUrl} text={question.questionText} />
          </div>
        )}
        <div className={styles.questionRow}>
          {(question.questionText || !question.questionImageUrl) && <h2 className={styles.question}>{question.questionText}</h2>}
          {question.questionAudioUrl && <PlayButton key={question.id} url={question.questionAudioUrl} />}
        </div>
      </div>

      <ul className={styles.options} aria-label="Answers" ref={optionsRef}>
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
                <span className={styles.letter} aria-hidden="true">
                  {LETTERS[i]}
                </span>
                {option.imageUrl && (
                  <span className={styles.optionImage}>
                    <SideImage url={option.imageUrl} text={option.text} />
                  </span>
                )}
                {(option.text || !option.imageUrl) && <span className={styles.optionText}>{option.text}</span>}
                {answeredHere && isCorrectOption && (
                  <span id={`mc-verdict-${option.optionId}`} className={styles.verdict}>
                    Correct
                  </span>
                )}
                {answeredHere && !isCorrectOption && option.optionId === chosen && (
                  <span id={`mc-verdict-${option.optionId}`} className={styles.verdict}>
                    Your answer
                  </span>
                )}
              </button>
              {option.audioUrl && <PlayButton url={option.audioUrl} label={`Play sound of answer ${LETTERS[i]}`} className={styles.optionPlay} />}
            </li>
          );
        })}
      </ul>
      <p className={styles.hint}>Tip: press 1–{question.options.length} to answer.</p>
    </section>
  );
}
