import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchingData, MultipleChoiceData, SpatialChoiceData } from '../../../shared/games';
import Matching from './Matching/Matching';
import MultipleChoice from './MultipleChoice/MultipleChoice';
import SpatialChoice from './SpatialChoice/SpatialChoice';
import { installAudioStub } from '../test/audioStub';

// Card images and sounds inside the games (docs/anki-history.md): the picture shows with the text, an
// image-only side is called 'Picture' (never the other side's text: that would give the answer
// away), and a play button sits beside each side that has a sound, reachable with the keyboard.

const common = { initialStreak: 0, totalAnsweredInSession: 0, sessionGoalTotal: 0, onAnswer: vi.fn(), onFinish: vi.fn() };
const img = (n: number) => `/api/media/${n}`;

let played: string[] = [];
beforeEach(() => {
  played = installAudioStub().played;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('multiple choice with media', () => {
  const data: MultipleChoiceData = {
    title: 'Pictures',
    questions: [
      {
        id: 1,
        questionText: 'perro',
        question: { text: 'perro', imageUrl: img(11), audioUrl: img(21) },
        options: [
          { optionId: 1, text: '', imageUrl: img(31) },
          { optionId: 2, text: 'cat', imageUrl: img(32) },
          { optionId: 3, text: 'bird', audioUrl: img(23) },
          { optionId: 4, text: 'fish' },
        ],
        correctOptionId: 1,
      },
    ],
  };

  it('shows the prompt picture with its text, option pictures, and plays sounds from keyboard-reachable buttons', () => {
    render(<MultipleChoice data={data} {...common} />);
    expect(screen.getByRole('heading', { name: 'perro' })).toBeVisible();
    const answers = within(screen.getByRole('list', { name: 'Answers' }));
    // Image-only answer: named 'Picture'; an image beside text is decoration.
    expect(answers.getByRole('button', { name: 'Picture' })).toBeVisible();
    expect(answers.getByRole('button', { name: /cat/ }).querySelector(`img[src="${img(32)}"]`)?.getAttribute('alt')).toBe('');
    expect(document.querySelector(`img[src="${img(11)}"]`)).toBeTruthy();

    const play = screen.getByRole('button', { name: 'Play sound' });
    play.focus();
    expect(document.activeElement).toBe(play);
    fireEvent.click(play);
    fireEvent.click(screen.getByRole('button', { name: 'Play sound of answer C' }));
    expect(played).toEqual([img(21), img(23)]);
    // Playing a sound never answers.
    expect(common.onAnswer).not.toHaveBeenCalled();
  });
});

describe('spatial choice with media', () => {
  const data: SpatialChoiceData = {
    title: 'Pictures',
    questions: [
      {
        promptCardId: 1,
        promptDefinition: '',
        prompt: { text: '', imageUrl: img(11), audioUrl: img(21) },
        correctTermId: 1,
        options: [
          { termId: 1, text: 'perro', imageUrl: img(12) },
          { termId: 2, text: 'gato', audioUrl: img(22) },
          { termId: 3, text: 'pez' },
          { termId: 4, text: 'ave' },
        ],
      },
    ],
  };

  it('shows an image-only prompt, option pictures and play buttons', () => {
    render(<SpatialChoice data={data} {...common} />);
    const prompt = screen.getByTestId('spatial-prompt');
    expect(within(prompt).getByRole('img', { name: 'Picture' }).getAttribute('src')).toBe(img(11));
    fireEvent.click(within(prompt).getByRole('button', { name: 'Play sound' }));
    expect(document.querySelector(`img[src="${img(12)}"]`)).toBeTruthy();
    const optionPlay = screen.getAllByRole('button', { name: /Play sound of the .* answer/ });
    expect(optionPlay).toHaveLength(1);
    fireEvent.click(optionPlay[0]);
    expect(played).toEqual([img(21), img(22)]);
    expect(common.onAnswer).not.toHaveBeenCalled();
  });
});

describe('matching with media', () => {
  const data: MatchingData = {
    title: 'Pictures',
    terms: [
      { id: 1, text: 'perro', audioUrl: img(21) },
      { id: 2, text: 'gato' },
      { id: 3, text: 'pez' },
      { id: 4, text: 'ave' },
    ],
    definitions: [
      { id: 2, text: '', imageUrl: img(32) },
      { id: 1, text: 'dog', imageUrl: img(31) },
      { id: 4, text: 'bird' },
      { id: 3, text: 'fish' },
    ],
  };

  it('puts pictures in the tiles, names image-only tiles Picture, and plays a term sound', () => {
    const onAnswer = vi.fn();
    render(<Matching data={data} {...common} onAnswer={onAnswer} />);
    expect(screen.getByTestId('def-2').getAttribute('aria-label')).toBe('Picture');
    expect(screen.getByTestId('def-1').querySelector(`img[src="${img(31)}"]`)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Play sound: perro' }));
    expect(played).toEqual([img(21)]);
    // The image-only definition still matches its term.
    fireEvent.click(screen.getByTestId('term-2'));
    fireEvent.click(screen.getByTestId('def-2'));
    expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ cardId: 2, isCorrect: true }));
  });
});
