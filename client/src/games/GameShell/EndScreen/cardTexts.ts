import type { GameType } from '../../../../../shared/constants';
import type { StudyDirection } from '../../../../../shared/generators/direction';
import { cardSide, sidesOfFlat, type CardSide, type CardSides, type FlatCardSides } from '../../../../../shared/cardSide';
import type { CrosswordData, FlashcardsData, GameData, MatchingData, MultipleChoiceData, SpatialChoiceData, TypingData } from '../../../../../shared/games';

/** A card's two sides as the end screen lists them (its text and, when rich, its HTML). */
export interface CardText extends CardSides {
  id: number;
}

/** A card in the documented flat shape (a listed card) as the end screen lists it. */
export const cardTextOf = (card: FlatCardSides & { id: number; noteTypeId?: number | null }): CardText => ({ id: card.id, ...sidesOfFlat(card) });

/**
 * Term and definition of every card a game's data covers, by card id, for the end screen's
 * missed cards when the deck's card list is not at hand (casual play). A crossword knows a
 * term only as its answer letters.
 */
export function cardTexts(gameType: GameType, data: GameData): Map<number, CardText> {
  const texts = new Map<number, CardText>();
  // An item's side without the item's own fields (its id); its note type stays, for the type's CSS.
  const sideOf = ({ text, html, imageUrl, audioUrl, lang, noteTypeId }: CardSide) => cardSide(text, { html, imageUrl, audioUrl, lang, noteTypeId });
  const add = (id: number, term: CardSide, definition: CardSide) => texts.set(id, { id, term: sideOf(term), definition: sideOf(definition) });
  const none = cardSide('');
  switch (gameType) {
    case 'matching': {
      const { terms, definitions } = data as MatchingData;
      const defs = new Map(definitions.map((d) => [d.id, d]));
      for (const t of terms) add(t.id, t, defs.get(t.id) ?? none);
      break;
    }
    case 'multiple-choice':
      for (const q of (data as MultipleChoiceData).questions) add(q.id, q.question, q.options.find((o) => o.optionId === q.correctOptionId) ?? none);
      break;
    case 'spatial-choice':
      for (const q of (data as SpatialChoiceData).questions) add(q.promptCardId, q.options.find((o) => o.termId === q.correctTermId) ?? none, q.prompt);
      break;
    case 'crossword': {
      const { across, down } = (data as CrosswordData).clues;
      for (const c of [...across, ...down]) add(c.id, cardSide(c.answer), c.clue);
      break;
    }
    case 'flashcards':
      for (const c of (data as FlashcardsData).cards) add(c.id, c.front, c.back);
      break;
    case 'typing':
      // As typed: the prompt's text, and what was to be typed (a cloze card's filled-in text).
      for (const item of (data as TypingData).items) add(item.id, cardSide(item.prompt.text), cardSide(item.reveal ?? item.answer));
      break;
  }
  return texts;
}

/**
 * The missed cards as the end screen lists them: always 'term — definition' (docs/flashcards.md), whatever
 * side the game asked from. The deck's own cards are the truth when at hand (they also give a
 * crossword's term as written, not its answer letters). Without them the game's texts are used:
 * a game played in reverse saw every card with its sides swapped, so they are swapped back; in
 * mixed each card drew its own side and only the deck can tell, so they are shown as played.
 */
export function missedCardTexts(
  missedIds: readonly number[],
  gameTexts: ReadonlyMap<number, CardText>,
  deckCards: readonly (FlatCardSides & { id: number; noteTypeId?: number | null })[] | undefined,
  direction: StudyDirection | undefined,
): CardText[] {
  const deck = new Map(deckCards?.map((c) => [c.id, c]));
  const out: CardText[] = [];
  for (const id of missedIds) {
    const own = deck.get(id);
    if (own) {
      out.push(cardTextOf(own));
      continue;
    }
    const played = gameTexts.get(id);
    if (!played) continue;
    out.push(direction === 'reverse' ? { id, term: played.definition, definition: played.term } : played);
  }
  return out;
}
