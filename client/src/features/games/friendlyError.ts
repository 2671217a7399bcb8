import { CROSSWORD_NOT_POSSIBLE } from '../../../../shared/crossword';
import { MSG } from '../../../../shared/messages';

const CROSSWORD_UNSUITABLE = MSG.crosswordNoData.replace(/^Error: /, '');

/**
 * A game that could not be built, told as a person would: the crossword's unsuitable-deck
 * error (developer wording in docs/product.md: validation) becomes what to do about it. Other messages pass through.
 */
export function friendlyGameError(message: string): { title: string; message: string; retryable: boolean } {
  if (message.replace(/^Error: /, '') === CROSSWORD_UNSUITABLE) {
    return { title: "This deck can't make a crossword", message: `${CROSSWORD_NOT_POSSIBLE} Try another game for this deck.`, retryable: false };
  }
  return { title: 'Something went wrong', message, retryable: true };
}
