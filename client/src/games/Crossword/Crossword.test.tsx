import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../../shared/messages';
import { setupI18n } from '@lingui/core';
import Crossword, { hintLabel } from './Crossword';
import { messages as gamesEn } from '../../locales/games/en';
import { tinyPuzzle } from './testPuzzle';

function setup() {
  const onAnswer = vi.fn();
  const onFinish = vi.fn();
  render(<Crossword data={tinyPuzzle()} initialStreak={3} totalAnsweredInSession={0} sessionGoalTotal={0} onAnswer={onAnswer} onFinish={onFinish} />);
  return { onAnswer, onFinish };
}

const cell = (r: number, c: number) => document.querySelector(`[data-cell="${r},${c}"]`) as HTMLInputElement;
const focused = () => (document.activeElement as HTMLElement | null)?.getAttribute('data-cell');
const type = (key: string, opts: { shiftKey?: boolean } = {}) => fireEvent.keyDown(document.activeElement!, { key, ...opts });
const clueBar = () => screen.getByText(/^(\d+) (Across|Down)$/).textContent;

describe('Crossword', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('locks right letters and advances, marks wrong ones and keeps them editable, reports a word once', () => {
    const { onAnswer } = setup();
    expect(focused()).toBe('0,0');
    expect(clueBar()).toBe('1 Across');
    type('c');
    expect(cell(0, 0).value).toBe('C');
    expect(cell(0, 0).readOnly).toBe(true);
    expect(focused()).toBe('0,1');
    type('x');
    expect(cell(0, 1).value).toBe('X');
    expect(cell(0, 1).getAttribute('aria-invalid')).toBe('true');
    expect(focused()).toBe('0,1');
    type('-'); // not a letter or digit: ignored
    expect(cell(0, 1).value).toBe('X');
    vi.advanceTimersByTime(4000);
    type('a');
    type('t');
    expect(onAnswer).toHaveBeenCalledTimes(1);
    // The wrong X makes CAT a miss (issue 48.10).
    expect(onAnswer).toHaveBeenCalledWith({ cardId: 11, isCorrect: false, answerTimeMs: 4000, usedHint: false });
    expect(screen.getByTestId('streak-count').textContent).toBe('0');
    // CAT is done: the cursor moves on to the next clue in order, 3 Across.
    expect(focused()).toBe('2,0');
    expect(clueBar()).toBe('3 Across');
  });

  it('Enter/Tab go to the next clue, Shift+Tab to the previous, with wrap-around; clicking a cell again toggles', () => {
    setup();
    type('Tab', { shiftKey: true });
    expect(clueBar()).toBe('2 Down');
    type('Tab');
    expect(clueBar()).toBe('1 Across');
    type('Enter');
    expect(clueBar()).toBe('3 Across');
    fireEvent.mouseDown(cell(0, 0));
    expect(clueBar()).toBe('1 Across');
    fireEvent.mouseDown(cell(0, 0));
    expect(clueBar()).toBe('1 Down');
    fireEvent.mouseDown(cell(0, 0));
    expect(clueBar()).toBe('1 Across');
    // Tab is taken by clue navigation, so Escape leaves the grid (to the Hint button).
    type('Escape');
    expect(document.activeElement?.textContent).toBe('Hint (3 left)');
  });

  it('hints reveal 1, then 3 letters, make the word incorrect and reset the streak; the puzzle finishes when all is right', () => {
    const { onAnswer, onFinish } = setup();
    type('Enter'); // 3 Across PIE
    fireEvent.click(screen.getByRole('button', { name: 'Hint (3 left)' }));
    expect(cell(2, 0).value).toBe('P');
    expect(cell(2, 1).value).toBe('');
    expect(screen.getByTestId('streak-count').textContent).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Hint (2 left)' }));
    expect([cell(2, 0).value, cell(2, 1).value, cell(2, 2).value]).toEqual(['P', 'I', 'E']);
    expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ cardId: 13, isCorrect: false, usedHint: true }));
    // Fill the rest by hand. The cursor moved on to 1 Down; a first click on its first cell keeps
    // that direction (issue 48.7), so CUP is typed first.
    fireEvent.mouseDown(cell(0, 0));
    expect(clueBar()).toBe('1 Down');
    for (const key of 'CU') type(key);
    fireEvent.mouseDown(cell(0, 1));
    expect(clueBar()).toBe('1 Across');
    for (const key of 'AT') type(key);
    fireEvent.mouseDown(cell(1, 2));
    expect(onFinish).not.toHaveBeenCalled();
    type('o');
    expect(onFinish).toHaveBeenCalledTimes(1);
    const reported = onAnswer.mock.calls.map(([r]) => [r.cardId, r.isCorrect]);
    expect(reported).toEqual([
      [13, false],
      [21, true],
      [11, true],
      [22, true],
    ]);
  });

  it('on a touch phone the cells are read-only and an on-screen keyboard types (letters, numbers, backspace)', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );
    Object.defineProperty(window, 'ontouchstart', { value: null, configurable: true });
    try {
      setup();
      expect(cell(0, 0).readOnly).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'X' }));
      expect(cell(0, 0).value).toBe('X');
      fireEvent.click(screen.getByRole('button', { name: 'Backspace' }));
      expect(cell(0, 0).value).toBe('');
      fireEvent.click(screen.getByRole('button', { name: 'C' }));
      expect(cell(0, 0).value).toBe('C');
      fireEvent.click(screen.getByRole('button', { name: /show numbers/i }));
      expect(screen.getByRole('button', { name: '7' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Q' })).toBeNull();
    } finally {
      matchMedia.mockRestore();
      Reflect.deleteProperty(window, 'ontouchstart');
    }
  });

  it('shows the product spec (docs/product.md) message for empty data', () => {
    act(() => {
      render(
        <Crossword
          data={{ title: 't', gridDimensions: { rows: 0, cols: 0 }, grid: [], clues: { across: [], down: [] } }}
          initialStreak={0}
          totalAnsweredInSession={0}
          sessionGoalTotal={0}
          onAnswer={vi.fn()}
          onFinish={vi.fn()}
        />,
      );
    });
    expect(screen.getByText(MSG.crosswordNoData)).toBeVisible();
  });

  it('undo (docs/study-options.md): the last solved word opens again, crossing solved letters stay, the report and streak go back', () => {
    const onAnswer = vi.fn();
    const onFinish = vi.fn();
    const onUndo = vi.fn(() => true);
    render(<Crossword data={tinyPuzzle()} initialStreak={3} totalAnsweredInSession={0} sessionGoalTotal={10} onAnswer={onAnswer} onFinish={onFinish} onUndo={onUndo} />);
    const undoButton = () => screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    expect(undoButton().disabled).toBe(true);
    // CAT (card 11), then PIE (card 13).
    for (const k of 'cat') type(k);
    expect(focused()).toBe('2,0');
    for (const k of 'pie') type(k);
    expect(onAnswer.mock.calls.map(([r]) => r.cardId)).toEqual([11, 13]);
    expect(screen.getByTestId('streak-count').textContent).toBe('5');
    expect(screen.getByText('2 of 4 words solved')).toBeVisible();

    // Ctrl+Z from the grid: PIE opens again, the cursor on its first cell.
    fireEvent.keyDown(document.activeElement!, { key: 'z', ctrlKey: true });
    expect(onUndo).toHaveBeenLastCalledWith(13);
    expect([cell(2, 0).value, cell(2, 1).value, cell(2, 2).value]).toEqual(['', '', '']);
    expect(cell(2, 0).readOnly).toBe(false);
    expect(screen.getByTestId('streak-count').textContent).toBe('4');
    expect(screen.getByText('1 of 4 words solved')).toBeVisible();
    expect(screen.getByText('Cards 1 / 10')).toBeVisible();
    expect(clueBar()).toBe('3 Across');

    // Typing it again reports it again; then CUP shares C with CAT and P with PIE.
    for (const k of 'pie') type(k);
    expect(onAnswer).toHaveBeenCalledTimes(3);
    fireEvent.mouseDown(cell(1, 0));
    type('u'); // completes CUP (card 21)
    expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ cardId: 21, isCorrect: true }));
    fireEvent.click(undoButton());
    expect(onUndo).toHaveBeenLastCalledWith(21);
    // Only U goes: C belongs to solved CAT, P to solved PIE.
    expect([cell(0, 0).value, cell(1, 0).value, cell(2, 0).value]).toEqual(['C', '', 'P']);
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('a refused undo changes nothing; without onUndo there is no Undo button', () => {
    const onUndo = vi.fn(() => false);
    render(<Crossword data={tinyPuzzle()} initialStreak={0} totalAnsweredInSession={0} sessionGoalTotal={0} onAnswer={vi.fn()} onFinish={vi.fn()} onUndo={onUndo} />);
    for (const k of 'cat') type(k);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledWith(11);
    expect(cell(0, 0).value).toBe('C');
    expect(screen.getByText('1 of 4 words solved')).toBeVisible();
  });

  it('without onUndo there is no Undo button', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});

describe('hint button label (issue #29: "Hint 1/3" did not say used or left)', () => {
  it.each([
    [0, 'Hint (3 left)'],
    [1, 'Hint (2 left)'],
    [2, 'Hint (1 left)'],
    [3, 'No hints left'],
  ])('%i used → %s', (used, label) => {
    // Read from the English catalog: the product's wording.
    const english = setupI18n({ locale: 'en', messages: { en: gamesEn } });
    expect(hintLabel(used, ((id: string, values?: Record<string, unknown>) => english._(id, values)) as Parameters<typeof hintLabel>[1])).toBe(label);
  });

  it('a word typed with a wrong letter is a miss when completed (issue 48.10), the next one right again', () => {
    const { onAnswer } = setup();
    type('c');
    type('x'); // wrong letter in CAT
    type('a');
    type('t');
    expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ cardId: 11, isCorrect: false, usedHint: false }));
    expect(screen.getByTestId('streak-count').textContent).toBe('0');
    // PIE typed right: correct, the streak counts again.
    type('p');
    type('i');
    type('e');
    expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ cardId: 13, isCorrect: true }));
  });

  it('a first click on the cursor cell keeps the direction; a clue picked from the list takes the focus to its first empty cell (issue 48.7)', () => {
    setup();
    expect(clueBar()).toBe('1 Across');
    fireEvent.mouseDown(cell(0, 0)); // the cursor's own cell, clicked for the first time
    expect(clueBar()).toBe('1 Across');
    fireEvent.mouseDown(cell(0, 0)); // a second click flips
    expect(clueBar()).toBe('1 Down');
    // TOE (2 Down) from the clue list: focus on its first cell, and typing fills it.
    fireEvent.click(screen.getByRole('button', { name: /clue for toe/ }));
    expect(clueBar()).toBe('2 Down');
    expect(focused()).toBe('0,2');
    type('t');
    expect(cell(0, 2).value).toBe('T');
  });
});
