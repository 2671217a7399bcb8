import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TypingData } from '../../../../shared/games';
import Typing from './Typing';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const data: TypingData = {
  title: 'Spanish',
  items: [
    { id: 1, prompt: { text: 'tomorrow' }, answer: 'mañana', answerSide: { text: 'mañana' }, nextIntervalsMs: [MIN, 6 * MIN, 10 * MIN, 8 * DAY] },
    { id: 2, prompt: { text: 'The [...] pumps blood.' }, answer: 'heart', answerSide: { text: 'heart' }, reveal: 'The [heart] pumps blood.' },
    { id: 3, prompt: { text: 'house' }, answer: 'casa', answerSide: { text: 'casa' } },
  ],
};

function setup() {
  const onAnswer = vi.fn();
  const onFinish = vi.fn();
  const onUndo = vi.fn(() => true);
  render(<Typing data={data} initialStreak={0} totalAnsweredInSession={0} sessionGoalTotal={0} onAnswer={onAnswer} onFinish={onFinish} onUndo={onUndo} />);
  return { onAnswer, onFinish, onUndo };
}

const input = () => screen.getByTestId('typing-input') as HTMLInputElement;
const answer = (text: string) => {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key: 'Enter' });
  fireEvent.submit(input().form!);
};
// The Enter that checked is released before the rating is taken by keyboard.
const releaseEnter = () => fireEvent.keyUp(window, { key: 'Enter' });

describe('Type the Answer', () => {
  it('shows the prompt and a labelled field; a near miss is Almost with a diff, Hard preselected', () => {
    setup();
    expect(screen.getByTestId('typing-prompt').textContent).toBe('tomorrow');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBe(input());
    answer('manana');
    expect(screen.getByTestId('typing-result').dataset.verdict).toBe('almost');
    expect(screen.getByRole('status').textContent).toBe('Almost');
    const diff = [...screen.getByTestId('typing-diff').children].map((part) => `${part.tagName.toLowerCase()}:${part.textContent}`);
    expect(diff).toEqual(['span:ma', 'del:n', 'ins:ñ', 'span:ana']);
    const suggested = document.querySelector<HTMLButtonElement>('[data-suggested]')!;
    expect(suggested.textContent).toMatch(/^Hard6m/);
    expect(document.activeElement).toBe(suggested);
    expect(input().readOnly).toBe(true);
  });

  it('Enter on the suggested rating takes it only once the checking Enter is released; the result carries rating and typedAnswer', () => {
    const { onAnswer } = setup();
    answer('  MAÑANA! ');
    const suggested = document.querySelector<HTMLButtonElement>('[data-suggested]')!;
    expect(suggested.textContent).toMatch(/^Good/);
    // A keyboard click (detail 0) while the checking Enter is still down is ignored.
    fireEvent.click(suggested, { detail: 0 });
    expect(onAnswer).not.toHaveBeenCalled();
    releaseEnter();
    fireEvent.click(suggested, { detail: 0 });
    expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ cardId: 1, rating: 3, isCorrect: true, typedAnswer: '  MAÑANA! ', usedHint: false }));
    expect(screen.getByTestId('typing-prompt').textContent).toBe('The [...] pumps blood.');
    expect(input().value).toBe('');
  });

  it('the learner can pick another rating than suggested (keys 1–4 or a click); wrong suggests Again', () => {
    const { onAnswer } = setup();
    answer('yesterday');
    expect(screen.getByTestId('typing-result').dataset.verdict).toBe('wrong');
    expect(document.querySelector('[data-suggested]')!.textContent).toMatch(/^Again/);
    fireEvent.keyDown(window, { key: '2' });
    expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ cardId: 1, rating: 2, isCorrect: true, typedAnswer: 'yesterday' }));
    // A cloze card: its hidden text is asked, the filled-in text shown with the result.
    answer('heart');
    expect(screen.getByTestId('typing-reveal').textContent).toBe('The [heart] pumps blood.');
    fireEvent.click(screen.getByRole('button', { name: /Easy/ }), { detail: 1 });
    expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ cardId: 2, rating: 4 }));
  });

  it('an empty answer is wrong; undo takes the last rating back; the round ends with Continue', () => {
    const { onAnswer, onUndo, onFinish } = setup();
    answer('');
    expect(screen.getByTestId('typing-result').dataset.verdict).toBe('wrong');
    expect(screen.queryByTestId('typing-diff')).toBeNull();
    fireEvent.keyDown(window, { key: '1' });
    act(() => {
      fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    });
    expect(onUndo).toHaveBeenCalledWith(1);
    expect(screen.getByTestId('typing-prompt').textContent).toBe('tomorrow');
    for (const text of ['mañana', 'heart', 'casa']) {
      answer(text);
      fireEvent.keyDown(window, { key: '3' });
    }
    expect(onAnswer).toHaveBeenCalledTimes(4);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onFinish).toHaveBeenCalled();
  });

  it('keeps at most 1,000 characters of a paste', () => {
    setup();
    expect(input().maxLength).toBe(1000);
    answer('x'.repeat(5000));
    fireEvent.keyDown(window, { key: '1' });
  });
});
