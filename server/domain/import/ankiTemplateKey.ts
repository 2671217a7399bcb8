// Where an imported Anki card came from (issue 30). Its own module: the confirm's writer and
// the re-import read it on any thread, without loading the template renderer.

/**
 * Where an imported card came from: [note type (index into the draft's `ankiNoteTypes`), the
 * Anki card's ordinal (its template's, or a cloze card's deletion number - 1), the note's guid,
 * 1 on the first card made from the note]. A tuple: 40,000 cards' worth of it is in the cache.
 */
export type AnkiCardOrigin = [type: number, ord: number, guid: string, firstOfNote?: 1];

/** What re-import matches an Anki card by (cards.anki_key, migration 0020); null for other cards. */
export const ankiKeyOf = (card: { anki?: AnkiCardOrigin }): string | null => (card.anki ? `${card.anki[2]}:${card.anki[1]}` : null);
