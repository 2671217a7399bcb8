import { useState } from 'react';
import type { GameShellState } from './useGameShell';

/**
 * A round of questions answered one at a time (multiple choice, spatial choice): which question
 * is shown, and the answers so far, newest last, so that undo can go back to the last one.
 */
export function useQuestionRound(shell: GameShellState, questionCount: number, onFinish: () => void) {
  const [index, setIndex] = useState(0);
  const [answered, setAnswered] = useState<{ index: number; cardId: number; streakBefore: number }[]>([]);
  const last = answered.at(-1);

  /** Records the answer to the question shown (for undo), moves the streak and reports it. */
  const record = (cardId: number, isCorrect: boolean) => {
    setAnswered((list) => [...list, { index, cardId, streakBefore: shell.streak }]);
    shell.bumpStreak(isCorrect);
    shell.report(cardId, isCorrect);
  };

  /** After the feedback pause: the round ends after its last question, or `reset` clears the board for the next. */
  const advance = (reset?: () => void) => {
    if (index + 1 >= questionCount) {
      onFinish();
      return;
    }
    setIndex(index + 1);
    reset?.();
    shell.markShown();
  };

  /** Undo (DESIGN §15): back to the last answered question, unanswered (`reset`), if the session agrees. */
  const undo = (reset: () => void) => {
    if (!last) return;
    shell.takeBack(last, () => {
      setAnswered((list) => list.slice(0, -1));
      setIndex(last.index);
      reset();
    });
  };

  return { index, canUndo: Boolean(last), record, advance, undo };
}
