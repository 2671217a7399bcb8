import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MSG } from '../../../../shared/messages';
import type { PacingResult } from '../../../../shared/schemas/sessions';
import { ReviewForecastView } from './ReviewForecast';
import { StreakWidgetView } from './StreakWidget';
import { PacingMeterView } from './PacingMeter';
import { LearningJourneyView } from './LearningJourneyChart';
import { AccuracyView } from './AccuracyChart';

describe('ReviewForecastView', () => {
  it('shows the four windows with their counts', () => {
    render(<ReviewForecastView isLoading={false} stats={{ dueNow: 7, dueNext5Mins: 1, dueNext2Hours: 3, dueNext24Hours: 12 }} />);
    for (const [label, count] of [['Ready Now', '7'], ['Next 5 Mins', '1'], ['Next 2 Hrs', '3'], ['Next 24 Hrs', '12']]) {
      const tile = screen.getByText(label).closest('li')!;
      expect(within(tile).getByText(count)).toBeVisible();
    }
    expect(screen.queryByText(MSG.allCaughtUp)).toBeNull();
  });

  it.each([
    ['nothing is due within a day', { dueNow: 0, dueNext5Mins: 0, dueNext2Hours: 0, dueNext24Hours: 0 }],
    ['the call failed', undefined],
  ])('says all caught up when %s', (_, stats) => {
    render(<ReviewForecastView isLoading={false} stats={stats} />);
    expect(screen.getByText(MSG.allCaughtUp)).toBeVisible();
    expect(screen.queryByText('Ready Now')).toBeNull();
  });

  it('marks itself busy while loading', () => {
    render(<ReviewForecastView isLoading stats={undefined} />);
    expect(screen.getByLabelText('Loading review forecast').getAttribute('aria-busy')).toBe('true');
  });
});

describe('StreakWidgetView', () => {
  it('shows current and best streak', () => {
    render(<StreakWidgetView currentStreak={1} bestStreak={9} />);
    expect(screen.getByTestId('current-streak').textContent).toBe('1dayCurrent Streak');
    expect(screen.getByTestId('best-streak').textContent).toBe('9daysBest Streak');
  });
});

describe('PacingMeterView', () => {
  const pacing: PacingResult = { status: 'Behind Schedule', timeElapsedPercent: 0.666, deckLearnedPercent: 0.124, pacingStartDate: '2025-01-05', examDate: '2025-02-04', newCardsNeededPerDay: 52, newCardsSeenByExam: 280, reviewsPerDayNeeded: 140, minutesPerDayNeeded: 35 };

  it('shows the status, whole-percent bars and both dates', () => {
    render(<PacingMeterView pacing={pacing} />);
    expect(screen.getByTestId('pacing-status').textContent).toBe('Behind Schedule');
    expect(screen.getByRole('progressbar', { name: 'Time elapsed' }).getAttribute('aria-valuenow')).toBe('67');
    expect(screen.getByRole('progressbar', { name: 'Deck learned' }).getAttribute('aria-valuenow')).toBe('12');
    expect(screen.getByText('67%')).toBeVisible();
    expect(screen.getByText('12%')).toBeVisible();
    expect(screen.getByText('January 5, 2025')).toBeVisible();
    expect(screen.getByText('February 4, 2025')).toBeVisible();
    // The pace the exam needs and its simulated cost (docs/workload.md).
    expect(screen.getByTestId('pacing-need').textContent).toBe('To see every card before the exam: 52 new cards a day. That means about 140 reviews (35 min) a day until the exam.');
  });

  it('falls back to the pacing error for an unknown status', () => {
    render(<PacingMeterView pacing={{ ...pacing, status: 'Recalculating' as PacingResult['status'] }} />);
    expect(screen.getByRole('alert').textContent).toBe(MSG.pacingErrorTitle + MSG.pacingErrorText);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('LearningJourneyView', () => {
  it('lists every level with count and one-decimal share', () => {
    render(<LearningJourneyView journey={{ totalCardCount: 3, distribution: { new: 1, learning: 0, improving: 1, almost: 0, confident: 0, mastered: 1 } }} />);
    expect(screen.getByTestId('journey-new').textContent).toBe('New133.3%');
    expect(screen.getByTestId('journey-almost').textContent).toBe('Almost00.0%');
    expect(screen.getByTestId('journey-mastered').textContent).toBe('Mastered133.3%');
  });

  it.each([
    ['an empty deck', { totalCardCount: 0, distribution: { new: 0, learning: 0, improving: 0, almost: 0, confident: 0, mastered: 0 } }],
    ['a deck never studied', { totalCardCount: 4, distribution: { new: 4, learning: 0, improving: 0, almost: 0, confident: 0, mastered: 0 } }],
  ])('shows the empty state for %s', (_, journey) => {
    render(<LearningJourneyView journey={journey} />);
    expect(screen.getByText(MSG.journeyEmpty)).toBeVisible();
  });
});

describe('AccuracyView', () => {
  it('summarises latest, average and days', () => {
    render(<AccuracyView history={[{ studiedAt: '2025-03-08', accuracy: 80 }, { studiedAt: '2025-03-09', accuracy: 66.7 }]} />);
    expect(screen.getByTestId('accuracy-latest').textContent).toBe('66.7%');
    expect(screen.getByTestId('accuracy-average').textContent).toBe('73.4%');
    expect(screen.getByTestId('accuracy-days').textContent).toBe('2');
  });

  it('shows the empty state without history', () => {
    render(<AccuracyView history={[]} />);
    expect(screen.getByText(MSG.historyEmpty)).toBeVisible();
  });
});
