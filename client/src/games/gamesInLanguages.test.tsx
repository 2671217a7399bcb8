import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n';
import { namespace as games } from '../locales/games';
import { GradeButtons } from './GameShell/GradeButtons';
import { intervalParts } from './Flashcards/flashcardsState';
import MultipleChoice from './MultipleChoice/MultipleChoice';
import { mcData, noop } from './testData';

// The games in the reader's language (docs/translating.md): texts from the `games` catalog,
// numbers through Intl; the deck's name stays as written.

afterEach(async () => {
  await act(() => setLocale('en'));
});

async function inLocale(locale: 'es' | 'ko' | 'ar') {
  await act(() => setLocale(locale, { namespaces: [games] }));
}

describe('games in other languages', () => {
  it('intervalParts: the unit and count a grade button shows', () => {
    const MIN = 60_000;
    const DAY = 24 * 60 * MIN;
    expect([30_000, 10 * MIN, 3 * 60 * MIN, 2 * DAY, 105 * DAY, 438 * DAY].map(intervalParts)).toEqual([
      { n: 1, unit: 'minutes' },
      { n: 10, unit: 'minutes' },
      { n: 3, unit: 'hours' },
      { n: 2, unit: 'days' },
      { n: 3.5, unit: 'months' },
      { n: 1.2, unit: 'years' },
    ]);
  });

  it('the grade buttons in Spanish and Korean: names and intervals', async () => {
    await inLocale('es');
    const { unmount } = render(<GradeButtons intervalsMs={[60_000, 600_000, 86_400_000, 4 * 86_400_000]} onGrade={noop} focused={3} />);
    expect(screen.queryAllByRole('group', { name: '¿Qué tan bien te lo sabías?' })).toHaveLength(1);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Otra vez1 min1', 'Difícil10 min2', 'Bien1 d3', 'Fácil4 d4']);
    unmount();
    await inLocale('ko');
    render(<GradeButtons intervalsMs={[60_000, 600_000, 86_400_000, 4 * 86_400_000]} onGrade={noop} focused={3} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['다시1분1', '어려움10분2', '좋음1일3', '쉬움4일4']);
  });

  it('multiple choice in Arabic: the frame translated, the deck title marked as the reader’s own', async () => {
    await inLocale('ar');
    render(<MultipleChoice data={mcData} initialStreak={0} totalAnsweredInSession={0} sessionGoalTotal={0} onAnswer={noop} onFinish={noop} />);
    expect(screen.queryAllByRole('region', { name: 'لعبة الاختيار من متعدد' })).toHaveLength(1);
    expect(screen.queryAllByText('ما معنى هذا؟')).toHaveLength(1);
    expect(screen.queryAllByRole('list', { name: 'الإجابات' })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('translate')).toBe('no');
  });
});
