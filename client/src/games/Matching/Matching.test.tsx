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
    expect(screen.getByText(MSG.matchingLoading)).toBeVisible();
  });

  it('undo (docs/study-options.md): the last pair attempt, right or wrong, by button or Ctrl+Z; the session is asked only for reported ones', () => {
    const onAnswer = vi.fn();
    const onFinish = vi.fn();
    const onUndo = vi.fn(() => true);
    const data = {
      title: 'Capitals',
      terms: [{ id: 1, text: 'France' }, { id: 2, text: 'Italy' }, { id: 3, text: 'Spain' }],
      definitions: [{ id: 3, text: 'Madrid' }, { id: 2, text: 'Rome' }, { id: 1, text: 'Paris' }],
    };
    render(<Matching data={data} initialStreak={3} totalAnsweredInSession={0} sessionGoalTotal={10} onAnswer={onAnswer} onFinish={onFinish} onUndo={onUndo} />);
    const undoButton = () => screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    expect(undoButton().disabled).toBe(true);

    // A mis-dropped pair (reported wrong) is taken back: the streak returns, the card is first again.
    pair(1, 2);
    expect(screen.getByTestId('streak-count').textContent).toBe('0');
    fireEvent.click(undoButton());
    expect(onUndo).toHaveBeenLastCalledWith(1);
    expect(screen.getByTestId('streak-count').textContent).toBe('3');
    expect(screen.getByText('Cards 0 / 10')).toBeVisible();
    expect(screen.getByTestId('term-1').className).not.toMatch(/shake/);
    pair(1, 1);
    expect(onAnswer).toHaveBeenCalledTimes(2);
    expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ cardId: 1, isCorrect: true }));

    // A miss then the right pair: Ctrl+Z takes back the right pair only (it reported nothing).
    pair(2, 3);
    expect(screen.getByTestId('streak-count').textContent).toBe('0');
    pair(2, 2);
    expect(screen.getByTestId('streak-count').textContent).toBe('1');
    const calls = onUndo.mock.calls.length;
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(onUndo).toHaveBeenCalledTimes(calls);
    expect((screen.getByTestId('term-2') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('streak-count').textContent).toBe('0');
    // Ctrl+Z again: the miss on Italy (reported) goes back to the session.
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(onUndo).toHaveBeenLastCalledWith(2);
    expect(screen.getByTestId('streak-count').textContent).toBe('4');
    expect(screen.getByText('Cards 1 / 10')).toBeVisible();
    pair(2, 2);
    // The last pair's finish is pending: undo cancels it and the pair comes apart.
    pair(3, 3);
    fireEvent.click(undoButton());
    expect(onUndo).toHaveBeenLastCalledWith(3);
    act(() => vi.advanceTimersByTime(2000));
    expect(onFinish).not.toHaveBeenCalled();
    pair(3, 3);
    act(() => vi.advanceTimersByTime(800));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onAnswer.mock.calls.map(([r]) => [r.cardId, r.isCorrect])).toEqual([[1, false], [1, true], [2, false], [2, true], [3, true], [3, true]]);
  });

  it('keeps the attempt when the session refuses, and offers no undo without onUndo', () => {
    const onUndo = vi.fn(() => false);
    render(<Matching data={matchingData} initialStreak={0} totalAnsweredInSession={0} sessionGoalTotal={0} onAnswer={vi.fn()} onFinish={vi.fn()} onUndo={onUndo} />);
    pair(1, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect((screen.getByTestId('term-1') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('streak-count').textContent).toBe('1');
  });

  it('without onUndo there is no Undo button', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('by keyboard, a match moves focus to the next unmatched term instead of dropping it to the page (issue #29)', () => {
    setup();
    const byKeyboard = (termId: number, definitionId: number) => {
      screen.getByTestId(`term-${termId}`).focus();
      fireEvent.click(screen.getByTestId(`term-${termId}`));
      screen.getByTestId(`def-${definitionId}`).focus();
      fireEvent.click(screen.getByTestId(`def-${definitionId}`));
    };
    byKeyboard(1, 2);
    // A wrong pair keeps focus where it was.
    expect(document.activeElement).toBe(screen.getByTestId('def-2'));
    byKeyboard(1, 1);
    expect(document.activeElement).toBe(screen.getByTestId('term-2'));
  });

  it('gives every tile text the same font size (one per board)', () => {
    setup();
    const sizes = [...document.querySelectorAll<HTMLElement>('[data-fit-text]')].map((el) => el.style.fontSize);
    expect(sizes).toHaveLength(4);
    expect(new Set(sizes).size).toBe(1);
  });

  it('marks Korean tile text lang="ko" (its words are kept whole), and only that', () => {
    render(
      <Matching
        data={{ title: 'Korean', terms: [{ id: 1, text: '정말 감사합니다' }, { id: 2, text: 'Danke' }], definitions: [{ id: 1, text: 'Thank you very much' }, { id: 2, text: 'Thanks' }] }}
        initialStreak={0}
        totalAnsweredInSession={0}
        sessionGoalTotal={0}
        onAnswer={vi.fn()}
        onFinish={vi.fn()}
      />,
    );
    expect(screen.getByText('정말 감사합니다').getAttribute('lang')).toBe('ko');
    expect(screen.getByText('Danke').getAttribute('lang')).toBeNull();
  });
});
