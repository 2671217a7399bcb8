import { lazy, Suspense, type ComponentType } from 'react';
import { GAME_TYPES, type GameType } from '../../../shared/constants';
import type { GameData, GameProps } from '../../../shared/games';
import { Loading } from '../components/ui/Status';
import { NoteTypeCssProvider } from '../components/CardFace/NoteTypeCss';
import { useT } from '../i18n';
import { namespace as games } from '../locales/games';

// Each game is its own chunk: a player downloads only the game they open.
const GAMES: Record<GameType, ComponentType<GameProps<never>>> = {
  matching: lazy(() => import('./Matching/Matching')),
  'multiple-choice': lazy(() => import('./MultipleChoice/MultipleChoice')),
  'spatial-choice': lazy(() => import('./SpatialChoice/SpatialChoice')),
  crossword: lazy(() => import('./Crossword/Crossword')),
  flashcards: lazy(() => import('./Flashcards/Flashcards')),
  typing: lazy(() => import('./Typing/Typing')),
};

export function isGameType(value: string): value is GameType {
  return (GAME_TYPES as readonly string[]).includes(value);
}

/**
 * Picks the game component by type; the smart session reuses it with its own progress props.
 * The data must be the shape of that game type (the server made it for that type).
 */
export function GameRenderer({ gameType, ...props }: GameProps & { gameType: string }) {
  const t = useT(games);
  if (!isGameType(gameType)) return <p className="alert alert-error" role="alert">{t('games.unknownType', { type: gameType })}</p>;
  const Game = GAMES[gameType] as ComponentType<GameProps<GameData>>;
  return (
    <NoteTypeCssProvider css={props.data.noteTypeCss}>
      <Suspense fallback={<Loading text={t('games.loading')} />}>
        <Game {...props} />
      </Suspense>
    </NoteTypeCssProvider>
  );
}
