// One card side (docs/card-side.md): what a learner sees of a term or a definition, wherever it
// shows — the games, the card list, the end screens. The repositories build both sides of a card
// once, from its row; the generators and the game data carry these objects; CardFace shows them.
// A new kind of side content (a hint, a second picture) is a new field here, not a new family of
// prefixed fields in every game item.
// Plain types, no zod: every game and the app shell read this module, and zod would put ~60 KB
// of script on every page that shows a card (issue 48: the deck page on a phone). The wire
// schema is shared/schemas/cardSide.ts, checked against this type there.
export interface CardSide {
  /** The plain text (a rich side's text derived from its HTML): names, labels, typing, fitting. */
  text: string;
  /** The side's sanitized HTML when it is rich (docs/rich-cards.md); absent or null for a plain side. */
  html?: string | null;
  /** `/api/media/{id}` of the side's picture (its own, else the first its HTML shows). */
  imageUrl?: string | null;
  /** `/api/media/{id}` of the side's sound, played with the side's play button. */
  audioUrl?: string | null;
  /** The side's language, a BCP 47 tag (docs/listening.md), when the deck names one: Listen speaks in it. */
  lang?: string | null;
  /** The card's note type when that type has CSS (docs/notes.md): the face gets its scope class. */
  noteTypeId?: number | null;
}

/** Both sides of a card, named for what they are on the card (a reversed card swaps them). */
export interface CardSides {
  term: CardSide;
  definition: CardSide;
}

/**
 * A side with only the keys that have a value: game data stays small on the wire, and a plain
 * side is `{ text }`.
 */
export function cardSide(text: string, extra: Omit<CardSide, 'text'> = {}): CardSide {
  const side: CardSide = { text };
  if (extra.html) side.html = extra.html;
  if (extra.imageUrl) side.imageUrl = extra.imageUrl;
  if (extra.audioUrl) side.audioUrl = extra.audioUrl;
  if (extra.lang) side.lang = extra.lang;
  if (extra.noteTypeId) side.noteTypeId = extra.noteTypeId;
  return side;
}

/**
 * A card in the flat shape the REST API documents (docs/media.md: `term`, `termImageUrl`,
 * `termAudioUrl`, `termHtml` and their definition twins) and offline packs store.
 */
export interface FlatCardSides {
  term: string;
  definition: string;
  termHtml?: string | null;
  definitionHtml?: string | null;
  termImageUrl?: string | null;
  definitionImageUrl?: string | null;
  termAudioUrl?: string | null;
  definitionAudioUrl?: string | null;
}

/**
 * The two sides of a card given in the documented flat shape (a listed card, a pack card); a
 * card that names its note type (one with CSS, docs/notes.md) names it on both sides.
 */
export function sidesOfFlat(card: FlatCardSides & { noteTypeId?: number | null }): CardSides {
  const noteTypeId = card.noteTypeId;
  return {
    term: cardSide(card.term, { html: card.termHtml, imageUrl: card.termImageUrl, audioUrl: card.termAudioUrl, noteTypeId }),
    definition: cardSide(card.definition, { html: card.definitionHtml, imageUrl: card.definitionImageUrl, audioUrl: card.definitionAudioUrl, noteTypeId }),
  };
}

/** The documented flat shape of two sides, every field present (null when the side lacks it). */
export function flatOfSides({ term, definition }: CardSides): Required<FlatCardSides> {
  return {
    term: term.text,
    definition: definition.text,
    termImageUrl: term.imageUrl ?? null,
    definitionImageUrl: definition.imageUrl ?? null,
    termAudioUrl: term.audioUrl ?? null,
    definitionAudioUrl: definition.audioUrl ?? null,
    termHtml: term.html ?? null,
    definitionHtml: definition.html ?? null,
  };
}
