// Input of casual play's game generation (docs/product.md: calls POST /games/{gameType}).
import { z } from 'zod';
import { deckId } from './decks.js';
import { gameType, studyDirection } from './sessions.js';

export const generateGameInput = z.object({
  gameType,
  deckId,
  // Optional beyond the product spec: the side to ask from (docs/study-options.md); the deck's last direction when absent.
  direction: studyDirection.optional(),
  // Optional beyond the product spec's {deckId}: lets a phone get a crossword that fits 12 columns (docs/games.md).
  constraintProfile: z.object({ isMobile: z.boolean().default(false) }).default({ isMobile: false }),
});
export type GenerateGameInput = z.infer<typeof generateGameInput>;
