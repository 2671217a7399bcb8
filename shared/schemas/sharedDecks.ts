import { z } from 'zod';
import { cleanString } from './text.js';
import { DISPLAY_NAME_MSG, MSG } from '../messages.js';
import { DISPLAY_NAME_MAX, displayNameProblem, normaliseDisplayName } from '../displayName.js';
import { cardId, deckId, deckIdParam, DECK_VISIBILITIES, MAX_ROW_ID } from './decks.js';

// Shared decks (docs/shared-decks.md, docs/shared-decks.md): the inputs of sharing, the library,
// suggestions and the leaderboard, used by the tRPC procedures, the REST adapters and the forms.

export const visibility = z.enum(DECK_VISIBILITIES, { error: "Visibility must be 'private' or 'server'." });
export const setSharingInput = z.object({ deckId, visibility });

/** The library's search: words of a deck's name or description (100 characters at most). */
export const librarySearchInput = z.object({ q: cleanString({ error: 'Search must be text.' }).trim().max(100, 'Search is too long (100 characters at most).').optional() });
export const sharedDeckInput = z.object({ deckId });

const SUGGESTION_MSG = 'Suggestion not found.';
export const suggestionId = z.number({ error: SUGGESTION_MSG }).int().positive(SUGGESTION_MSG).max(MAX_ROW_ID, SUGGESTION_MSG);
export const suggestionIdParam = z.coerce.number({ error: SUGGESTION_MSG }).int().positive(SUGGESTION_MSG).max(MAX_ROW_ID, SUGGESTION_MSG);

const suggestedText = cleanString({ error: MSG.termAndDefinitionRequired })
  .trim()
  .min(1, MSG.termAndDefinitionRequired)
  .max(10_000, 'Card text is too long (10,000 characters at most).');
/** A suggested card: both sides as text (an owner adds pictures when accepting, on the card form). */
export const suggestionFields = z.object({ term: suggestedText, definition: suggestedText });
/**
 * An edit: of a cloze card it is the note's source (`term`, with its {{c1::…}} deletions) and its
 * Extra (`definition`, which may be empty, as the card form's); the service requires a
 * definition of any other card (issue 48).
 */
export const suggestionEditFields = z.object({ term: suggestedText, definition: cleanString({ error: MSG.termAndDefinitionRequired }).trim().max(10_000, 'Card text is too long (10,000 characters at most).') });
export const suggestCardEditInput = suggestionEditFields.extend({ cardId });
export const suggestNewCardInput = suggestionFields.extend({ deckId });
/**
 * Flood bounds (docs/shared-decks.md "Suggestions"): a subscriber's pending suggestions per deck,
 * and suggestions per subscriber each minute (all decks). A learner typing real suggestions
 * reaches neither; a script stops at the first.
 */
export const SUGGESTIONS_PENDING_MAX = 50;
export const SUGGESTIONS_PER_MINUTE = 10;
/** The owner's "Reject all": every pending suggestion of the deck, or only those of the learner who wrote `sameAuthorAs`. */
export const rejectAllSuggestionsInput = z.object({ deckId, sameAuthorAs: suggestionId.optional() });
export const rejectAllSuggestionsBody = z.object({ sameAuthorAs: suggestionId.optional() }).optional();
export const decideSuggestionInput = z.object({ suggestionId, decision: z.enum(['accept', 'reject'], { error: "Decision must be 'accept' or 'reject'." }) });

export { deckIdParam };

export { DISPLAY_NAME_MAX };
/**
 * A display name: what other learners see instead of an e-mail. Stored normalised (NFKC, spaces
 * collapsed) and refused when it could pass for the app, its staff or the default 'Learner N'
 * (shared/displayName.ts, docs/shared-decks.md).
 */
export const displayName = z
  .string({ error: DISPLAY_NAME_MSG.notText })
  .transform(normaliseDisplayName)
  .superRefine((name, ctx) => {
    const problem = displayNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export const preferencesInput = z
  .object({ showOnLeaderboard: z.boolean({ error: 'showOnLeaderboard must be true or false.' }).optional(), displayName: displayName.nullable().optional() })
  .refine((input) => input.showOnLeaderboard !== undefined || input.displayName !== undefined, 'Nothing to change.');
export const shareProgressInput = z.object({ deckId, shareProgress: z.boolean({ error: 'shareProgress must be true or false.' }) });

export type SuggestionFields = z.infer<typeof suggestionFields>;
export type PreferencesInput = z.infer<typeof preferencesInput>;

/** One deck of the Shared Decks library. */
export interface SharedDeckListing {
  id: number;
  name: string;
  description: string | null;
  ownerName: string;
  cardCount: number;
  subscriberCount: number;
  updatedAt: string;
  subscribed: boolean;
  /** True on the learner's own shared decks (no Subscribe for them). */
  own: boolean;
}

export type SuggestionStatus = 'pending' | 'accepted' | 'rejected';

/** A suggestion as its deck's owner sees it (no names: a subscriber is 'a learner') or as its author does. */
export interface Suggestion {
  id: number;
  deckId: number;
  deckName: string;
  /** The card an edit is for; null for a new card (or a card deleted since). */
  cardId: number | null;
  kind: 'edit' | 'new';
  term: string;
  definition: string;
  /** The card's text now, for an edit of a card that still exists. */
  current: { term: string; definition: string } | null;
  /**
   * The note fields an edit changes, by the card's template side ('Back'; 'Front side' when the side
   * shows more than one field); empty for a new card, a card deleted since, or no change.
   */
  fields: string[];
  status: SuggestionStatus;
  createdAt: string;
  decidedAt: string | null;
}

export interface LeaderboardEntry {
  rank: number;
  displayName: string;
  answers: number;
  /** True on the learner's own line. */
  you: boolean;
}

export interface Leaderboard {
  entries: LeaderboardEntry[];
  /** Monday 00:00 UTC of this week, ISO. */
  weekStart: string;
  /** The learner's own choice (the board shows them only when true). */
  showOnLeaderboard: boolean;
  displayName: string;
}

/** The card statistics an owner sees: only from subscribers who chose to share their progress. */
export interface DeckCardStats {
  sharingLearners: number;
  cards: { cardId: number; term: string; answers: number; successRate: number | null }[];
  hardest: { cardId: number; term: string; answers: number; successRate: number }[];
}
