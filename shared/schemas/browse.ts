import { z } from 'zod';
import { BROWSE_MSG } from '../messages.js';
import { cardId, deckId } from './decks.js';
import { tagName } from './notes.js';

// The card browser (docs/browse.md): a search over the user's own cards and bulk actions on them.

/** At most this many cards per bulk action: one transaction stays short. */
export const BROWSE_MAX_CARDS = 1_000;
export const BROWSE_PAGE_SIZE = 50;

export const browseSearchInput = z.object({
  q: z.string().max(500, BROWSE_MSG.queryTooLong).default(''),
  /** The last card id of the page before (keyset paging, newest first). */
  after: cardId.optional(),
  limit: z.number().int().min(1).max(200).default(BROWSE_PAGE_SIZE),
});
export type BrowseSearchInput = z.input<typeof browseSearchInput>;

export interface BrowseCard {
  id: number;
  deckId: number;
  deckName: string;
  term: string;
  definition: string;
  tags: string[];
  suspended: boolean;
  /** The user's next due time (epoch ms); null for a card never studied. */
  due: number | null;
}

export interface BrowsePage {
  cards: BrowseCard[];
  /** Pass as `after` for the next page; null on the last. */
  next: number | null;
}

const cardIds = z.array(cardId).min(1, BROWSE_MSG.noCards).max(BROWSE_MAX_CARDS, BROWSE_MSG.tooManyCards);

export const browseActionInput = z.discriminatedUnion('action', [
  z.object({ action: z.literal('move'), cardIds, deckId: deckId }),
  z.object({ action: z.literal('suspend'), cardIds }),
  z.object({ action: z.literal('unsuspend'), cardIds }),
  z.object({ action: z.literal('delete'), cardIds }),
  z.object({ action: z.literal('addTag'), cardIds, tag: tagName }),
  z.object({ action: z.literal('removeTag'), cardIds, tag: tagName }),
]);
export type BrowseAction = z.infer<typeof browseActionInput>;
