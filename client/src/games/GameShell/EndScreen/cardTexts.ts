import type { GameType } from '../../../../../shared/constants';
import type { StudyDirection } from '../../../../../shared/generators/direction';
import type { CrosswordData, FlashcardsData, GameData, MatchingData, MultipleChoiceData, SpatialChoiceData, TypingData } from '../../../../../shared/games';

export interface CardText {
  id: number;
  term: string;
  definition: string;
  /** A rich side's HTML (DESIGN §18), shown through CardFace. */
  termHtml?: string | null;
  definitionHtml?: string | null;
}

/**
 * Term and definition of every card a game's data covers, by card id, for the end screen's
 * missed cards when the deck's card list is not at hand (casual play). A crossword knows a
 * term only as its answer letters.
 */
export function cardTexts(gameType: GameType, data: GameData): Map<number, CardText> {
  const texts = new Map<number, CardText>();
  const add = (id: number, term: string, definition: string, termHtml?: string | null, definitionHtml?: string | null) =>
    texts.set(id, { id, term, definition, termHtml, definitionHtml });
  switch (gameType) {
    case 'matching': {
      const { terms, definitions } = data as MatchingData;
      const defs = new Map(definitions.map((d) => [d.id, d]));
      for (const t of terms) add(t.id, t.text, defs.get(t.id)?.text ?? '', t.html, defs.get(t.id)?.html);
      break;
    }
    case 'multiple-choice':
      for (const q of (data as MultipleChoiceData).questions) {
        const answer = q.options.find((o) => o.optionId === q.correctOptionId);
        add(q.id, q.questionText, answer?.text ?? '', q.questionHtml, answer?.html);
      }
      break;
    case 'spatial-choice':
      for (const q of (data as SpatialChoiceData).questions) {
        const answer = q.options.find((o) => o.termId === q.correctTermId);
        add(q.promptCardId, answer?.text ?? '', q.promptDefinition, answer?.html, q.promptHtml);
      }
      break;
    case 'crossword': {
      const { across, down } = (data as CrosswordData).clues;
      for (const c of [...across, ...down]) add(c.id, c.answer, c.clueText, null, c.clueHtml);
      break;
    }
    case 'flashcards':
      for (const c of (data as FlashcardsData).cards) add(c.id, c.front, c.back, c.frontHtml, c.backHtml);
      break;
    case 'typing':
      for (const item of (data as TypingData).items) add(item.id, item.prompt, item.reveal ?? item.answer);
      break;
  }
  return texts;
}

/**
 * The missed cards as the end screen lists them: always 'term — definition' (DESIGN §15), whatever
 * side the game asked from. The deck's own cards are the truth when at hand (they also give a
 * crossword's term as written, not its answer letters). Without them the game's texts are used:
 * a game played in reverse saw every card with its sides swapped, so they are swapped back; in
 * mixed each card drew its own side and only the deck can tell, so they are shown as played.
 */
export function missedCardTexts(
  missedIds: readonly number[],
  gameTexts: ReadonlyMap<number, CardText>,
  deckCards: readonly CardText[] | undefined,
  direction: StudyDirection | undefined,
): CardText[] {
  const deck = new Map(deckCards?.map((c) => [c.id, c]));
  const out: CardText[] = [];
  for (const id of missedIds) {
    const own = deck.get(id);
    if (own) {
      out.push({ id, term: own.term, definition: own.definition, termHtml: own.termHtml, definitionHtml: own.definitionHtml });
      continue;
    }
    const played = gameTexts.get(id);
    if (!played) continue;
    out.push(direction === 'reverse' ? { id, term: played.definition, definition: played.term, termHtml: played.definitionHtml, definitionHtml: played.termHtml } : played);
  }
  return out;
}
