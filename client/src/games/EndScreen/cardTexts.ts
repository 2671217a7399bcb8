import type { GameType } from '../../../../shared/constants';
import type { CrosswordData, FlashcardsData, GameData, MatchingData, MultipleChoiceData, SpatialChoiceData } from '../../../../shared/games';

export interface CardText {
  id: number;
  term: string;
  definition: string;
}

/**
 * Term and definition of every card a game's data covers, by card id, for the end screen's
 * missed cards when the deck's card list is not at hand (casual play). A crossword knows a
 * term only as its answer letters.
 */
export function cardTexts(gameType: GameType, data: GameData): Map<number, CardText> {
  const texts = new Map<number, CardText>();
  const add = (id: number, term: string, definition: string) => texts.set(id, { id, term, definition });
  switch (gameType) {
    case 'matching': {
      const { terms, definitions } = data as MatchingData;
      const defs = new Map(definitions.map((d) => [d.id, d.text]));
      for (const t of terms) add(t.id, t.text, defs.get(t.id) ?? '');
      break;
    }
    case 'multiple-choice':
      for (const q of (data as MultipleChoiceData).questions) add(q.id, q.questionText, q.options.find((o) => o.optionId === q.correctOptionId)?.text ?? '');
      break;
    case 'spatial-choice':
      for (const q of (data as SpatialChoiceData).questions) add(q.promptCardId, q.options.find((o) => o.termId === q.correctTermId)?.text ?? '', q.promptDefinition);
      break;
    case 'crossword': {
      const { across, down } = (data as CrosswordData).clues;
      for (const c of [...across, ...down]) add(c.id, c.answer, c.clueText);
      break;
    }
    case 'flashcards':
      for (const c of (data as FlashcardsData).cards) add(c.id, c.front, c.back);
      break;
  }
  return texts;
}
