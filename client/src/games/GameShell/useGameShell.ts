import { useCallback, useRef } from 'react';
import type { GameProps } from '../../../../shared/games';
import { useGameProgress } from '../lib/useGameProgress';
import { useTimeout } from '../lib/useTimeout';

/** One answer as undo needs it: whose it was, the streak before it, and whether it was reported. */
export interface TakenBack {
  cardId: number;
  streakBefore: number;
  /** False for an attempt that was never reported (matching's repeat attempts): undone locally only. */
  reported?: boolean;
}

/**
 * What every game's board needs from the shell (docs/foundation.md): the streak and answer count
 * (useGameProgress), the feedback pause after an answer, and undo's bookkeeping. GameShell
 * renders the header and binds the keys; this hook holds the state both read.
 */
export function useGameShell({ initialStreak, totalAnsweredInSession, onAnswer, onUndo }: Pick<GameProps, 'initialStreak' | 'totalAnsweredInSession' | 'onAnswer' | 'onUndo'>) {
  const progress = useGameProgress(initialStreak, totalAnsweredInSession, onAnswer);
  const later = useTimeout();
  // A pending pause belongs to one generation: an undo meanwhile cancels what it would do.
  const generation = useRef(0);

  /** The feedback pause (docs/product.md: states): `then` runs after `ms` unless an answer was taken back meanwhile. */
  const pause = useCallback(
    (then: () => void, ms: number) => {
      const gen = generation.current;
      later(() => {
        if (gen === generation.current) then();
      }, ms);
    },
    [later],
  );

  const { unreport, markShown } = progress;
  /**
   * Undo (docs/study-options.md): asks the session to take back the answer (it says no once it was uploaded);
   * if it agrees, pending pauses are cancelled, `apply` puts the board back, and the streak and
   * count go back with it. Returns whether the answer was taken back.
   */
  const takeBack = useCallback(
    ({ cardId, streakBefore, reported = true }: TakenBack, apply: () => void): boolean => {
      if (reported && !onUndo?.(cardId)) return false;
      generation.current += 1;
      apply();
      unreport(streakBefore, reported);
      markShown();
      return true;
    },
    [onUndo, unreport, markShown],
  );

  return { ...progress, pause, takeBack };
}

export type GameShellState = ReturnType<typeof useGameShell>;
