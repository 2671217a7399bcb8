import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../../shared/messages';
import { mcData } from '../testData';
import MultipleChoice from './MultipleChoice';

function setup(overrides: Partial<Parameters<typeof MultipleChoice>[0]> = {}) {
  const onAnswer = vi.fn();
  const onFinish = vi.fn();
  render(
    <MultipleChoice
      data={mcData}
      initialStreak={2}
      totalAnsweredInSession={0}
      sessionGoalTotal={0}
      onAnswer={onAnswer}
      onFinish={onFinish}
      {...overrides}
    />,
  );
  return { onAnswer, onFinish };
}

describe('MultipleChoice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a right answer locks the options, shows it, adds to the streak and advances after 1500 ms', () => {
    const { onAnswer } = setup();
    expect(screen.getByTestId('streak-count').textContent).toBe('2');
    vi.advanceTimersByTime(1200);
    fireEvent.click(screen.getByRole('button', { name: /Paris/ }));
    expect(onAnswer).toHaveBeenCalledWith({ cardId: 1, isCorrect: true, answerTimeMs: 1200, usedHint: false });
    expect(screen.getByTestId('streak-count').textContent).toBe('3');
    expect(screen.getByRole('button', { name: /Paris/ }).textContent).toContain('Correct');
    for (const button of screen.getAllByRole('button')) expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Rome/ }));
    expect(onAnswer).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole('heading', { name: 'France' })).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Italy' })).toBeVisible();
  });

  it('a wrong answer shows both choices, resets the streak and waits for Next (focused); the last one finishes', () => {
    const { onAnswer, onFinish } = setup();
    screen.getByRole('button', { name: /Rome/ }).focus();
    fireEvent.click(screen.getByRole('button', { name: /Rome/ }));
    expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ cardId: 1, isCorrect: false }));
    expect(screen.getByTestId('streak-count').textContent).toBe('0');
    expect(screen.getByRole('button', { name: /Rome/ }).textContent).toContain('Your answer');
    expect(screen.getByRole('button', { name: /Paris/ }).textContent).toContain('Correct');
    // No auto-advance after a miss (issue 48): the learner moves on.
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('heading', { name: 'France' })).toBeVisible();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(document.activeElement).toBe(next);
    // A letter key does not answer the next question while the miss is shown.
    fireEvent.keyDown(window, { key: '1' });
    expect(onAnswer).toHaveBeenCalledTimes(1);
    fireEvent.click(next);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    // Last question, answered by keyboard (2 = second option, Rome): finish after 1500 ms.
    fireEvent.keyDown(window, { key: '2' });
    expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ cardId: 2, isCorrect: true }));
    act(() => vi.advanceTimersByTime(1499));
    expect(onFinish).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('a miss on the last question offers Finish', () => {
    const { onFinish } = setup({ data: { ...mcData, questions: mcData.questions.slice(0, 1) } });
    fireEvent.click(screen.getByRole('button', { name: /Rome/ }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(onFinish).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('undo (Ctrl+Z or the button) goes back to the last answered question, even during the feedback pause', () => {
    const onUndo = vi.fn(() => true);
    const { onAnswer, onFinish } = setup({ onUndo, sessionGoalTotal: 10 });
    fireEvent.click(screen.getByRole('button', { name: /Rome/ })); // wrong
    expect(screen.getByTestId('streak-count').textContent).toBe('0');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(onUndo).toHaveBeenCalledWith(1);
    expect(screen.getByTestId('streak-count').textContent).toBe('2');
    expect(screen.getByText('Cards 0 / 10')).toBeVisible();
    // The pending advance is cancelled: still question 1, unanswered.
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('heading', { name: 'France' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /Paris/ }));
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.click(screen.getByRole('button', { name: /Madrid/ }));
    // Undo of the last question before it finishes: no finish, the question is open again.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenLastCalledWith(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(onFinish).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Italy' })).toBeVisible();
    fireEvent.keyDown(window, { key: '2' });
    expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ cardId: 2, isCorrect: true }));
    // Back to question 1 after moving on, then a refused undo changes nothing.
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(screen.getByRole('heading', { name: 'France' })).toBeVisible();
    onUndo.mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: /Paris/ }));
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(screen.getByRole('button', { name: /Paris/ }).textContent).toContain('Correct');
  });

  it('shows Cards n / total only with a session goal, counting answers given here', () => {
    setup({ sessionGoalTotal: 20, totalAnsweredInSession: 5, headerAccessory: <button type="button">Back to Deck</button> });
    expect(screen.getByText('Cards 5 / 20')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to Deck' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /Paris/ }));
    expect(screen.getByText('Cards 6 / 20')).toBeVisible();
  });

  it('has no progress counter without a goal and shows the product spec (docs/product.md) message without questions', () => {
    setup();
    expect(screen.queryByText(/^Cards /)).toBeNull();
    render(<MultipleChoice data={{ title: 't', questions: [] }} initialStreak={0} totalAnsweredInSession={0} sessionGoalTotal={0} onAnswer={vi.fn()} onFinish={vi.fn()} />);
    expect(screen.getByText(MSG.mcNoQuestions)).toBeVisible();
  });
});

describe('Cards n / total with a live parent total', () => {
  it('counts an answer once whether or not the parent already added it', () => {
    const onAnswer = vi.fn();
    const props = { data: mcData, initialStreak: 0, sessionGoalTotal: 20, onAnswer, onFinish: vi.fn() };
    const { rerender } = render(<MultipleChoice {...props} totalAnsweredInSession={5} />);
    fireEvent.click(screen.getByRole('button', { name: /Paris/ }));
    expect(screen.getByText('Cards 6 / 20')).toBeVisible();
    // The study page re-renders with its live count, which now includes that answer.
    rerender(<MultipleChoice {...props} totalAnsweredInSession={6} />);
    expect(screen.getByText('Cards 6 / 20')).toBeVisible();
  });

  it('answers by the letter on the badge (A–D) as well as by number, and the tip names both (issue #29)', () => {
    const { onAnswer } = setup();
    expect(screen.getByText('Tip: press A–D (or 1–4) to answer.')).toBeVisible();
    fireEvent.keyDown(window, { key: 'b' });
    expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ cardId: 1, isCorrect: false }));
  });
});

describe('MultipleChoice of a cloze card', () => {
  it('asks to fill in the blank, not what the prompt means (issue 48.8)', () => {
    const question = { ...mcData.questions[0], kind: 'cloze' as const, questionText: 'The capital of France is [...].', question: { text: 'The capital of France is [...].' } };
    setup({ data: { ...mcData, questions: [question] } });
    expect(screen.getByText('Fill in the blank')).toBeVisible();
    expect(screen.queryByText('What does this mean?')).toBeNull();
  });
});
