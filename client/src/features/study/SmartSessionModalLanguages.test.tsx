import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AvailableSmartGames } from '../../../../shared/schemas/sessions';
import { setLocale } from '../../i18n';
import { namespace as common } from '../../locales/common';
import { namespace as games } from '../../locales/games';
import { namespace as shell } from '../../locales/shell';
import { namespace as study } from '../../locales/study';
import { namespace as cardLimit } from '../../locales/cardLimit';
import { SmartSessionModal } from './SmartSessionModal';

// The Smart Session dialog in the reader's language (docs/translating.md): the server sends game
// names and the crossword's reason in English; the dialog says them from its catalogs.
const available: AvailableSmartGames = {
  games: [
    { id: 'matching', name: 'Matching', isEnabled: true, minCards: 4 },
    { id: 'spatial-choice', name: 'Spatial Choice', isEnabled: false, minCards: 4 },
    { id: 'crossword', name: 'Crossword', isEnabled: false, minCards: 6, unavailableReason: 'x' },
  ],
  crosswordDirections: [],
  dueCardCount: 3,
  reviewCount: 1,
  newCount: 2,
  newLimitToday: 20,
  newStudiedToday: 0,
};
vi.mock('../stats/queries', () => ({
  useAvailableSmartGames: () => ({ data: available, isPending: false, isError: false, refetch: vi.fn() }),
}));
vi.mock('../decks/queries', () => ({ useDeck: () => ({ data: { study_direction: 'forward' } }) }));
vi.mock('../decks/mutations', () => ({ useSetNewCardsToday: () => ({ isPending: false, isError: false, mutate: vi.fn() }) }));

afterEach(async () => {
  await act(() => setLocale('en'));
});

describe('SmartSessionModal in other languages', () => {
  it('Spanish: title, game names, counts with plurals, the reasons a game is off', async () => {
    await act(() => setLocale('es', { namespaces: [common, games, study, shell, cardLimit] }));
    render(<SmartSessionModal deckId={1} open onClose={() => undefined} />);
    await screen.findByRole('dialog', { name: 'Iniciar una Sesión inteligente' });
    expect(screen.getByTestId('ready-counts').textContent).toBe('1 repaso pendiente · 2 nuevas restantes hoy');
    expect(screen.getByTestId('quick-start-counts').textContent).toBe('1 repaso · 2 nuevas');
    expect(screen.getByRole('radio', { name: /^Emparejar/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: /^Elección espacial/ }).textContent).toContain('Este juego necesita al menos 4 tarjetas pendientes.(Necesita 4, hay 3 listas)');
    expect(screen.getByRole('radio', { name: /^Crucigrama/ }).textContent).toContain('El crucigrama necesita al menos 6 términos de 3 a 15 letras');
    expect(screen.queryAllByRole('button', { name: 'Empezar a estudiar' })).toHaveLength(1);
  });

  it('Arabic: the plural forms of the counts', async () => {
    await act(() => setLocale('ar', { namespaces: [common, games, study, shell, cardLimit] }));
    render(<SmartSessionModal deckId={1} open onClose={() => undefined} />);
    expect(screen.getByTestId('ready-counts').textContent).toBe('مراجعة واحدة مستحقة · بطاقتان جديدتان متبقيتان اليوم');
    expect(screen.queryAllByRole('radio', { name: 'التعريف ← المصطلح' })).toHaveLength(1);
  });
});
