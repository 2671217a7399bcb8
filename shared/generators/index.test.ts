import { describe, expect, it } from 'vitest';
import { GAME_MIN_CARDS, GAME_TYPES, MATCHING_MAX_PAIRS, QUESTIONS_PER_ROUND } from '../constants.js';
import type { CrosswordData, MatchingData, MultipleChoiceData, SpatialChoiceData } from '../games.js';
import { MSG, needsAtLeast } from '../messages.js';
import { textKey } from './types.js';
import { fixturesAvailable, FIXTURES_DIR, loadFixtureDecks } from './fixtures.test-helper.js';
import { CROSSWORD_UNSUITABLE, gameCardOfFlat, generateGame, isGameError, seededRng, type GameCard } from './index.js';

const makeCards = (n: number, prefix = 'term'): GameCard[] =>
  Array.from({ length: n }, (_, i) => gameCardOfFlat({ id: 1000 + i, term: `${prefix} ${i}`, definition: `meaning ${i}` }));

function checkMatching(data: MatchingData, cards: readonly GameCard[], all: boolean) {
  const byId = new Map(cards.map((c) => [c.id, c]));
  expect(data.terms.length).toBe(all ? cards.length : Math.min(MATCHING_MAX_PAIRS, data.terms.length));
  expect(data.terms.length).toBeLessThanOrEqual(all ? cards.length : MATCHING_MAX_PAIRS);
  expect(new Set(data.terms.map((t) => t.id))).toEqual(new Set(data.definitions.map((d) => d.id)));
  for (const term of data.terms) expect(term.text).toBe(byId.get(term.id)!.term.text);
  for (const definition of data.definitions) expect(definition.text).toBe(byId.get(definition.id)!.definition.text);
  if (!all) {
    expect(new Set(data.terms.map((t) => textKey(t.text))).size).toBe(data.terms.length);
    expect(new Set(data.definitions.map((d) => textKey(d.text))).size).toBe(data.definitions.length);
  }
}

function checkMultipleChoice(data: MultipleChoiceData, cards: readonly GameCard[], all: boolean, fullOptions: boolean) {
  const byId = new Map(cards.map((c) => [c.id, c]));
  expect(data.questions.length).toBe(all ? cards.length : Math.min(QUESTIONS_PER_ROUND, cards.length));
  expect(new Set(data.questions.map((q) => q.id)).size).toBe(data.questions.length);
  for (const question of data.questions) {
    const card = byId.get(question.id)!;
    expect(question.questionText).toBe(card.term.text);
    expect(question.question).toEqual(card.term);
    expect(question.correctOptionId).toBe(card.id);
    const correct = question.options.filter((o) => o.optionId === question.correctOptionId);
    expect(correct).toEqual([{ optionId: card.id, text: card.definition.text }]);
    if (fullOptions) expect(question.options).toHaveLength(4);
    expect(question.options.length).toBeGreaterThanOrEqual(2);
    expect(new Set(question.options.map((o) => textKey(o.text))).size).toBe(question.options.length);
    for (const option of question.options) expect(option.text).toBe(byId.get(option.optionId)!.definition.text);
  }
}

function checkSpatial(data: SpatialChoiceData, cards: readonly GameCard[], all: boolean, fullOptions: boolean) {
  const byId = new Map(cards.map((c) => [c.id, c]));
  expect(data.questions.length).toBe(all ? cards.length : Math.min(QUESTIONS_PER_ROUND, cards.length));
  for (const question of data.questions) {
    const card = byId.get(question.promptCardId)!;
    expect(question.promptDefinition).toBe(card.definition.text);
    expect(question.prompt).toEqual(card.definition);
    expect(question.correctTermId).toBe(card.id);
    expect(question.options.filter((o) => o.termId === card.id)).toEqual([{ termId: card.id, text: card.term.text }]);
    if (fullOptions) expect(question.options).toHaveLength(4);
    expect(new Set(question.options.map((o) => textKey(o.text))).size).toBe(question.options.length);
    for (const option of question.options) expect(option.text).toBe(byId.get(option.termId)!.term.text);
  }
}

describe('generateGame', () => {
  it.each(GAME_TYPES.map((t) => [t] as const))('%s answers the minimum-cards error below its minimum', (gameType) => {
    const result = generateGame(gameType, makeCards(GAME_MIN_CARDS[gameType] - 1), { rng: seededRng(1) });
    expect(result).toEqual({ error: needsAtLeast(GAME_MIN_CARDS[gameType]) });
  });

  it('crossword error reads as the product spec once the client prefixes "Error: "', () => {
    const result = generateGame('crossword', makeCards(10, 'x'), { rng: seededRng(1) });
    expect(result).toEqual({ error: CROSSWORD_UNSUITABLE });
    expect(`Error: ${CROSSWORD_UNSUITABLE}`).toBe(MSG.crosswordNoData);
  });

  it.each([
    { n: 4, all: false },
    { n: 5, all: false },
    { n: 40, all: false },
    { n: 40, all: true },
  ])('shapes over 100 seeds (n=$n, all=$all)', ({ n, all }) => {
    const cards = makeCards(n);
    for (let seed = 0; seed < 100; seed++) {
      const opts = { rng: seededRng(seed), all, title: 'Deck' };
      const matching = generateGame('matching', cards, opts);
      const mc = generateGame('multiple-choice', cards, opts);
      const spatial = generateGame('spatial-choice', cards, opts);
      if (isGameError(matching) || isGameError(mc) || isGameError(spatial)) throw new Error('unexpected error');
      checkMatching(matching as MatchingData, cards, all);
      if (!all) expect((matching as MatchingData).terms).toHaveLength(Math.min(6, n));
      checkMultipleChoice(mc as MultipleChoiceData, cards, all, true);
      checkSpatial(spatial as SpatialChoiceData, cards, all, true);
      expect(matching.title).toBe('Deck');
    }
  });

  it('draws different rounds from a big deck across seeds (casual play is random)', () => {
    const cards = makeCards(100);
    const firstIds = new Set<number>();
    for (let seed = 0; seed < 20; seed++) {
      const data = generateGame('multiple-choice', cards, { rng: seededRng(seed) }) as MultipleChoiceData;
      firstIds.add(data.questions[0].id);
    }
    expect(firstIds.size).toBeGreaterThan(10);
  });

  it('never repeats an option text when the deck has duplicate definitions', () => {
    const cards: GameCard[] = [
      gameCardOfFlat({ id: 1, term: 'a', definition: 'same' }),
      gameCardOfFlat({ id: 2, term: 'b', definition: 'Same ' }),
      gameCardOfFlat({ id: 3, term: 'c', definition: 'same' }),
      gameCardOfFlat({ id: 4, term: 'd', definition: 'other' }),
      gameCardOfFlat({ id: 5, term: 'e', definition: 'third' }),
      gameCardOfFlat({ id: 6, term: 'A', definition: 'fourth' }),
    ];
    for (let seed = 0; seed < 100; seed++) {
      const mc = generateGame('multiple-choice', cards, { rng: seededRng(seed) }) as MultipleChoiceData;
      checkMultipleChoice(mc, cards, false, false);
      const spatial = generateGame('spatial-choice', cards, { rng: seededRng(seed) }) as SpatialChoiceData;
      checkSpatial(spatial, cards, false, false);
      const matching = generateGame('matching', cards, { rng: seededRng(seed) }) as MatchingData;
      checkMatching(matching, cards, false);
    }
  });

  it('crossword goes through generateGame with the mobile column limit', () => {
    const words = ['planet', 'orbit', 'comet', 'meteor', 'nebula', 'galaxy', 'eclipse', 'asteroid', 'saturn', 'venus', 'mercury', 'neptune'];
    const cards = words.map((term, i) => gameCardOfFlat({ id: i + 1, term, definition: `clue ${i}` }));
    for (let seed = 0; seed < 30; seed++) {
      const data = generateGame('crossword', cards, { rng: seededRng(seed), isMobile: true });
      expect(isGameError(data), `seed ${seed}`).toBe(false);
      expect((data as CrosswordData).gridDimensions.cols).toBeLessThanOrEqual(12);
    }
  });
});

describe.skipIf(!fixturesAvailable)(`choice games over the CSV fixtures in ${FIXTURES_DIR}`, () => {
  const decks = fixturesAvailable ? loadFixtureDecks() : [];
  it.each(decks.map((d) => [d.name, d] as const))('%s', (_name, fixture) => {
    for (let seed = 0; seed < 30; seed++) {
      const rng = seededRng(seed);
      if (fixture.cards.length < 4) {
        expect(generateGame('matching', fixture.cards, { rng })).toEqual({ error: needsAtLeast(4) });
        continue;
      }
      checkMatching(generateGame('matching', fixture.cards, { rng }) as MatchingData, fixture.cards, false);
      checkMultipleChoice(generateGame('multiple-choice', fixture.cards, { rng }) as MultipleChoiceData, fixture.cards, false, true);
      checkSpatial(generateGame('spatial-choice', fixture.cards, { rng }) as SpatialChoiceData, fixture.cards, false, true);
    }
    const master = generateGame('multiple-choice', fixture.cards, { rng: seededRng(1), all: true });
    if (fixture.cards.length >= 4) checkMultipleChoice(master as MultipleChoiceData, fixture.cards, true, true);
  });
});
if (!fixturesAvailable) console.warn(`SKIPPED: game fixture tests, no folder at ${FIXTURES_DIR} (set CARDCADE_FIXTURES)`);
