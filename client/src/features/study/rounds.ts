import { MATCHING_MAX_PAIRS, QUESTIONS_PER_ROUND, type GameType } from '../../../../shared/constants';
import type { CrosswordData, FlashcardsData, GameData, MatchingData, MultipleChoiceData, SpatialChoiceData } from '../../../../shared/games';

/** The card ids a master list covers, in order. */
export function masterCardIds(gameType: GameType, data: GameData): number[] {
  switch (gameType) {
    case 'matching':
      return (data as MatchingData).terms.map((t) => t.id);
    case 'multiple-choice':
      return (data as MultipleChoiceData).questions.map((q) => q.id);
    case 'spatial-choice':
      return (data as SpatialChoiceData).questions.map((q) => q.promptCardId);
    case 'crossword': {
      const clues = (data as CrosswordData).clues;
      return [...clues.across, ...clues.down].map((c) => c.id);
    }
    case 'flashcards':
      return (data as FlashcardsData).cards.map((c) => c.id);
  }
}

/**
 * The next round from the master list, skipping answered cards (SPEC §4 Study page):
 * matching up to 6 pairs, multiple/spatial choice up to 15 questions, a crossword only while
 * nothing has been answered. Null when the session has nothing left to play.
 */
export function buildRound(gameType: GameType, master: GameData, answered: ReadonlySet<number>): GameData | null {
  switch (gameType) {
    case 'matching': {
      const data = master as MatchingData;
      const ids = new Set(data.terms.filter((t) => !answered.has(t.id)).slice(0, MATCHING_MAX_PAIRS).map((t) => t.id));
      if (ids.size === 0) return null;
      return {
        title: data.title,
        terms: data.terms.filter((t) => ids.has(t.id)),
        definitions: data.definitions.filter((d) => ids.has(d.id)),
      } satisfies MatchingData;
    }
    case 'multiple-choice': {
      const data = master as MultipleChoiceData;
      const questions = data.questions.filter((q) => !answered.has(q.id)).slice(0, QUESTIONS_PER_ROUND);
      return questions.length ? ({ title: data.title, questions } satisfies MultipleChoiceData) : null;
    }
    case 'spatial-choice': {
      const data = master as SpatialChoiceData;
      const questions = data.questions.filter((q) => !answered.has(q.promptCardId)).slice(0, QUESTIONS_PER_ROUND);
      return questions.length ? ({ title: data.title, questions } satisfies SpatialChoiceData) : null;
    }
    case 'crossword':
      // One puzzle is one round: once any word is answered, the session is over.
      return answered.size === 0 && masterCardIds('crossword', master).length > 0 ? master : null;
    case 'flashcards': {
      const data = master as FlashcardsData;
      const cards = data.cards.filter((c) => !answered.has(c.id)).slice(0, QUESTIONS_PER_ROUND);
      return cards.length ? ({ title: data.title, cards } satisfies FlashcardsData) : null;
    }
  }
}

/** How many cards a session can still ask: the rest of the master list (0 once a crossword began). */
export function remainingCards(gameType: GameType, master: GameData, answered: ReadonlySet<number>): number {
  if (gameType === 'crossword') return answered.size === 0 ? masterCardIds(gameType, master).length : 0;
  return masterCardIds(gameType, master).filter((id) => !answered.has(id)).length;
}
