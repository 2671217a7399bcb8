// Input of casual play's game generation (SPEC §7 POST /games/{gameType}).
import { z } from 'zod';
import { deckId } from './decks.js';
import { gameType, studyDirection } from './sessions.js';

export const generateGameInput = z.object({
  gameType,
  deckId,
  // Optional beyond SPEC: the side to ask from (DESIGN §15); the deck's last direction when absent.
  direction: studyDirection.optional(),
  // Optional beyond SPEC's {deckId}: lets a phone get a crossword that fits 12 columns (DESIGN §7).
  constraintProfile: z.object({ isMobile: z.boolean().default(false) }).default({ isMobile: false }),
});
export type GenerateGameInput = z.infer<typeof generateGameInput>;
