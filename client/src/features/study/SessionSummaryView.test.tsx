import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n';
import { namespace as study } from '../../locales/study';
import { END_MSG, scoreBand } from '../../../../shared/messages';
import { summarize } from './controller';
import { SessionSummaryView } from './SessionSummaryView';

// Issue 29.4: the Smart Session's end screen follows the score and offers a practice round.

describe('score bands', () => {
  it.each([
    [0, 0, 'low'],
    [2, 15, 'low'],
    [8, 19, 'low'], // 42 %
    [9, 15, 'good'], // 60 %
    [17, 19, 'good'], // 89 %
    [9, 10, 'great'],
    [15, 15, 'great'],
  ] as const)('%i / %i → %s', (right, answered, band) => {
    expect(scoreBand(right, answered)).toBe(band);
  });
});

describe('SessionSummaryView', () => {
  const cards = [
    { id: 1, term: 'chat', definition: 'cat' },
    { id: 2, term: 'chien', definition: 'dog' },
  ] as never[];
  const props = { cards, final: true, onBack: vi.fn(), onKeepStudying: vi.fn() };

  it('42 %: no "Great work!", an honest and encouraging line, and Practise the missed cards', () => {
    const onPractise = vi.fn();
    render(<SessionSummaryView {...props} summary={{ cardsStudied: 19, correct: 8, accuracy: 42, incorrectCardIds: [1, 2] }} onPractise={onPractise} />);
    expect(screen.getByTestId('summary-line').textContent).toBe(END_MSG.sessionLine.low);
    expect(screen.queryByText(/Great work/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: END_MSG.practiseMissed }));
    expect(onPractise).toHaveBeenCalledTimes(1);
  });

  it('a great score keeps "Session complete. Great work!"; nothing missed, nothing to practise', () => {
    render(<SessionSummaryView {...props} summary={{ cardsStudied: 10, correct: 10, accuracy: 100, incorrectCardIds: [] }} onPractise={vi.fn()} />);
    expect(screen.getByTestId('summary-line').textContent).toBe('Session complete. Great work!');
    expect(screen.queryByRole('button', { name: END_MSG.practiseMissed })).toBeNull();
  });

  it('70 %: the encouraging middle line', () => {
    render(<SessionSummaryView {...props} summary={{ cardsStudied: 10, correct: 7, accuracy: 70, incorrectCardIds: [1, 2, 1] }} />);
    expect(screen.getByTestId('summary-line').textContent).toBe(END_MSG.sessionLine.good);
  });

  it('10 of 14: 71.4 %, to one decimal as the deck chart shows it, and says what it counts (issue 48.10)', () => {
    render(<SessionSummaryView {...props} summary={summarize(Array.from({ length: 14 }, (_, i) => ({ cardId: i + 1, isCorrect: i < 10, gameType: 'matching' as const })))} />);
    expect(screen.getByTestId('session-score').textContent).toBe('10 / 14');
    expect(screen.getByTestId('overall-accuracy').textContent).toBe('71.4%');
    expect(screen.getByTestId('accuracy-means').textContent).toBe("Cards right on their first answer, as in the deck's accuracy chart.");
  });
});

// The summary in the reader's language (docs/translating.md): words, plurals and numbers.
describe('SessionSummaryView in another language', () => {
  afterEach(async () => {
    await act(() => setLocale('en'));
  });
  const cards = [{ id: 1, term: 'chat', definition: 'cat' }] as never[];
  const props = { cards, final: true, onBack: vi.fn(), onKeepStudying: vi.fn(), onPractise: vi.fn() };

  it('Arabic: the title, a dual plural, the numbers and percent from Intl', async () => {
    await act(() => setLocale('ar', { namespaces: [study] }));
    render(<SessionSummaryView {...props} summary={{ cardsStudied: 14, correct: 10, accuracy: 71.42, incorrectCardIds: [1, 2] }} />);
    expect(await screen.findByRole('heading', { name: 'مراجعة الأداء!' })).toBeTruthy();
    expect(screen.getByRole('button', { expanded: false }).textContent).toContain('راجع البطاقتين الخاطئتين');
    const number = new Intl.NumberFormat('ar').format;
    expect(screen.getByTestId('session-score').textContent).toBe(`${number(10)} / ${number(14)}`);
    expect(screen.getByTestId('overall-accuracy').textContent).toBe(new Intl.NumberFormat('ar', { style: 'percent', minimumFractionDigits: 1 }).format(0.714));
    expect(screen.queryAllByRole('button', { name: 'تدرّب على البطاقات التي أخطأت فيها' })).toHaveLength(1);
  });

  it('Spanish: a chunk summary says progress is saved and offers to keep studying', async () => {
    await act(() => setLocale('es', { namespaces: [study] }));
    render(<SessionSummaryView {...props} final={false} summary={{ cardsStudied: 15, correct: 15, accuracy: 100, incorrectCardIds: [1] }} />);
    expect((await screen.findByTestId('summary-line')).textContent).toBe('Progreso guardado. Respira un momento y sigue.');
    expect(screen.getByRole('button', { expanded: false }).textContent).toContain('Revisar 1 tarjeta incorrecta');
    expect(screen.queryAllByRole('button', { name: 'Seguir estudiando' })).toHaveLength(1);
  });
});
