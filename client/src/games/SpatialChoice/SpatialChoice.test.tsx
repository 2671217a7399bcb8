import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../../shared/messages';
import { spatialData } from '../testData';
import SpatialChoice from './SpatialChoice';

function setup(onUndo?: (cardId: number) => boolean) {
  const onAnswer = vi.fn();
  const onFinish = vi.fn();
  render(<SpatialChoice data={spatialData} initialStreak={0} totalAnsweredInSession={0} sessionGoalTotal={0} onAnswer={onAnswer} onFinish={onFinish} onUndo={onUndo} />);
  return { onAnswer, onFinish };
}

const option = (position: string) => document.querySelector(`[data-position="${position}"]`)!;
const swipe = (dx: number, dy: number) => {
  const prompt = screen.getByTestId('spatial-prompt');
  fireEvent.touchStart(prompt, { touches: [{ clientX: 100, clientY: 100 }] });
  fireEvent.touchEnd(prompt, { changedTouches: [{ clientX: 100 + dx, clientY: 100 + dy }] });
};

describe('SpatialChoice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('puts the options up, right, down, left and answers with the arrow keys', () => {
    const { onAnswer } = setup();
    expect(['up', 'right', 'down', 'left'].map((p) => option(p).textContent)).toEqual([
      '↑ WParis',
      '→ DRome',
      '↓ SBerlin',
      '← AMadrid',
    ]);
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ cardId: 1, isCorrect: true, usedHint: false }));
    expect(screen.getByTestId('streak-count').textContent).toBe('1');
  });

  it('ignores input during the 700 ms flash, shows the right option on a miss, then moves on', () => {
    const { onAnswer } = setup();
    fireEvent.keyDown(window, { key: 'd' }); // right = Rome: wrong
    expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ cardId: 1, isCorrect: false }));
    expect(option('right').className).toMatch(/wrong/);
    expect(option('up').className).toMatch(/correct/);
    expect(screen.getByText('Not quite. The answer is Paris.')).toBeVisible();
    fireEvent.keyDown(window, { key: 'w' });
    fireEvent.click(option('up'));
    act(() => vi.advanceTimersByTime(699));
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Capital of France')).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Capital of Italy')).toBeVisible();
  });

  it('answers diagonal swipes only beyond 25 px in both axes, and finishes after the last flash', () => {
    const { onAnswer, onFinish } = setup();
    swipe(-60, -20); // too flat
    swipe(25, 25); // exactly the threshold is not enough
    expect(onAnswer).not.toHaveBeenCalled();
    swipe(-40, -40); // top-left = up = Paris
    expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ cardId: 1, isCorrect: true }));
    act(() => vi.advanceTimersByTime(700));
    swipe(-40, 40); // bottom-left = left = Rome (question 2)
    expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ cardId: 2, isCorrect: true }));
    act(() => vi.advanceTimersByTime(699));
    expect(onFinish).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('shows the product spec (docs/product.md) message without data', () => {
    render(<SpatialChoice data={{ title: 't', questions: [] }} initialStreak={0} totalAnsweredInSession={0} sessionGoalTotal={0} onAnswer={vi.fn()} onFinish={vi.fn()} />);
    expect(screen.getByText(MSG.spatialNoData)).toBeVisible();
  });

  it('undo (Ctrl+Z or the button) goes back to the last answered question; a pending advance is cancelled', () => {
    const onUndo = vi.fn(() => true);
    const { onAnswer, onFinish } = setup(onUndo);
    fireEvent.keyDown(window, { key: 'ArrowUp' }); // right
    expect(screen.getByTestId('streak-count').textContent).toBe('1');
    act(() => vi.advanceTimersByTime(700));
    fireEvent.keyDown(window, { key: 'ArrowUp' }); // wrong on the last question
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(onUndo).toHaveBeenCalledWith(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(onFinish).not.toHaveBeenCalled();
    expect(screen.getByText('Capital of Italy')).toBeVisible();
    expect(screen.getByTestId('streak-count').textContent).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenLastCalledWith(1);
    expect(screen.getByText('Capital of France')).toBeVisible();
    expect(screen.getByTestId('streak-count').textContent).toBe('0');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ cardId: 1, isCorrect: false }));
  });

  it('offers no undo when the parent does not', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
