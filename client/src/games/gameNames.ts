import type { GameType } from '../../../shared/constants';
import type { MessageId } from '../locales/games';
import type { MessageId as PickerMessageId } from '../locales/gamePicker';

// A game's name in the reader's language (the `games` catalog, docs/translating.md): the server
// sends shared/constants.ts GAME_NAMES in English; screens show the catalog's by the game's id.
const NAME_IDS: Record<GameType, MessageId> = {
  matching: 'games.name.matching',
  'multiple-choice': 'games.name.multipleChoice',
  'spatial-choice': 'games.name.spatialChoice',
  crossword: 'games.name.crossword',
  flashcards: 'games.name.flashcards',
  typing: 'games.name.typing',
};

export const gameNameId = (gameType: GameType): MessageId => NAME_IDS[gameType];

/** The same name in the game picker's own small catalog (the deck page loads it, not the games'). */
export const pickerGameNameId = (gameType: GameType): PickerMessageId => NAME_IDS[gameType].replace(/^games\./, 'gamePicker.') as PickerMessageId;
