import { clozeProblem } from '../../../../shared/cloze';
import type { Suggestion, SuggestionStatus } from '../../../../shared/schemas/sharedDecks';

// What a subscriber reads about their suggestions (docs/shared-decks.md): the form's checks (the server's
// own zod schema and messages) and each suggestion's outcome.

export const STATUS_LABEL: Record<SuggestionStatus, string> = { pending: 'Pending', accepted: 'Accepted', rejected: 'Rejected' };

export const SUGGESTION_SENT = "Suggestion sent. The deck's owner will accept or reject it; you'll see the outcome under Your suggestions.";
export const FORMATTING_NOTE = "This card has formatting. A suggestion is plain text: if the owner accepts it, the card's formatting goes.";
export const SUGGESTION_FAILED = 'Could not send the suggestion. Please try again.';

/** The owner's "Reject all" (server/services/suggestions.ts rejectAllSuggestions). */
export const REJECT_ALL_FAILED = 'Could not reject the suggestions. Please try again.';
/** What the confirmation says is about to happen; `shown` is what the queue lists (200 at most). */
export function rejectAllMessage(shown: number): string {
  const count = shown >= 200 ? 'every suggestion' : shown === 1 ? 'the 1 suggestion' : `all ${shown} suggestions`;
  return `This rejects ${count} waiting on this deck, including any sent since you opened the page. The cards do not change; each learner sees "Rejected".`;
}
export const rejectedCount = (n: number) => (n === 1 ? '1 suggestion rejected.' : `${n} suggestions rejected.`);

export const CLOZE_SUGGESTION_NOTE = 'This is a cloze card: its text keeps the answers in {{c1::…}}. Change the words, and keep or add the deletions the cards ask.';

/**
 * A cloze card's suggestion (its source and Extra): the edit's fields as the server reads them,
 * and deletions the cards can ask (shared/cloze.ts); null when it would be accepted. The schema
 * loads only when a suggestion is sent, as for a basic card's.
 */
export async function clozeSuggestionProblem(text: string, extra: string): Promise<string | null> {
  const { suggestionEditFields } = await import('../../../../shared/schemas/sharedDecks');
  const parsed = suggestionEditFields.safeParse({ term: text, definition: extra });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? SUGGESTION_FAILED;
  return clozeProblem(text.trim());
}

/**
 * The first problem with the fields, as the server would word it; null when they would be
 * accepted. The server's schema (and zod with it) loads only when a suggestion is sent, not with
 * the deck page (issue 48: the deck page's script on a phone).
 */
export async function suggestionProblem(term: string, definition: string): Promise<string | null> {
  const { suggestionFields } = await import('../../../../shared/schemas/sharedDecks');
  const parsed = suggestionFields.safeParse({ term, definition });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? SUGGESTION_FAILED);
}

/**
 * One line of Your suggestions: what was proposed, and for an edit, which card (by its text now;
 * once accepted that is the suggestion itself, so it is not repeated).
 */
export function suggestionLabel(suggestion: Pick<Suggestion, 'kind' | 'current' | 'status'>): string {
  if (suggestion.kind === 'new') return 'New card';
  if (!suggestion.current) return 'Edit of a card since deleted';
  return suggestion.status === 'accepted' ? 'Edit of a card' : `Edit of “${suggestion.current.term}”`;
}

/** Pending first (what is still open), then the newest decided; the server sends newest first. */
export function sortForAuthor<T extends Pick<Suggestion, 'status' | 'id'>>(suggestions: readonly T[]): T[] {
  return [...suggestions].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending') || b.id - a.id);
}

/**
 * Which note fields an edit changes, as the server names them (server/domain/notes/suggestionFields.ts):
 * "Suggests a change to Back"; null when it names none (a new card, a card deleted since).
 */
export function suggestedFieldsText(fields: readonly string[] | undefined): string | null {
  if (!fields || fields.length === 0) return null;
  const names = fields.length === 1 ? fields[0] : `${fields.slice(0, -1).join(', ')} and ${fields[fields.length - 1]}`;
  return `Suggests a change to ${names}`;
}
