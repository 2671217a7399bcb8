import type { GameType } from '../../../../shared/constants';

const PATHS: Record<GameType, string> = {
  matching: 'M4 5h6v4H4zM14 15h6v4h-6zM10 7h2a2 2 0 0 1 2 2v6a2 2 0 0 0 2 2',
  'multiple-choice': 'M4 5h3v3H4zM10 6.5h10M4 11h3v3H4zM10 12.5h10M4 17h3v3H4zM10 18.5h10',
  'spatial-choice': 'M12 3l3 3h-2v4h-2V6H9zM12 21l-3-3h2v-4h2v4h2zM3 12l3-3v2h4v2H6v2zM21 12l-3 3v-2h-4v-2h4V9z',
  crossword: 'M3 9h6v6H3zM9 9h6v6H9zM15 9h6v6h-6zM9 3h6v6H9zM9 15h6v6H9z',
  flashcards: 'M7 4h12a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM3 8v11a1 1 0 0 0 1 1h12M10 10.5h6',
  // A keyboard: a typed answer.
  typing: 'M3 7h18v10H3zM6 10h1M9 10h1M12 10h1M15 10h1M18 10h0M7 14h10',
};

export function GameIcon({ gameType, size = 24 }: { gameType: GameType; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d={PATHS[gameType]} />
    </svg>
  );
}
