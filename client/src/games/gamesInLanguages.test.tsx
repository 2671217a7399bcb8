import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n';
import { namespace as games } from '../locales/games';
import { namespace as gamePicker } from '../locales/gamePicker';
import { GradeButtons } from './GameShell/GradeButtons';
import { intervalParts } from './Flashcards/flashcardsState';
import MultipleChoice from './MultipleChoice/MultipleChoice';
import { mcData, noop } from './testData';
import Flashcards from './Flashcards/Flashcards';
import Typing from './Typing/Typing';
import Crossword from './Crossword/Crossword';
import { tinyPuzzle } from './Crossword/testPuzzle';
import { GameOver } from './GameShell/EndScreen/GameOver';
import { cardTextOf } from './GameShell/EndScreen/cardTexts';
import { CasualGamePicker } from '../features/games/CasualGamePicker';

// The games in the reader's language (docs/translating.md): texts from the `games` catalog,
// numbers through Intl; the deck's name stays as written.

afterEach(async () => {
  await act(() => setLocale('en'));
});

async function inLocale(locale: 'es' | 'ko' | 'ar') {
  await act(() => setLocale(locale, { namespaces: [games, gamePicker] }));
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

  it('flip cards in Spanish: the sides, Show Answer, the hint and the round’s end', async () => {
    await inLocale('es');
    render(<Flashcards data={{ title: 'Mazo', cards: [{ id: 1, front: { text: 'chat' }, back: { text: 'gato' } }] }} initialStreak={0} totalAnsweredInSession={0} sessionGoalTotal={0} onAnswer={noop} onFinish={noop} />);
    expect(screen.queryAllByRole('region', { name: 'Juego de tarjetas' })).toHaveLength(1);
    expect(screen.queryAllByText('Término')).toHaveLength(1);
    expect(screen.queryAllByText('Espacio o Intro da la vuelta a la tarjeta.')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /Mostrar respuesta/ }));
    expect(screen.queryAllByText('Definición')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /Bien/ }));
    expect(screen.getByRole('status').textContent).toContain('1 tarjeta calificada.');
  });

  it('Type the Answer in Korean: the field, the verdict and the suggested rating', async () => {
    await inLocale('ko');
    render(<Typing data={{ title: '덱', items: [{ id: 1, prompt: { text: 'house' }, answer: 'casa', answerSide: { text: 'casa' } }] }} initialStreak={0} totalAnsweredInSession={0} sessionGoalTotal={0} onAnswer={noop} onFinish={noop} />);
    const field = screen.getByRole('textbox', { name: '내 답' });
    expect(field.getAttribute('placeholder')).toBe('답을 입력하세요');
    fireEvent.change(field, { target: { value: 'perro' } });
    fireEvent.submit(field.closest('form')!);
    expect(screen.getByTestId('typing-result').querySelector('[role="status"]')!.textContent).toBe('아쉬워요');
    expect(screen.queryAllByText(/내 답에 따른 추천: 다시\./)).toHaveLength(1);
  });

  it('the crossword in Arabic: the clue bar, the hint button and the clue lists', async () => {
    await inLocale('ar');
    render(<Crossword data={tinyPuzzle()} initialStreak={0} totalAnsweredInSession={0} sessionGoalTotal={0} onAnswer={noop} onFinish={noop} />);
    expect(screen.getByTestId('clue-bar-tag').textContent).toBe('1 أفقي');
    expect(screen.queryAllByRole('button', { name: 'تلميح (المتبقي 3)' })).toHaveLength(1);
    expect(screen.queryAllByRole('heading', { name: 'أفقي' })).toHaveLength(1);
    expect(screen.queryAllByRole('heading', { name: 'عمودي' })).toHaveLength(1);
    expect(screen.queryAllByRole('grid', { name: 'شبكة الكلمات المتقاطعة' })).toHaveLength(1);
  });

  it('the end screen in Arabic: title, plural of the missed cards, score and accuracy', async () => {
    await inLocale('ar');
    const missed = [cardTextOf({ id: 1, term: 'a', definition: 'b' }), cardTextOf({ id: 2, term: 'c', definition: 'd' })];
    render(<GameOver end={{ right: 1, answered: 3, missed, band: 'low' }} onPlayAgain={noop} backHref="/decks/1" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('انتهت اللعبة! كانت هذه صعبة.');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('بطاقتان أخطأت فيهما (2)');
    expect(screen.queryAllByRole('button', { name: 'العب مجددًا' })).toHaveLength(1);
    expect(screen.queryAllByText('النتيجة', { selector: 'dt' })).toHaveLength(1);
  });

  it('the casual game picker in Spanish: names, blurbs, the direction and what a game needs', async () => {
    await inLocale('es');
    render(<CasualGamePicker deckId={3} cardCount={5} />);
    expect(screen.queryAllByRole('heading', { name: 'Jugar a un juego' })).toHaveLength(1);
    expect(screen.queryAllByRole('option', { name: 'Término → Definición' })).toHaveLength(1);
    const crossword = screen.getByRole('button', { name: /^Crucigrama/ });
    expect(crossword.getAttribute('title')).toBe('Necesita al menos 6 tarjetas');
    expect(screen.queryAllByText('(Requiere 6 tarjetas, tiene 5)')).toHaveLength(1);
  });
});
