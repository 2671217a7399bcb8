import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlashcardsData } from '../../../../shared/games';
import { gameCardOfFlat, generateGame, seededRng } from '../../../../shared/generators/index';
import Flashcards from './Flashcards';
import { installAudioStub } from '../../test/audioStub';

// Issue 29.6: Flashcards play a side's sound like every other game (a play button beside the side).

let played: string[] = [];
beforeEach(() => {
  played = installAudioStub().played;
});
afterEach(() => vi.unstubAllGlobals());

describe('flashcards audio', () => {
  it('the generator carries each side’s sound, in either direction', () => {
    const card = gameCardOfFlat({ id: 1, term: 'chat', definition: 'cat', termAudioUrl: '/api/media/a1', definitionAudioUrl: '/api/media/a2' });
    expect((generateGame('flashcards', [card], { rng: seededRng(1) }) as FlashcardsData).cards[0]).toMatchObject({ front: { audioUrl: '/api/media/a1' }, back: { audioUrl: '/api/media/a2' } });
    expect((generateGame('flashcards', [card], { rng: seededRng(1), direction: 'reverse' }) as FlashcardsData).cards[0]).toMatchObject({ front: { audioUrl: '/api/media/a2' }, back: { audioUrl: '/api/media/a1' } });
  });

  it('the front’s play button plays its sound without turning the card; the back’s shows once revealed', () => {
    const data: FlashcardsData = { title: 'French', cards: [{ id: 1, front: { text: 'chat', audioUrl: '/api/media/a1' }, back: { text: 'cat', audioUrl: '/api/media/a2' } }] };
    render(<Flashcards data={data} initialStreak={0} totalAnsweredInSession={0} sessionGoalTotal={0} onAnswer={vi.fn()} onFinish={vi.fn()} />);
    const front = screen.getByRole('button', { name: 'Play sound' });
    fireEvent.click(front);
    expect(played).toEqual(['/api/media/a1']);
    expect(screen.queryByTestId('flashcard-back')).toBeNull();
    // Enter on the focused play button is the button's, not the card's.
    front.focus();
    fireEvent.keyDown(front, { key: 'Enter' });
    expect(screen.queryByTestId('flashcard-back')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play sound of the answer' })).toBeNull();
    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.click(screen.getByRole('button', { name: 'Play sound of the answer' }));
    expect(played).toEqual(['/api/media/a1', '/api/media/a2']);
  });

  it('a card without sound has no play button', () => {
    render(<Flashcards data={{ title: 'T', cards: [{ id: 1, front: { text: 'a' }, back: { text: 'b' } }] }} initialStreak={0} totalAnsweredInSession={0} sessionGoalTotal={0} onAnswer={vi.fn()} onFinish={vi.fn()} />);
    expect(screen.queryByTestId('play-sound')).toBeNull();
  });
});
