// Bury siblings (docs/study-sessions.md): cards of one note are siblings; with the deck's
// "Bury siblings" on (the default, as in Anki), a smart session asks at most one of them per
// local day, so a cloze note's cards never come back to back, each revealing the others' answers.
// Pure over the cards and the notes already answered today.

/**
 * The note a card belongs to, or null for a card without siblings. The one place that says what
 * makes two cards siblings: their note (`note_id`, docs/notes.md) — a cloze note's cards, and a
 * reversed note's two cards alike.
 */
export function siblingKey(card: { note_id?: number | null }): string | null {
  return card.note_id == null ? null : String(card.note_id);
}

/**
 * The cards a session may pick from, in their given order (due first): a card whose note was
 * answered today is buried, and of the rest only each note's first card stays. Cards without a
 * note are never buried.
 */
export function burySiblings<T extends { note_id?: number | null }>(cards: readonly T[], answeredToday: ReadonlySet<string>): T[] {
  const taken = new Set(answeredToday);
  return cards.filter((card) => {
    const key = siblingKey(card);
    if (key === null) return true;
    if (taken.has(key)) return false;
    taken.add(key);
    return true;
  });
}
