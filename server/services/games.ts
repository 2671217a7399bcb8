// Casual play (docs/product.md: states, docs/games.md): one random round from the whole deck; nothing is recorded.
import { loadStudiedDeck, type AuthedContext } from '../access.js';
import type { GameData, GameError } from '../../shared/games.js';
import type { GenerateGameInput } from '../../shared/schemas/games.js';
import { generateGame } from '../../shared/generators/index.js';
import { deckGameCards } from '../repos/gameCards.js';
import { deckLanguages, toDeckSummary } from './decks.js';
import { cssTypeIds, deckNoteTypeCss } from './noteTypes.js';

/** Game data for the deck, or `{ error }` when the deck cannot make that game (still a success). */
export async function generateCasualGame(ctx: AuthedContext, input: GenerateGameInput): Promise<GameData | GameError> {
  // Deck and cards are read in one transaction so a concurrent edit cannot split them.
  const { deck, cards, noteTypeCss } = await ctx.db.transaction().execute(async (trx) => {
    const deck = await loadStudiedDeck(trx, ctx.user.id, input.deckId, ctx.now());
    const noteTypeCss = await deckNoteTypeCss(trx, deck.id);
    return { deck, cards: await deckGameCards(trx, deck.id, cssTypeIds(noteTypeCss)), noteTypeCss };
  });
  // Casual play asks from the side given, else the deck's last direction; it does not change it.
  const direction = input.direction ?? toDeckSummary(deck).study_direction;
  const game = generateGame(input.gameType, cards, { title: deck.name, isMobile: input.constraintProfile.isMobile, direction, languages: deckLanguages(deck) });
  // The faces' note type CSS (docs/notes.md) travels with the round, only when some type has any.
  return 'error' in game || Object.keys(noteTypeCss).length === 0 ? game : { ...game, noteTypeCss };
}
