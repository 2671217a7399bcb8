import { attachNotes } from '../repos/notes.js';
import { IMPORT_CACHE_TTL_MS } from '../../shared/constants.js';
import { MSG } from '../../shared/messages.js';
import type { ImportConfirmResult, ImportRef } from '../../shared/schemas/imports.js';
import type { Db } from '../db.js';
import type { plannedDecks } from '../domain/import/preview.js';
import { requireOwnedDeck } from '../access.js';
import { badRequest, notFound } from '../errors.js';
import { findDeck, touchDeck } from '../repos/decks.js';
import { findImportCache, storeImportResult } from '../repos/importCache.js';
import { ankiKeyOf } from '../domain/import/ankiTemplateKey.js';
import { deckCardsByTerm, insertCardsBatch, updateCardDefinition, updateCardText, type ImportedCard } from '../repos/importedCards.js';

export const UPDATE_NEEDS_ONE_DECK = 'Only an import into one deck can update an existing deck. Import it as new decks instead.';

/** Terms match when equal after trimming (case counts: "Paris" and "paris" are two cards). */
const termKey = (term: string) => term.trim().normalize('NFC');

/**
 * Re-import into an existing deck, in one transaction: a card whose term is in the file gets the
 * file's definition and keeps its FSRS state and review history; a term new to the deck becomes a
 * new card. An Anki card is matched first by its note guid and template ordinal (issue 30), so a
 * note whose front changed, or whose reversed card shares a term, still finds its own card, and
 * takes both sides from the file. Cards whose term is not in the file are kept (the file may be a part of the deck, and
 * deleting study progress on a re-import would be a surprise). The answer is stored like a normal
 * confirm's, so a retry answers it again and changes nothing.
 */
export async function updateExistingDeck(
  db: Db,
  userId: number,
  ref: ImportRef,
  now: number,
  planned: ReturnType<typeof plannedDecks>,
  deckId: number,
): Promise<ImportConfirmResult> {
  if (planned.length !== 1) throw badRequest(UPDATE_NEEDS_ONE_DECK);
  return db.transaction().execute(async (trx) => {
    const row = await findImportCache(trx, userId, ref.temporaryImportId, ref.type, now);
    if (!row) throw notFound(MSG.importNotFound);
    if (row.result !== null) return JSON.parse(row.result) as ImportConfirmResult;
    // Only the owner may rewrite a deck: a subscriber studies it (findDeck would find it) but gets
    // 403, anyone else 404 (docs/shared-decks.md). Checked here, in the transaction that writes.
    await requireOwnedDeck(trx, userId, deckId);
    const deck = await findDeck(trx, userId, deckId, now);
    if (!deck) throw notFound(MSG.deckNotFound);
    const existing = await deckCardsByTerm(trx, deckId);
    const byTerm = new Map<string, (typeof existing)[number]>();
    const byAnkiKey = new Map<string, (typeof existing)[number]>();
    for (const card of existing) {
      if (card.anki_key !== null && !byAnkiKey.has(card.anki_key)) byAnkiKey.set(card.anki_key, card);
      if (!byTerm.has(termKey(card.term))) byTerm.set(termKey(card.term), card);
    }
    // A card is updated once, whichever way it was matched first.
    const matched = new Set<number>();
    let changed = 0;
    let unchanged = 0;
    const added: ImportedCard[] = [];
    const seen = new Set<string>();
    for (const card of planned[0].cards) {
      const ankiKey = ankiKeyOf(card);
      const key = termKey(card.term);
      // A term twice in the file: the first one counts, as for the deck's own duplicates. Anki
      // cards are told apart by their keys instead (two templates may show the same front).
      if (ankiKey === null) {
        if (seen.has(key)) continue;
        seen.add(key);
      }
      const byKey = ankiKey === null ? undefined : byAnkiKey.get(ankiKey);
      // By term only where one side has no key: a card of another Anki note or template is not this one.
      const termMatch = byTerm.get(key);
      const match = byKey ?? (termMatch && (termMatch.anki_key === null || ankiKey === null) ? termMatch : undefined);
      if (match && matched.has(match.id)) continue;
      if (!match) {
        added.push({ term: card.term, definition: card.definition, history: card.history, ankiKey });
        continue;
      }
      matched.add(match.id);
      if (match.term === card.term && match.definition === card.definition) unchanged += 1;
      else if (byKey) {
        await updateCardText(trx, match.id, card.term, card.definition, now);
        changed += 1;
      } else if (match.definition === card.definition) unchanged += 1;
      else {
        await updateCardDefinition(trx, match.id, card.definition, now);
        changed += 1;
      }
    }
    await insertCardsBatch(trx, deckId, added, now);
    await touchDeck(trx, deckId, now);
    const kept = existing.length - changed - unchanged;
    const result: ImportConfirmResult = {
      success: true,
      message:
        `Deck “${deck.name}” updated: ${changed} ${changed === 1 ? 'card' : 'cards'} changed, ${added.length} added, ${unchanged} unchanged` +
        (kept > 0 ? `; ${kept} not in the file kept.` : '.'),
      createdDecks: [{ id: deckId, name: deck.name, cardCount: existing.length + added.length }],
    };
    // Cards new to the deck get their notes (docs/notes.md).
    await attachNotes(trx, now, { deckIds: [deckId] });
    await storeImportResult(trx, userId, ref.temporaryImportId, JSON.stringify(result), now + IMPORT_CACHE_TTL_MS);
    return result;
  });
}
