import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PacingResult } from '../../../../shared/schemas/sessions';
import { setLocale } from '../../i18n';
import { namespace as messagesNs } from '../../../../shared/locales/messages';
import { namespace as statsNs } from '../../locales/stats';
import { PacingMeterView } from './PacingMeter';
import { StreakWidgetView } from './StreakWidget';

// The deck page's dashboards in other languages (docs/translating.md): plurals by the language's
// own rules, dates and percents through Intl.

afterEach(async () => {
  await act(() => setLocale('en'));
});

const pacing: PacingResult = { status: 'Behind Schedule', timeElapsedPercent: 0.666, deckLearnedPercent: 0.124, pacingStartDate: '2025-01-05', examDate: '2025-02-04', newCardsNeededPerDay: 52, newCardsSeenByExam: 280, reviewsPerDayNeeded: 140, minutesPerDayNeeded: 35 };

describe('dashboards in other languages', () => {
  it.each([
    ['ar', 2, 11, 'يومان', 'يومًا'],
    ['es', 1, 9, 'día', 'días'],
    ['ko', 1, 9, '일', '일'],
  ])('%s: the streak units follow the plural rules', async (locale, current, best, currentUnit, bestUnit) => {
    await act(() => setLocale(locale as 'ar', { namespaces: [statsNs] }));
    render(<StreakWidgetView currentStreak={current} bestStreak={best} />);
    expect(screen.getByTestId('current-streak').textContent).toContain(currentUnit);
    expect(screen.getByTestId('best-streak').textContent).toContain(bestUnit);
  });

  it('Spanish: the pacing meter says its status, need and dates in Spanish', async () => {
    await act(() => setLocale('es', { namespaces: [statsNs, messagesNs] }));
    render(<PacingMeterView pacing={pacing} />);
    expect(screen.getByTestId('pacing-status').textContent).toBe('Por detrás del plan');
    expect(screen.getByTestId('pacing-need').textContent).toBe('Para ver todas las tarjetas antes del examen: 52 tarjetas nuevas al día. Eso supone unos 140 repasos (35 min) al día hasta el examen.');
    expect(screen.getByText('5 de enero de 2025')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Tiempo transcurrido' }).getAttribute('aria-valuenow')).toBe('67');
  });
});
