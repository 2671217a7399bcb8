import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FlashcardsData } from '../../../../shared/games';
import Flashcards from './Flashcards';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const data: FlashcardsData = {
  title: 'French',
  cards: [
    { id: 1, front: { text: 'chat' }, back: { text: 'cat' }, nextIntervalsMs: [MIN, 6 * MIN, 10 * MIN, 8 * DAY] },
    { id: 2, front: { text: 'chien' }, back: { text: 'dog' } },
  ],
};

function setup(overrides: Partial<Parameters<typeof Flashcards>[0]> = {}) {
  const onAnswer = vi.fn();
  const onFinish = vi.fn();
  const onUndo = vi.fn(() => true);
  render(<Flashcards data={data} initialStreak={0} totalAnsweredInSession={0} sessionGoalTotal={0} onAnswer={onAnswer} onFinish={onFinish} onUndo={onUndo} {...overrides} />);
  return { onAnswer, onFinish, onUndo };
}

// jsdom has no PointerEvent: without one, fired pointer events lose pointerType and clientX.
beforeAll(() => {
  if (typeof window.PointerEvent === 'function') return;
  class PointerEventPolyfill extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
});

const key = (k: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(window, { key: k, ...init });

describe('Flashcards', () => {
  it('shows the term; Space reveals the definition and the four grades with their intervals', () => {
    setup();
    expect(screen.getByTestId('flashcard-front').textContent).toBe('chat');
    expect(screen.queryByTestId('flashcard-back')).toBeNull();
    expect(screen.queryByRole('button', { name: /Good/ })).toBeNull();
    key(' ');
    expect(screen.getByTestId('flashcard-back').textContent).toBe('cat');
    const grades = screen.getAllByRole('button').filter((b) => /Again|Hard|Good|Easy/.test(b.textContent ?? ''));
    expect(grades.map((b) => b.textContent)).toEqual(['Again1m1', 'Hard6m2', 'Good10m3', 'Easy8d4']);
  });

  it('keys 1–4 grade only a revealed card; the rating is reported and counts as right from Hard up', () => {
    const { onAnswer, onFinish } = setup();
    key('3');
    expect(onAnswer).not.toHaveBeenCalled();
    key('Enter');
    key('1');
    expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ cardId: 1, rating: 1, isCorrect: false, usedHint: false }));
    expect(screen.getByTestId('flashcard-front').textContent).toBe('chien');
    // A card without intervals (casual play) shows the grades alone.
    fireEvent.click(screen.getByTestId('flashcard'));
    expect(screen.getByRole('button', { name: /Hard/ }).textContent).toBe('Hard2');
    key('2');
    expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ cardId: 2, rating: 2, isCorrect: true }));
    expect(screen.getByRole('heading', { name: 'Round complete' })).toBeVisible();
    expect(onFinish).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('the streak grows from Hard up and breaks on Again', () => {
    setup({ initialStreak: 2 });
    key(' ');
    key('4');
    expect(screen.getByTestId('streak-count').textContent).toBe('3');
    key(' ');
    key('1');
    expect(screen.getByText('Round complete')).toBeVisible();
  });

  it('Ctrl+Z takes back the last grade: the card comes back revealed, the streak as it was', () => {
    const { onAnswer, onUndo } = setup({ initialStreak: 5 });
    key(' ');
    key('1');
    expect(screen.getByTestId('streak-count').textContent).toBe('0');
    key('z', { ctrlKey: true });
    expect(onUndo).toHaveBeenCalledWith(1);
    expect(screen.getByTestId('flashcard-front').textContent).toBe('chat');
    expect(screen.getByTestId('flashcard-back').textContent).toBe('cat');
    expect(screen.getByTestId('streak-count').textContent).toBe('5');
    key('3');
    expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ cardId: 1, rating: 3 }));
  });

  it('the Undo button is off with nothing graded, and on the round-complete screen undoes the last card', () => {
    const { onUndo } = setup();
    expect((screen.getByRole('button', { name: /Undo/ }) as HTMLButtonElement).disabled).toBe(true);
    key(' ');
    key('3');
    key(' ');
    key('3');
    fireEvent.click(screen.getByRole('button', { name: /Undo/ }));
    expect(onUndo).toHaveBeenCalledWith(2);
    expect(screen.getByTestId('flashcard-front').textContent).toBe('chien');
  });

  it('a refused undo (answer already uploaded) leaves the round as it is', () => {
    setup({ onUndo: () => false });
    key(' ');
    key('3');
    key('z', { metaKey: true });
    expect(screen.getByTestId('flashcard-front').textContent).toBe('chien');
  });

  it('a touch swipe grades a revealed card: right = Good, left = Again; a short drag does nothing', () => {
    const { onAnswer } = setup();
    const card = () => screen.getByTestId('flashcard');
    const tap = () => {
      fireEvent.pointerDown(card(), { pointerId: 2, pointerType: 'touch', clientX: 100, clientY: 200 });
      fireEvent.pointerUp(card(), { pointerId: 2, pointerType: 'touch', clientX: 100, clientY: 200 });
      fireEvent.click(card());
    };
    tap();
    const swipe = (dx: number) => {
      fireEvent.pointerDown(card(), { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 200 });
      fireEvent.pointerMove(card(), { pointerId: 1, pointerType: 'touch', clientX: 100 + dx, clientY: 205 });
      fireEvent.pointerUp(card(), { pointerId: 1, pointerType: 'touch', clientX: 100 + dx, clientY: 205 });
    };
    swipe(20);
    expect(onAnswer).not.toHaveBeenCalled();
    swipe(120);
    expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ cardId: 1, rating: 3 }));
    // The browser's click at the end of the swipe is not a tap on the next card.
    fireEvent.click(card());
    expect(screen.queryByTestId('flashcard-back')).toBeNull();
    tap();
    swipe(-120);
    expect(onAnswer).toHaveBeenLastCalledWith(expect.objectContaining({ cardId: 2, rating: 1 }));
  });

  it('offers no undo when the parent does not', () => {
    setup({ onUndo: undefined });
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();
  });
});

describe('the sides’ labels', () => {
  const io = (text: string) => ({ text, html: `<div class="cardcade-io"><img src="/x.png" alt=""></div>` });
  const kickers = () => [...document.querySelectorAll('[data-testid="flashcard"] > div > p:first-child')].map((p) => p.textContent);

  it('a term and its definition on a basic card', () => {
    setup();
    expect(kickers()).toEqual(['Term']);
    fireEvent.click(screen.getByRole('button', { name: /Show Answer/ }));
    expect(kickers()).toEqual(['Term', 'Definition']);
  });

  it('a question and its answer on an image occlusion card (docs/image-occlusion.md)', () => {
    setup({ data: { title: 'Anatomy', cards: [{ id: 7, front: io('Image occlusion 1 of 2'), back: io('Image occlusion 1 of 2') }] } });
    expect(kickers()).toEqual(['Question']);
    fireEvent.click(screen.getByRole('button', { name: /Show Answer/ }));
    expect(kickers()).toEqual(['Answer']);
  });
});
