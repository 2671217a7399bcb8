// Side languages in game data (DESIGN §19). The generators know nothing of languages: the deck's
// two tags are put on every card before the cards are oriented (direction.ts swaps them with the
// text, so a reversed card's prompt speaks the definition's language), and once a game is built
// each item is given its side's tag here, looked up by the card id every item carries. One place
// for every game, so a generator rewrite (crossword density, cloze) never has to carry them.
import type { GameType } from '../constants.js';
import type { GameData, GameDataByType } from '../games.js';
import type { GameCard, Side } from './types.js';

/** The cards with the deck's languages on them; unchanged when the deck names none. */
export function withLanguages<T extends GameCard>(cards: readonly T[], languages: { term: string | null; definition: string | null } | undefined): T[] {
  if (!languages || (!languages.term && !languages.definition)) return cards.slice();
  return cards.map((card) => ({ ...card, termLanguage: languages.term, definitionLanguage: languages.definition }));
}

/**
 * Adds each item's side language to a game built from `cards` (the oriented cards the generator
 * saw). Mutates `data` (just built, owned by the caller) and answers it. A game type it does not
 * know (a game added later) is left as it is: its items simply get no Listen button.
 */
export function addSideLanguages(gameType: GameType, data: GameData, cards: readonly GameCard[]): GameData {
  if (!cards.some((c) => c.termLanguage || c.definitionLanguage)) return data;
  const byId = new Map(cards.map((c) => [c.id, c]));
  const lang = (id: number, side: Side) => (side === 'term' ? byId.get(id)?.termLanguage : byId.get(id)?.definitionLanguage) || undefined;
  const set = <K extends string>(target: Partial<Record<K, string>>, key: K, value: string | undefined) => {
    if (value) target[key] = value;
  };
  switch (gameType) {
    case 'matching': {
      const d = data as GameDataByType['matching'];
      for (const item of d.terms) set(item, 'lang', lang(item.id, 'term'));
      for (const item of d.definitions) set(item, 'lang', lang(item.id, 'definition'));
      break;
    }
    case 'multiple-choice':
      for (const q of (data as GameDataByType['multiple-choice']).questions) {
        set(q, 'questionLang', lang(q.id, 'term'));
        for (const option of q.options) set(option, 'lang', lang(option.optionId, 'definition'));
      }
      break;
    case 'spatial-choice':
      for (const q of (data as GameDataByType['spatial-choice']).questions) {
        set(q, 'promptLang', lang(q.promptCardId, 'definition'));
        for (const option of q.options) set(option, 'lang', lang(option.termId, 'term'));
      }
      break;
    case 'crossword': {
      const { across, down } = (data as GameDataByType['crossword']).clues;
      for (const clue of [...across, ...down]) set(clue, 'clueLang', lang(clue.id, 'definition'));
      break;
    }
    case 'flashcards':
      for (const card of (data as GameDataByType['flashcards']).cards) {
        set(card, 'frontLang', lang(card.id, 'term'));
        set(card, 'backLang', lang(card.id, 'definition'));
      }
      break;
    case 'typing':
      for (const item of (data as GameDataByType['typing']).items) {
        set(item, 'promptLang', lang(item.id, 'term'));
        set(item, 'answerLang', lang(item.id, 'definition'));
      }
      break;
  }
  return data;
}
