import { useCallback, useRef, useState } from 'react';
import type { AnswerResult } from '../../../../shared/games';

/**
 * Streak and answer count shared by every game: a right answer adds one to the streak, a wrong
 * one (or a hint) resets it; each report goes to `onAnswer` with its time since `markShown`.
 */
export function useGameProgress(initialStreak: number, totalAnsweredInSession: number, onAnswer: (result: AnswerResult) => void) {
  const [streak, setStreak] = useState(initialStreak);
  const [answered, setAnswered] = useState(0);
  const shownAt = useRef(Date.now());
  // The count the round started from. A parent may pass a live total that already includes this
  // round's answers, or the total before the round: taking the larger reading counts each once.
  const startTotal = useRef(totalAnsweredInSession);

  const markShown = useCallback(() => {
    shownAt.current = Date.now();
  }, []);

  const report = useCallback(
    (cardId: number, isCorrect: boolean, usedHint = false) => {
      setAnswered((n) => n + 1);
      onAnswer({ cardId, isCorrect, answerTimeMs: Math.max(0, Date.now() - shownAt.current), usedHint });
    },
    [onAnswer],
  );

  const bumpStreak = useCallback((isCorrect: boolean) => setStreak((s) => (isCorrect ? s + 1 : 0)), []);

  /**
   * Undo (docs/study-options.md): one answer fewer, and the streak as it was before it. `counted: false` for
   * an attempt that was never reported (matching's repeat attempts): only the streak goes back.
   */
  const unreport = useCallback((streakBefore: number, counted = true) => {
    if (counted) setAnswered((n) => Math.max(0, n - 1));
    setStreak(streakBefore);
  }, []);

  const answeredInSession = Math.max(totalAnsweredInSession, startTotal.current + answered);
  return { streak, answeredInSession, report, bumpStreak, markShown, unreport };
}
