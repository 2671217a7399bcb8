import { attachNotes } from '../repos/notes.js';
import { IMPORT_CACHE_TTL_MS } from '../../shared/constants.js';
import { MSG } from '../../shared/messages.js';
import type { ImportConfirmResult, ImportRef } from '../../shared/schemas/imports.js';
import type { Db } from '../db.js';
import type { ImportDraft, plannedDecks } from '../domain/import/preview.js';
import { ankiNoteLinker, ankiTags, fieldTextOf, noteFieldsOf, noteKeyOf, packageNotes } from './ankiNotes.js';
import { noteStamps, updateImportedNote } from '../repos/notes.js';
import { resolveAnkiSides } from './draftMedia.js';
import { requireOwnedDeck } from '../access.js';
import { badRequest, notFound } from '../errors.js';
import { findDeck, touchDeck } from '../repos/decks.js';
import { findImportCache, storeImportResult } from '../repos/importCache.js';
import { ankiKeyOf } from '../domain/import/ankiTemplateKey.js';
import { deckCardsByTerm, insertCardsBatch, updateCardDefinition, updateCardSides, updateCardText, type ImportedCard } from '../repos/importedCards.js';
import type { DraftCard } from '../domain/import/preview.js';

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
  draft?: ImportDraft,
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
    // Anki's rule (docs/anki-templates.md): a note of the deck is updated only when the package's
    // copy is newer and comes from the same Anki note type; else it is kept as it is.
    const packageNoteOf = packageNotes(planned[0].cards);
    const stamps = await noteStamps(trx, existing.flatMap((card) => (card.note_id === null ? [] : [card.note_id])));
    const noteOfGuid = new Map<string, number>();
    for (const [noteId, stamp] of stamps) if (!noteOfGuid.has(stamp.guid)) noteOfGuid.set(stamp.guid, noteId);
    const verdicts = new Map<number, boolean>();
    const newer = async (card: DraftCard, noteId: number | null): Promise<boolean> => {
      if (noteId === null) return true; // a card without a note of Anki's: as before
      let verdict = verdicts.get(noteId);
      if (verdict !== undefined) return verdict;
      const key = noteKeyOf(card);
      const note = key === null ? undefined : packageNoteOf.get(key);
      const stamp = stamps.get(noteId);
      const model = draft?.ankiModels?.[Number(key?.slice(0, key.indexOf('|')))];
      // A note that is not this Anki note (the card was imported before notes kept Anki's guid, or
      // 'choose fields' made it): the file's sides, as before.
      if (!note || !stamp || !model || !key || stamp.guid !== key.slice(key.indexOf('|') + 1)) verdict = true;
      else verdict = stamp.ankiId === model.ankiId && note.m > stamp.updatedAt;
      verdicts.set(noteId, verdict);
      if (verdict && note && stamp?.guid === key?.slice(key.indexOf('|') + 1)) await updateImportedNote(trx, noteId, { fields: noteFieldsOf(note!), fieldText: fieldTextOf(note!.f), tags: ankiTags(note!.t), updatedAt: note!.m });
      return verdict;
    };
    const addedDrafts: DraftCard[] = [];
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
        addedDrafts.push(card);
        continue;
      }
      matched.add(match.id);
      if (byKey && !(await newer(card, match.note_id))) unchanged += 1;
      else if (match.term === card.term && match.definition === card.definition) unchanged += 1;
      else if (byKey && match.note_id !== null) {
        await updateCardSides(trx, match.id, { term: card.term, definition: card.definition, ...resolveAnkiSides(card) }, now);
        changed += 1;
      } else if (byKey) {
        await updateCardText(trx, match.id, card.term, card.definition, now);
        changed += 1;
      } else if (match.definition === card.definition) unchanged += 1;
      else {
        await updateCardDefinition(trx, match.id, card.definition, now);
        changed += 1;
      }
    }
    // A new card of a note the deck has joins it; a new note is made as a confirm makes it.
    const linker = draft ? ankiNoteLinker(userId, { ...draft, cards: planned[0].cards }, now) : null;
    // The package's note types, newer than the user's copies, update them (Anki's rule).
    await linker?.resolve(trx);
    const fresh: number[] = [];
    for (let i = 0; i < added.length; i++) {
      const key = noteKeyOf(addedDrafts[i]);
      const noteId = key === null ? undefined : noteOfGuid.get(key.slice(key.indexOf('|') + 1));
      if (noteId !== undefined) {
        added[i].noteId = noteId;
        added[i].ord = Number(added[i].ankiKey!.slice(added[i].ankiKey!.lastIndexOf(':') + 1));
      } else fresh.push(i);
    }
    if (linker && fresh.length) {
      const freshImported = fresh.map((i) => added[i]);
      await linker.link(trx, deckId, fresh.map((i) => addedDrafts[i]), freshImported);
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
