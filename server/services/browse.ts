import { requireOwnedDeck, type AuthedContext } from '../access.js';
import { notFound } from '../errors.js';
import { MSG } from '../../shared/messages.js';
import { parseBrowseQuery } from '../../shared/browseQuery.js';
import type { BrowseAction, BrowsePage } from '../../shared/schemas/browse.js';
import { ownCardsOf, moveCards, retagNotes, searchOwnCards, setSuspended } from '../repos/browse.js';
import { deleteCardRow, findOwnedCard, mediaIdsOfRow } from '../repos/cards.js';
import { touchDeck } from '../repos/decks.js';
import { deleteUnreferencedMedia, htmlMediaRowIds } from '../repos/media.js';
import { deleteNoteIfEmpty } from '../repos/notes.js';
import { tagMatches } from '../../shared/noteTypes.js';

// The card browser (docs/browse.md): search the user's own cards, and change many at once. An
// action is all or nothing: one id that is not the user's own card (another user's, a subscribed
// deck's, a deleted one) is a 404 and nothing changes, in one transaction.

export async function searchCards(ctx: AuthedContext, input: { q: string; after?: number; limit: number }): Promise<BrowsePage> {
  return searchOwnCards(ctx.db, ctx.user.id, parseBrowseQuery(input.q), ctx.now().getTime(), input.after, input.limit);
}

export async function applyAction(ctx: AuthedContext, input: BrowseAction): Promise<{ changed: number }> {
  const now = ctx.now().getTime();
  const ids = [...new Set(input.cardIds)];
  return ctx.db.transaction().execute(async (trx) => {
    const cards = await ownCardsOf(trx, ctx.user.id, ids);
    if (cards.length !== ids.length) throw notFound(MSG.cardNotFound);
    const noteIds = [...new Set(cards.flatMap((card) => (card.note_id === null ? [] : [card.note_id])))];
    const decks = new Set(cards.map((card) => card.deck_id));
    switch (input.action) {
      case 'move':
        await requireOwnedDeck(trx, ctx.user.id, input.deckId);
        await moveCards(trx, ids, noteIds, input.deckId, now);
        decks.add(input.deckId);
        break;
      case 'suspend':
      case 'unsuspend':
        await setSuspended(trx, ids, input.action === 'suspend');
        break;
      case 'addTag':
        await retagNotes(trx, noteIds, (tags) => (tags.some((tag) => tag.toLowerCase() === input.tag.toLowerCase()) ? tags : [...tags, input.tag]), now);
        break;
      case 'removeTag':
        // Removing a parent removes its children too, as the tag search finds them (docs/notes.md).
        await retagNotes(trx, noteIds, (tags) => tags.filter((tag) => !tagMatches(tag, input.tag)), now);
        break;
      case 'delete':
        for (const id of ids) {
          const card = (await findOwnedCard(trx, ctx.user.id, id))!;
          await deleteCardRow(trx, id);
          const inline = [...(await htmlMediaRowIds(trx, ctx.user.id, card.term_html)), ...(await htmlMediaRowIds(trx, ctx.user.id, card.definition_html))];
          await deleteUnreferencedMedia(trx, ctx.user.id, [...Object.values(mediaIdsOfRow(card)), ...inline]);
        }
        // A note goes with its last card (docs/notes.md).
        for (const noteId of noteIds) await deleteNoteIfEmpty(trx, noteId);
        break;
    }
    for (const deckId of decks) await touchDeck(trx, deckId, now);
    return { changed: ids.length };
  });
}
