// Bury siblings (docs/study-sessions.md): cards of one note are siblings; with the deck's
// "Bury siblings" on (the default, as in Anki), a smart session asks at most one of them per
// local day, so a cloze note's cards never come back to back, each revealing the others' answers.
// Pure over the cards and the notes already answered today; shared by the server's sessions.start
// and an offline session from a pack (shared/offlinePack.ts).

/**
 * The note a card belongs to, or null for a card without siblings. The one place that says what
 * makes two cards siblings: their note (`note_id`, docs/notes.md) — a cloze note's cards, and a
 * reversed note's two cards alike.
 */
export function siblingKey(card: { note_id?: number | null }): string | null {
  return card.note_id == null ? null : String(card.note_id);
}

/** The notes answered on a day, and the cards answered themselves (they are not their own siblings). */
export interface AnsweredToday {
  notes: ReadonlySet<string>;
  cards: ReadonlySet<number>;
}

/**
 * The cards a session may pick from, in their given order (due first): a card whose note had
 * another card answered today is buried, and of the rest only each note's first card stays. A
 * card answered today itself stays (it is due again in its learning steps, not its own sibling);
 * cards without a note are never buried.
 */
export function burySiblings<T extends { id: number; note_id?: number | null }>(cards: readonly T[], answeredToday: AnsweredToday): T[] {
  const taken = new Set<string>();
  const keep = new Set<number>();
  // A card answered today stays, and takes its note's place before any sibling.
  for (const card of cards) {
    const key = siblingKey(card);
    if (key !== null && answeredToday.cards.has(card.id) && !taken.has(key)) {
      taken.add(key);
      keep.add(card.id);
    }
  }
  return cards.filter((card) => {
    const key = siblingKey(card);
    if (key === null || keep.has(card.id)) return true;
    if (taken.has(key) || answeredToday.notes.has(key)) return false;
    taken.add(key);
    return true;
  });
}
