// Where an imported Anki card came from (issue 30). Its own module: the confirm's writer and
// the re-import read it on any thread, without loading the template renderer.

/** Where an imported card came from: re-import matches cards by note guid + template ordinal. */
export interface AnkiCardOrigin {
  /** Index into the draft's `ankiNoteTypes`. */
  type: number;
  /** The Anki card's ordinal: its template's, or a cloze card's deletion number - 1. */
  ord: number;
  guid: string;
}

/** What re-import matches an Anki card by (cards.anki_key, migration 0020); null for other cards. */
export const ankiKeyOf = (card: { anki?: AnkiCardOrigin }): string | null => (card.anki ? `${card.anki.guid}:${card.anki.ord}` : null);
