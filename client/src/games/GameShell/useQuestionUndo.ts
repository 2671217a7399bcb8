import { useState } from 'react';
import type { GameShellState } from './useGameShell';

interface AnsweredQuestion {
  index: number;
  cardId: number;
  streakBefore: number;
}

/**
 * Undo for a board that asks one question at a time (multiple choice, spatial choice): the
 * round's answers, newest last, and the shell's `undo` that goes back to the last answered
 * question, unanswered, if the session agrees (docs/games.md, "GameShell"). `backTo` puts the
 * board on that question with no answer shown.
 */
export function useQuestionUndo(shell: GameShellState, backTo: (index: number) => void) {
  const [answered, setAnswered] = useState<AnsweredQuestion[]>([]);
  const last = answered.at(-1);
  return {
    /** Keeps an answer to question `index` for undo; call it before the streak moves. */
    record(index: number, cardId: number) {
      setAnswered((list) => [...list, { index, cardId, streakBefore: shell.streak }]);
    },
    undo: {
      can: Boolean(last),
      run() {
        if (!last) return;
        shell.takeBack(last, () => {
          setAnswered((list) => list.slice(0, -1));
          backTo(last.index);
        });
      },
    },
  };
}
