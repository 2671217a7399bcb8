import { describe, expect, it } from 'vitest';
import { GAME_MIN_CARDS, GAME_TYPES } from '../constants.js';
import type { CrosswordData, MatchingData, MultipleChoiceData, SpatialChoiceData } from '../games.js';
import { orientCards, reverseCard } from './direction.js';
import { gameCardOfFlat, generateGame, isGameError, seededRng, type GameCard } from './index.js';

// Terms are words a crossword can place; definitions are phrases. Reversed, the definitions
// become the prompts of every game; words chosen so either side can be an answer.
const WORDS = ['APPLE', 'PEAR', 'PLUM', 'LEMON', 'MANGO', 'GRAPE', 'MELON', 'OLIVE', 'PEACH', 'LIME', 'DATE', 'GUAVA'];
const flat = WORDS.map((w, i) => ({ id: 100 + i, term: `fruit ${w.toLowerCase()} ${i}`, definition: w }));
const cards: GameCard[] = flat.map(gameCardOfFlat);
/** Each card's two texts, to compare with what the games show. */
const byId = new Map(flat.map((c) => [c.id, c]));

describe('reverseCard / orientCards', () => {
  it('swaps term and definition and every termX/definitionX pair, keeping other fields', () => {
    const card = { id: 7, term: 'T', definition: 'D', termImageUrl: '/api/media/1', definitionImageUrl: null, termAudioUrl: null, definitionAudioUrl: '/api/media/2', extra: 'x' };
    expect(reverseCard(card)).toEqual({ id: 7, term: 'D', definition: 'T', termImageUrl: null, definitionImageUrl: '/api/media/1', termAudioUrl: '/api/media/2', definitionAudioUrl: null, extra: 'x' });
    expect(card.term).toBe('T');
  });

  it('moves a field the other side lacks (a game card carries an image or HTML only when it has one)', () => {
    const card = { id: 7, term: 'T', definition: 'D', termHtml: '<b>T</b>', definitionImageUrl: '/api/media/1' };
    expect(reverseCard(card)).toEqual({ id: 7, term: 'D', definition: 'T', definitionHtml: '<b>T</b>', termImageUrl: '/api/media/1' });
  });

  it('forward keeps the cards, reverse swaps them all, ids stay', () => {
    expect(orientCards(cards, 'forward', seededRng(1))).toEqual(cards);
    const reversed = orientCards(cards, 'reverse', seededRng(1));
    expect(reversed.map((c) => c.id)).toEqual(cards.map((c) => c.id));
    expect(reversed.every((c) => c.term.text === byId.get(c.id)!.definition && c.definition.text === byId.get(c.id)!.term)).toBe(true);
  });

  it('mixed flips each card by the seed: some each way, the same seed the same cards', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, term: `t${i}`, definition: `d${i}` }));
    const once = orientCards(many, 'mixed', seededRng(42));
    const flipped = once.filter((c) => c.term.startsWith('d')).length;
    expect(flipped).toBeGreaterThan(60);
    expect(flipped).toBeLessThan(140);
    expect(orientCards(many, 'mixed', seededRng(42))).toEqual(once);
  });
});

describe('direction in every generator', () => {
  // Any game type, present or future: reverse is the same game over the swapped cards.
  it.each(GAME_TYPES.map((t) => [t] as const))('%s: reverse is the game over swapped cards, ids unchanged', (gameType) => {
    const count = Math.max(GAME_MIN_CARDS[gameType], cards.length);
    const given = cards.slice(0, count);
    for (const all of [false, true]) {
      const reversed = generateGame(gameType, given, { rng: seededRng(5), all, direction: 'reverse' });
      const swapped = generateGame(gameType, given.map(reverseCard), { rng: seededRng(5), all });
      expect(isGameError(reversed)).toBe(false);
      expect(reversed).toEqual(swapped);
    }
  });

  it('matching: reverse puts the definitions on the term side', () => {
    const data = generateGame('matching', cards, { rng: seededRng(2), direction: 'reverse' }) as MatchingData;
    for (const t of data.terms) expect(t.text).toBe(byId.get(t.id)!.definition);
    for (const d of data.definitions) expect(d.text).toBe(byId.get(d.id)!.term);
  });

  it('multiple choice: reverse asks the definition with terms as options', () => {
    const data = generateGame('multiple-choice', cards, { rng: seededRng(2), all: true, direction: 'reverse' }) as MultipleChoiceData;
    for (const q of data.questions) {
      expect(q.questionText).toBe(byId.get(q.id)!.definition);
      for (const o of q.options) expect(o.text).toBe(byId.get(o.optionId)!.term);
    }
  });

  it('spatial choice: reverse prompts with the term and offers definitions', () => {
    const data = generateGame('spatial-choice', cards, { rng: seededRng(2), all: true, direction: 'reverse' }) as SpatialChoiceData;
    for (const q of data.questions) {
      expect(q.promptDefinition).toBe(byId.get(q.promptCardId)!.term);
      for (const o of q.options) expect(o.text).toBe(byId.get(o.termId)!.definition);
    }
  });

  it('crossword: reverse takes its clues from the terms and its answers from the definitions', () => {
    const data = generateGame('crossword', cards, { rng: seededRng(3), all: true, direction: 'reverse' }) as CrosswordData;
    const clues = [...data.clues.across, ...data.clues.down];
    expect(clues.length).toBeGreaterThanOrEqual(6);
    for (const clue of clues) {
      expect(clue.clueText).toBe(byId.get(clue.id)!.term);
      expect(clue.answer).toBe(byId.get(clue.id)!.definition);
    }
  });

  it('mixed: each question is asked from the side its card drew, answers still name the card', () => {
    const data = generateGame('multiple-choice', cards, { rng: seededRng(9), all: true, direction: 'mixed' }) as MultipleChoiceData;
    const sides = data.questions.map((q) => (q.questionText === byId.get(q.id)!.term ? 'term' : q.questionText === byId.get(q.id)!.definition ? 'definition' : 'neither'));
    expect(sides).not.toContain('neither');
    expect(new Set(sides)).toEqual(new Set(['term', 'definition']));
    for (const q of data.questions) expect(q.correctOptionId).toBe(q.id);
  });
});
