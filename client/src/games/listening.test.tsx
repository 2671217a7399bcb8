import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrosswordData, FlashcardsData, MatchingData, MultipleChoiceData, SpatialChoiceData, TypingData } from '../../../shared/games';
import { gameCardOfFlat, generateGame, seededRng } from '../../../shared/generators/index';
import { installSpeechStub, type SpeechStub } from '../test/speechStub';
import Flashcards from './Flashcards/Flashcards';
import MultipleChoice from './MultipleChoice/MultipleChoice';
import Matching from './Matching/Matching';
import SpatialChoice from './SpatialChoice/SpatialChoice';
import Crossword from './Crossword/Crossword';
import Typing from './Typing/Typing';

// Listening in the games (docs/study-modes.md): a Listen button on each side with a language, and
// flashcards' 'Read aloud' option, against a stubbed speechSynthesis.

let stub: SpeechStub | null = null;
afterEach(() => {
  stub?.restore();
  stub = null;
  localStorage.clear();
});

const gameProps = { initialStreak: 0, totalAnsweredInSession: 0, sessionGoalTotal: 0, onAnswer: vi.fn(), onFinish: vi.fn() };
const cards = [
  gameCardOfFlat({ id: 1, term: '사과', definition: 'apple' }),
  gameCardOfFlat({ id: 2, term: '바나나', definition: 'banana' }),
  gameCardOfFlat({ id: 3, term: '포도', definition: 'grape' }),
  gameCardOfFlat({ id: 4, term: '배', definition: 'pear' }),
];
const languages = { term: 'ko-KR', definition: 'en' };

describe('Listen in the games', () => {
  it('multiple choice: the question and each answer speak in their own language', () => {
    stub = installSpeechStub(['en-US', 'ko-KR']);
    const data = generateGame('multiple-choice', cards, { rng: seededRng(3), languages }) as MultipleChoiceData;
    render(<MultipleChoice data={data} {...gameProps} />);
    const buttons = screen.getAllByRole('button', { name: 'Listen' });
    expect(buttons).toHaveLength(5);
    fireEvent.click(buttons[0]);
    expect(stub.spoken[0]).toEqual({ text: data.questions[0].questionText, lang: 'ko-KR', voice: 'Voice ko-KR' });
    fireEvent.click(buttons[1]);
    expect(stub.spoken[1]).toMatchObject({ text: data.questions[0].options[0].text, lang: 'en' });
    // Listening is not answering.
    expect(gameProps.onAnswer).not.toHaveBeenCalled();
  });

  it('spatial choice: the prompt and each answer', () => {
    stub = installSpeechStub(['en-US', 'ko-KR']);
    const data = generateGame('spatial-choice', cards, { rng: seededRng(2), languages }) as SpatialChoiceData;
    render(<SpatialChoice data={data} {...gameProps} />);
    const buttons = screen.getAllByRole('button', { name: 'Listen' });
    expect(buttons).toHaveLength(5);
    for (const button of buttons) fireEvent.click(button);
    expect(stub.spoken.map((s) => s.lang).sort()).toEqual(['en', 'ko-KR', 'ko-KR', 'ko-KR', 'ko-KR']);
    expect(stub.spoken.find((s) => s.lang === 'en')?.text).toBe(data.questions[0].promptDefinition);
    expect(gameProps.onAnswer).not.toHaveBeenCalled();
  });

  it('crossword: the active clue is read in the clue side’s language', () => {
    stub = installSpeechStub(['de-DE']);
    const words = ['apple', 'banana', 'cherry', 'grape', 'lemon', 'mango', 'olive', 'peach'].map((term, i) => gameCardOfFlat({ id: i + 1, term, definition: `Hinweis ${i + 1}` }));
    const data = generateGame('crossword', words, { rng: seededRng(4), languages: { term: 'en', definition: 'de' } }) as CrosswordData;
    render(<Crossword data={data} {...gameProps} />);
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    expect(stub.spoken).toHaveLength(1);
    expect(stub.spoken[0]).toMatchObject({ lang: 'de', voice: 'Voice de-DE' });
    expect(stub.spoken[0].text).toMatch(/^Hinweis \d$/);
  });

  it('matching: every tile of a spoken language gets one; none without a voice', () => {
    stub = installSpeechStub(['ko-KR']);
    const data = generateGame('matching', cards, { rng: seededRng(1), languages }) as MatchingData;
    render(<Matching data={data} {...gameProps} />);
    // Only the Korean terms: this browser has no English voice.
    expect(screen.getAllByRole('button', { name: 'Listen' })).toHaveLength(4);
  });

  it('flashcards: each side has Listen; Read aloud reads the shown side and is remembered', () => {
    stub = installSpeechStub(['en-US', 'ko-KR']);
    const data = generateGame('flashcards', cards.slice(0, 2), { rng: seededRng(1), languages }) as FlashcardsData;
    const { unmount } = render(<Flashcards data={data} {...gameProps} />);
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    expect(stub.spoken).toEqual([{ text: data.cards[0].front.text, lang: 'ko-KR', voice: 'Voice ko-KR' }]);
    // Enter on the focused Listen button is the button's: the card does not turn.
    const listen = screen.getByRole('button', { name: 'Listen' });
    listen.focus();
    fireEvent.keyDown(listen, { key: 'Enter' });
    expect(screen.queryByTestId('flashcard-back')).toBeNull();

    const toggle = screen.getByRole('switch', { name: 'Read aloud' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    act(() => toggle.click());
    expect(stub.spoken.at(-1)).toMatchObject({ text: data.cards[0].front.text, lang: 'ko-KR' });
    fireEvent.click(screen.getByRole('button', { name: /Show Answer/ }));
    expect(stub.spoken.at(-1)).toMatchObject({ text: data.cards[0].back.text, lang: 'en' });
    unmount();

    // A new round in the same browser reads at once.
    const before = stub.spoken.length;
    render(<Flashcards data={data} {...gameProps} />);
    expect((screen.getByRole('switch', { name: 'Read aloud' }) as HTMLInputElement).checked).toBe(true);
    expect(stub.spoken.slice(before)).toEqual([{ text: data.cards[0].front.text, lang: 'ko-KR', voice: 'Voice ko-KR' }]);
  });

  it('a deck without languages shows neither Listen nor Read aloud', () => {
    stub = installSpeechStub(['en-US', 'ko-KR']);
    const data = generateGame('flashcards', cards, { rng: seededRng(1) }) as FlashcardsData;
    render(<Flashcards data={data} {...gameProps} />);
    expect(screen.queryByRole('button', { name: 'Listen' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Read aloud' })).toBeNull();
  });

  it('typing: Listen on the prompt; Read aloud reads the prompt, then the answer with the result', () => {
    stub = installSpeechStub(['en-US', 'ko-KR']);
    const data = generateGame('typing', cards.slice(0, 2), { rng: seededRng(1), languages }) as TypingData;
    render(<Typing data={data} {...gameProps} />);
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    expect(stub.spoken).toEqual([{ text: data.items[0].prompt.text, lang: 'ko-KR', voice: 'Voice ko-KR' }]);
    act(() => (screen.getByRole('switch', { name: 'Read aloud' }) as HTMLInputElement).click());
    expect(stub.spoken.at(-1)).toMatchObject({ text: data.items[0].prompt.text, lang: 'ko-KR' });
    fireEvent.change(screen.getByTestId('typing-input'), { target: { value: data.items[0].answer } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(stub.spoken.at(-1)).toMatchObject({ text: data.items[0].answer, lang: 'en' });
  });
});
