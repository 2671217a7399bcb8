import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GameProps, MultipleChoiceData } from '../../../../shared/games';
import { GameShell, GameUndoButton } from './GameShell';

// The shell's own contract (docs/foundation.md): the header, the board's keys filtered, Ctrl+Z to undo
// only when undo is offered and there is something to take back.

const data: MultipleChoiceData = { title: 'Shell deck', questions: [] };
const game = (onUndo?: GameProps['onUndo']): GameProps<MultipleChoiceData> => ({
  data,
  initialStreak: 0,
  totalAnsweredInSession: 0,
  sessionGoalTotal: 5,
  onAnswer: vi.fn(),
  onFinish: vi.fn(),
  onUndo,
});

function renderShell(props: { onUndo?: GameProps['onUndo']; can?: boolean; onKey?: (event: KeyboardEvent) => void }) {
  const run = vi.fn();
  render(
    <GameShell game={game(props.onUndo)} progress={{ streak: 3, answeredInSession: 2 }} label="Test game" undo={{ can: props.can ?? true, run }} onKey={props.onKey} status={<p>Question 1 of 4</p>}>
      <input aria-label="Field" />
      <GameUndoButton />
    </GameShell>,
  );
  return run;
}

describe('GameShell', () => {
  it('shows the title, streak, session count and the board status in its header', () => {
    renderShell({});
    expect(screen.getByRole('region', { name: 'Test game' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Shell deck' })).toBeVisible();
    expect(screen.getByLabelText('Streak: 3')).toBeVisible();
    expect(screen.getByText('Cards 2 / 5')).toBeVisible();
    expect(screen.getByText('Question 1 of 4')).toBeVisible();
  });

  it("hands the board its keys, but not those with modifiers or typed into a field", () => {
    const onKey = vi.fn();
    renderShell({ onKey });
    fireEvent.keyDown(window, { key: '1' });
    fireEvent.keyDown(window, { key: '2', altKey: true });
    fireEvent.keyDown(screen.getByLabelText('Field'), { key: '3' });
    expect(onKey.mock.calls.map(([event]) => (event as KeyboardEvent).key)).toEqual(['1']);
  });

  it('Ctrl+Z and the button undo only when undo is offered and there is an answer to take back', () => {
    const offered = renderShell({ onUndo: () => true, can: true });
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(offered).toHaveBeenCalledTimes(2);
  });

  it('shows no undo button and ignores Ctrl+Z without onUndo', () => {
    const onKey = vi.fn();
    const run = renderShell({ can: true, onKey });
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(run).not.toHaveBeenCalled();
    expect(onKey).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
