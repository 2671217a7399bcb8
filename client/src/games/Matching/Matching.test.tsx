import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../../shared/messages';
import { matchingData } from '../testData';
import Matching from './Matching';

function setup() {
  const onAnswer = vi.fn();
  const onFinish = vi.fn();
  render(<Matching data={matchingData} initialStreak={1} totalAnsweredInSession={0} sessionGoalTotal={0} onAnswer={onAnswer} onFinish={onFinish} />);
  return { onAnswer, onFinish };
}

// Clicking a term then a definition runs the same attempt as a drop (dnd-kit needs real layout).
const pair = (termId: number, definitionId: number) => {
  fireEvent.click(screen.getByTestId(`term-${termId}`));
  fireEvent.click(screen.getByTestId(`def-${definitionId}`));
};

describe('Matching', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a wrong pair resets the streak and shakes the term for 500 ms; only the first attempt is reported', () => {
    const { onAnswer } = setup();
    pair(1, 2);
    expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ cardId: 1, isCorrect: false, usedHint: false }));
    expect(screen.getByTestId('streak-count').textContent).toBe('0');
    expect(screen.getByTestId('term-1').className).toMatch(/shake/);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByTestId('term-1').className).toMatch(/shake/);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('term-1').className).not.toMatch(/shake/);
    pair(1, 1);
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('streak-count').textContent).toBe('1');
  });

  it('a right pair locks both, highlights for 700 ms, and the game finishes 800 ms after the last pair', () => {
    const { onAnswer, onFinish } = setup();
    pair(2, 2);
    expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ cardId: 2, isCorrect: true }));
    expect(screen.getByTestId('streak-count').textContent).toBe('2');
    const term = screen.getByTestId('term-2') as HTMLButtonElement;
    expect(term.disabled).toBe(true);
    expect((screen.getByTestId('def-2') as HTMLButtonElement).disabled).toBe(true);
    expect(term.className).toMatch(/highlight/);
    act(() => vi.advanceTimersByTime(699));
    expect(term.className).toMatch(/highlight/);
    act(() => vi.advanceTimersByTime(1));
    expect(term.className).not.toMatch(/highlight/);
    expect(term.className).toMatch(/matched/);
    // A matched term cannot be used again.
    pair(2, 1);
    expect(onAnswer).toHaveBeenCalledTimes(1);
    pair(1, 1);
    expect(onAnswer).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(799));
    expect(onFinish).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('renders terms as keyboard draggables and shows the loading text without data', () => {
    setup();
    expect(screen.getByTestId('term-1').getAttribute('aria-roledescription')).toBe('draggable term');
    expect(screen.getByTestId('term-1').getAttribute('tabindex')).toBe('0');
    render(<Matching data={{ title: 't', terms: [], definitions: [] }} initialStreak={0} totalAnsweredInSession={0} sessionGoalTotal={0} onAnswer={vi.fn()} onFinish={vi.fn()} />);
    expect(screen.getByText(MSG.matchingLoading)).toBeTruthy();
  });
});
