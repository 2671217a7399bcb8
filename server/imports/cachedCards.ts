import type { DraftCard } from '../domain/import/preview.js';

// A draft's cards as the draft cache holds them (draftCache.ts): one array per field instead of
// one object per card, so each field's name is written once rather than once per card, and a
// reversed card's sides are not written twice. The payload of a 40,000-card Anki package with two
// templates per note drops from 3.3 to 1.4 MB (20,000 plain cards: 1.2 to 0.7 MB): less to
// serialise, write, read and parse for a preview and its confirm (issue 30).

/**
 * One field of every card: a value per card (null: the card has none), or, for a field few
 * cards have (history on a few reviewed cards, a side too long), the cards that have it.
 */
type Column = unknown[] | { at: number[]; values: unknown[] };

export interface CardColumns {
  count: number;
  /**
   * By field name; `term`, `definition` and `deck` are dense (every card has them), and a side
   * that is the previous card's other side is 0. A cloze whose `text` is 0 has the text of the
   * previous card with a cloze (its note's other cards).
   */
  fields: Record<string, Column>;
}

/** Fewer cards than this share of all having a field: the field is kept as a sparse column. */
const SPARSE_SHARE = 1 / 4;

export function cardsToColumns(cards: readonly DraftCard[]): CardColumns {
  const count = cards.length;
  const dense = new Map<string, unknown[]>();
  for (let index = 0; index < count; index++) {
    const card = cards[index] as unknown as Record<string, unknown>;
    // Every own field, whatever DraftCard holds now or later; undefined is absent, as in JSON.
    for (const name in card) {
      const value = card[name];
      if (value === undefined) continue;
      let column = dense.get(name);
      if (!column) dense.set(name, (column = new Array<unknown>(count).fill(null)));
      column[index] = value;
    }
  }
  // A reversed card's sides are its sibling's the other way round: such a side is written as 0,
  // "the previous card's other side" (a side is otherwise always a string).
  const term = dense.get('term');
  const definition = dense.get('definition');
  if (term && definition) {
    for (let index = 1; index < count; index++) {
      if (cards[index].term === cards[index - 1].definition) term[index] = 0;
      if (cards[index].definition === cards[index - 1].term) definition[index] = 0;
    }
  }
  // A cloze note's text is every one of its cards' (500 deletions: 500 copies of the whole text):
  // written on its first card only (issue 49).
  const cloze = dense.get('cloze');
  if (cloze) {
    let previous: unknown = null;
    for (let index = 0; index < count; index++) {
      const value = cloze[index] as { text?: unknown } | null;
      if (!value) continue;
      if (typeof value.text === 'string' && value.text === previous) cloze[index] = { ...value, text: 0 };
      else previous = value.text;
    }
  }
  const fields: Record<string, Column> = {};
  for (const [name, column] of dense) {
    let filled = 0;
    for (let index = 0; index < count; index++) if (column[index] !== null) filled += 1;
    if (filled >= count * SPARSE_SHARE) {
      fields[name] = column;
      continue;
    }
    const at: number[] = [];
    for (let index = 0; index < count; index++) if (column[index] !== null) at.push(index);
    fields[name] = { at, values: at.map((index) => column[index]) };
  }
  return { count, fields };
}

export function cardsFromColumns({ count, fields }: CardColumns): DraftCard[] {
  const cards = new Array<DraftCard>(count);
  const { term, definition, deck, ...others } = fields as Record<string, unknown[]>;
  // The fields every card has make the object; the others are added where a card has them.
  for (let index = 0; index < count; index++) {
    const termValue = term[index];
    const definitionValue = definition[index];
    cards[index] = {
      term: typeof termValue === 'string' ? termValue : cards[index - 1].definition,
      definition: typeof definitionValue === 'string' ? definitionValue : cards[index - 1].term,
      deck: deck[index] as number,
    };
  }
  for (const [name, column] of Object.entries(others as Record<string, Column>)) {
    if (Array.isArray(column)) {
      for (let index = 0; index < count; index++) if (column[index] !== null) (cards[index] as unknown as Record<string, unknown>)[name] = column[index];
    } else {
      for (let k = 0; k < column.at.length; k++) (cards[column.at[k]] as unknown as Record<string, unknown>)[name] = column.values[k];
    }
  }
  if (others.cloze) {
    let previous = '';
    for (const card of cards) {
      if (!card.cloze) continue;
      if ((card.cloze.text as unknown) === 0) card.cloze = { ...card.cloze, text: previous };
      else previous = card.cloze.text;
    }
  }
  return cards;
}
