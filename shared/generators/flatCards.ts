import { sidesOfFlat, type FlatCardSides } from '../cardSide.js';
import type { GameCard } from './types.js';

/**
 * A card in the documented flat shape (a deck's listed card kept on the device) as the generators
 * take it: its two sides, with its cloze fields when it is a cloze card (its hidden text is
 * rendered from the note's source by generateGame).
 */
export function gameCardOfFlat(card: FlatCardSides & { noteTypeId?: number | null } & Pick<GameCard, 'id' | 'kind' | 'clozeAnswer' | 'clozeText' | 'clozeNumber'>): GameCard {
  const out: GameCard = { id: card.id, ...sidesOfFlat(card) };
  if (card.kind === 'cloze') {
    out.kind = 'cloze';
    if (card.clozeAnswer != null) out.clozeAnswer = card.clozeAnswer;
    out.clozeText = card.clozeText ?? null;
    out.clozeNumber = card.clozeNumber ?? null;
  }
  return out;
}
