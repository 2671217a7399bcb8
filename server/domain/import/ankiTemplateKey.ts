// Where an imported Anki card came from (issue 30). Its own module: the confirm's writer and
// the re-import read it on any thread, without loading the template renderer.

/**
 * Where an imported card came from, as one string: `{note type}|{1 on the first card made from
 * the note, else 0}|{note guid}:{ordinal}` — the note type an index into the draft's
 * `ankiNoteTypes`, the ordinal the Anki card's (its template's, or a cloze card's deletion
 * number - 1). The part after the second `|` is the card's re-import key as stored (cards.anki_key,
 * migration 0020). One string rather than a tuple: 40,000 cards' worth of it is in the cache, and
 * a tuple per card made the confirm of a two-template package ~12% slower (docs/anki-templates.md).
 * A guid may hold `|` and `:` (Anki's base91), so the type and flag are read from the front and
 * the ordinal from the back.
 */
export type AnkiCardOrigin = string;

export const ankiOrigin = (type: number, ord: number, guid: string, firstOfNote: boolean): string => `${type}|${firstOfNote ? 1 : 0}|${guid}:${ord}`;

export interface AnkiOriginParts {
  type: number;
  ord: number;
  firstOfNote: boolean;
}

/** The note type, ordinal and first-of-note flag of an origin. */
export function originParts(origin: AnkiCardOrigin): AnkiOriginParts {
  const typeEnd = origin.indexOf('|');
  return {
    type: Number(origin.slice(0, typeEnd)),
    ord: Number(origin.slice(origin.lastIndexOf(':') + 1)),
    firstOfNote: origin.charCodeAt(typeEnd + 1) === 49, // '1'
  };
}

/** What re-import matches an Anki card by (cards.anki_key, migration 0020); null for other cards. */
export function ankiKeyOf(card: { anki?: AnkiCardOrigin }): string | null {
  const origin = card.anki;
  if (origin === undefined) return null;
  return origin.slice(origin.indexOf('|', origin.indexOf('|') + 1) + 1);
}
