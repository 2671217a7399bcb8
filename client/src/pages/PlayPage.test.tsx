import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { END_MSG, MSG } from '../../../shared/messages';
import { mcData } from '../games/testData';

// The page's only server call is this hook; the test drives its states directly.
const generate = {
  mutate: vi.fn(),
  isError: false,
  isPending: true,
  isIdle: false,
  data: undefined as unknown,
  error: null as unknown,
};
vi.mock('../features/games/queries', () => ({ useGenerateGame: () => generate }));
// The deck's own cards (for the end screen's 'term — definition'): absent unless a test sets them.
const deck = { data: undefined as unknown };
vi.mock('../features/decks/queries', () => ({ useDeck: () => deck }));

const { default: PlayPage } = await import('./PlayPage');

describe('PlayPage', () => {
  beforeEach(() => {
    Object.assign(generate, { mutate: vi.fn(), isError: false, isPending: true, isIdle: false, data: undefined, error: null });
    deck.data = undefined;
    window.history.replaceState(null, '', '/');
  });

  it('rejects an unknown game type with a link to the decks', () => {
    render(<PlayPage gameType="bingo" deckId="3" />);
    expect(screen.getByText('Unknown game type: bingo')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to My Decks' }).getAttribute('href')).toBe('/decks');
    expect(generate.mutate).not.toHaveBeenCalled();
  });

  it('rejects a non-numeric deck id', () => {
    render(<PlayPage gameType="matching" deckId="abc" />);
    expect(screen.getByText(MSG.invalidGameParams)).toBeVisible();
    expect(generate.mutate).not.toHaveBeenCalled();
  });

  it('loads the game for the deck and says so', () => {
    render(<PlayPage gameType="crossword" deckId="7" />);
    expect(screen.getByText('Loading crossword game...')).toBeVisible();
    expect(generate.mutate).toHaveBeenCalledWith({ gameType: 'crossword', deckId: 7, constraintProfile: { isMobile: false } });
  });

  it('shows an error field from the server with Try Again', () => {
    Object.assign(generate, { isPending: false, data: { error: 'Matching needs at least 4 cards.' } });
    render(<PlayPage gameType="matching" deckId="7" />);
    expect(screen.getByText('Error: Matching needs at least 4 cards.')).toBeVisible();
    generate.mutate.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(generate.mutate).toHaveBeenCalledTimes(1);
  });

  it('explains an unsuitable crossword deck in plain words and leads back to the deck', () => {
    Object.assign(generate, { isPending: false, data: { error: MSG.crosswordNoData.replace(/^Error: /, '') } });
    render(<PlayPage gameType="crossword" deckId="7" />);
    expect(screen.getByRole('heading', { name: "This deck can't make a crossword" })).toBeVisible();
    expect(screen.queryByText(MSG.crosswordNoData)).toBeNull();
    expect(screen.getAllByRole('link', { name: /Back to Deck/ }).length).toBeGreaterThan(0);
  });

  it('shows a failed request as Error: message', () => {
    Object.assign(generate, { isPending: false, isError: true, error: new Error('Deck not found.') });
    render(<PlayPage gameType="matching" deckId="7" />);
    expect(screen.getByText('Error: Deck not found.')).toBeVisible();
  });

  it('plays to Game Over, then Play Again draws a new round and Back to Deck links to the deck', async () => {
    Object.assign(generate, { isPending: false, data: { ...mcData, questions: mcData.questions.slice(0, 1) } });
    render(<PlayPage gameType="multiple-choice" deckId="7" />);
    // The game component is lazy-loaded: wait for it with real timers, then freeze the clock.
    const paris = await screen.findByRole('button', { name: /Paris/ });
    vi.useFakeTimers();
    try {
      fireEvent.click(paris);
      act(() => vi.advanceTimersByTime(1500));
      expect(screen.getByText(MSG.gameOver)).toBeVisible();
      // 1 / 1: the spec's words, the trophy and 'Great work!' (issue 29.4).
      expect(screen.getByTestId('trophy')).toBeVisible();
      expect(screen.getByTestId('score-verdict').textContent).toBe(END_MSG.gameLine.great);
      expect(screen.queryByRole('button', { name: END_MSG.practiseMissed })).toBeNull();
      expect(screen.getByRole('link', { name: 'Back to Deck' }).getAttribute('href')).toBe('/decks/7');
      generate.mutate.mockClear();
      fireEvent.click(screen.getByRole('button', { name: 'Play Again' }));
      expect(generate.mutate).toHaveBeenCalledTimes(1);
      expect(screen.queryByText(MSG.gameOver)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('Game Over shows the score and the missed cards; an undone answer does not count', async () => {
    Object.assign(generate, { isPending: false, data: mcData });
    render(<PlayPage gameType="multiple-choice" deckId="7" />);
    const rome = await screen.findByRole('button', { name: /Rome/ });
    vi.useFakeTimers();
    try {
      fireEvent.click(rome); // wrong on France…
      fireEvent.click(screen.getByRole('button', { name: 'Undo' })); // …taken back
      fireEvent.click(screen.getByRole('button', { name: /Paris/ }));
      act(() => vi.advanceTimersByTime(1500));
      fireEvent.click(screen.getByRole('button', { name: /Berlin/ })); // wrong on Italy
      fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
      // 50 %: no trophy, no "completed" cheer, an honest and encouraging line (issue 29.4).
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(END_MSG.gameTitle.low);
      expect(screen.queryByTestId('trophy')).toBeNull();
      expect(screen.getByTestId('score-verdict').textContent).toBe(END_MSG.gameLine.low);
      expect(screen.getByTestId('game-score').textContent).toBe('1 / 2');
      expect(screen.getByTestId('game-accuracy').textContent).toBe('50%');
      expect(screen.getByTestId('missed-cards').textContent).toBe('Italy — Rome');
    } finally {
      vi.useRealTimers();
    }
  });

  it("'Practise the missed cards' plays a round of just the missed cards, without asking the server", async () => {
    Object.assign(generate, { isPending: false, data: mcData });
    render(<PlayPage gameType="multiple-choice" deckId="7" />);
    const paris = await screen.findByRole('button', { name: /Paris/ });
    vi.useFakeTimers();
    try {
      fireEvent.click(paris);
      act(() => vi.advanceTimersByTime(1500));
      fireEvent.click(screen.getByRole('button', { name: /Berlin/ })); // wrong on Italy
      fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
      generate.mutate.mockClear();
      fireEvent.click(screen.getByRole('button', { name: END_MSG.practiseMissed }));
      expect(generate.mutate).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
    // Only Italy's question: answered right, it is a 1 / 1 round.
    await screen.findByText('Italy');
    expect(screen.queryByText('France')).toBeNull();
    const rome = screen.getByRole('button', { name: /Rome/ });
    vi.useFakeTimers();
    try {
      fireEvent.click(rome);
      act(() => vi.advanceTimersByTime(1500));
      expect(screen.getByTestId('game-score').textContent).toBe('1 / 1');
      expect(screen.getByTestId('trophy')).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('in reverse, Game Over still lists the missed cards as term — definition', async () => {
    // The round as the server made it in reverse: each question is a card's definition, the options terms.
    const reversed = {
      title: 'Capitals',
      questions: [{ id: 2, questionText: 'Rome', question: { text: 'Rome' }, options: [{ optionId: 2, text: 'Italy' }, { optionId: 3, text: 'France' }], correctOptionId: 2 }],
    };
    window.history.replaceState(null, '', '/play/multiple-choice/7?direction=reverse');
    Object.assign(generate, { isPending: false, data: reversed });
    render(<PlayPage gameType="multiple-choice" deckId="7" />);
    const france = await screen.findByRole('button', { name: /France/ });
    vi.useFakeTimers();
    try {
      fireEvent.click(france);
      fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
      expect(screen.getByTestId('missed-cards').textContent).toBe('Italy — Rome');
    } finally {
      vi.useRealTimers();
    }
  });

  it('offline, a casual round is drawn in the browser from the deck saved on this device (issue 29.3)', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      deck.data = {
        name: 'Capitals',
        study_direction: 'forward',
        flashcards: ['France', 'Italy', 'Spain', 'Germany'].map((term, i) => ({ id: i + 1, term, definition: `Capital ${i + 1}`, termImageUrl: null, definitionImageUrl: null, termAudioUrl: null, definitionAudioUrl: null })),
      };
      render(<PlayPage gameType="flashcards" deckId="7" />);
      await screen.findByTestId('flashcard-front');
      expect(generate.mutate).not.toHaveBeenCalled();
      expect(['France', 'Italy', 'Spain', 'Germany']).toContain(screen.getByTestId('flashcard-front').textContent);
    } finally {
      onLine.mockRestore();
    }
  });
});
