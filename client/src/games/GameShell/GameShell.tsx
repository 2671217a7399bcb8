import { createContext, useContext, useLayoutEffect, type CSSProperties, type ReactNode, type Ref } from 'react';
import type { GameData, GameProps } from '../../../../shared/games';
import { GameHeader } from '../GameHeader/GameHeader';
import { isUndoKey, UndoButton } from './UndoButton';

// The frame every game shares (docs/foundation.md): the section, its header (title, streak, the session's
// card count, the caller's accessory, the board's own progress line), the keyboard and undo. A
// game is then only its board. The end screens are in EndScreen/ here: GameOver for a casual
// round (PlayPage feeds it the score), and the score and missed-card parts the study summaries
// reuse; a round's own closing screen (flashcards) is board content.

/** Keys typed into a field are the field's, never a game's answer. */
const TYPING = 'input, textarea, select, [contenteditable="true"]';

interface ShellUndo {
  /** Whether there is an answer to take back now (the button's enabled state, Ctrl+Z's guard). */
  can: boolean;
  run: () => void;
}

const UndoContext = createContext<(ShellUndo & { offered: boolean }) | null>(null);

export interface GameShellProps {
  /** The game's props: the title, the session goal, the header accessory and whether undo is offered. */
  game: GameProps<GameData>;
  /** The streak and the session's answered count, as the header shows them. */
  progress: { streak: number; answeredInSession: number };
  /** The section's accessible name ('Matching game'). */
  label: string;
  className?: string;
  /** Inline custom properties of the game's section (the crossword's sticky offsets). */
  style?: CSSProperties;
  rootRef?: Ref<HTMLElement>;
  /** The board's progress line under the title (a bar, 'Question 2 of 10', words solved). */
  status?: ReactNode;
  undo?: ShellUndo;
  /**
   * The board's keys: never with Alt, Ctrl or Meta, never typed into a field. Ctrl+Z / Cmd+Z is
   * the shell's (undo) and never reaches it.
   */
  onKey?: (event: KeyboardEvent) => void;
  children: ReactNode;
}

export function GameShell({ game, progress, label, className, style, rootRef, status, undo, onKey, children }: GameShellProps) {
  const offered = Boolean(game.onUndo);
  // Bound in a layout effect, again on every render: it re-binds in the same task as the commit,
  // before the browser can paint the next question or hand over a key press. As a passive effect
  // a key pressed in between went to the previous render's handler, which still saw the feedback
  // pause and dropped it (fixed once per game before the shell; now once for all).
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isUndoKey(event)) {
        if (offered && undo?.can) {
          event.preventDefault();
          undo.run();
        }
        return;
      }
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest(TYPING)) return;
      onKey?.(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  return (
    <section className={className} style={style} aria-label={label} ref={rootRef}>
      <GameHeader
        title={game.data.title}
        streak={progress.streak}
        answeredInSession={progress.answeredInSession}
        sessionGoalTotal={game.sessionGoalTotal}
        accessory={game.headerAccessory}
      >
        {status}
      </GameHeader>
      <UndoContext.Provider value={{ offered, can: undo?.can ?? false, run: undo?.run ?? (() => {}) }}>{children}</UndoContext.Provider>
    </section>
  );
}

/**
 * The undo button, wherever the board places it; nothing when the caller offers no undo. `large`
 * sits beside a large primary button, `compact` shows only the icon.
 */
export function GameUndoButton({ large, compact }: { large?: boolean; compact?: boolean }) {
  const undo = useContext(UndoContext);
  if (!undo?.offered) return null;
  return <UndoButton disabled={!undo.can} onUndo={undo.run} large={large} compact={compact} />;
}
