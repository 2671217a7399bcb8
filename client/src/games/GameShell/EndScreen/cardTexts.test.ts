import { describe, expect, it } from 'vitest';
import { mcData } from '../../testData';
import { cardTexts, missedCardTexts } from './cardTexts';

describe('cardTexts', () => {
  it('multiple choice: the question is the term, the right option the definition', () => {
    expect(cardTexts('multiple-choice', mcData).get(2)).toEqual({ id: 2, term: { text: 'Italy' }, definition: { text: 'Rome' } });
  });

  it('matching pairs a term with the definition of the same id', () => {
    const texts = cardTexts('matching', { title: 'T', terms: [{ id: 4, text: 'cat' }], definitions: [{ id: 4, text: 'chat' }] });
    expect([...texts.values()]).toEqual([{ id: 4, term: { text: 'cat' }, definition: { text: 'chat' } }]);
  });

  it('spatial choice: the right option is the term, the prompt the definition', () => {
    const texts = cardTexts('spatial-choice', {
      title: 'T',
      questions: [{ promptCardId: 3, promptDefinition: 'a feline', prompt: { text: 'a feline' }, correctTermId: 3, options: [{ termId: 9, text: 'dog' }, { termId: 3, text: 'cat' }] }],
    });
    expect(texts.get(3)).toEqual({ id: 3, term: { text: 'cat' }, definition: { text: 'a feline' } });
  });

  it('flashcards: front and back', () => {
    expect(cardTexts('flashcards', { title: 'T', cards: [{ id: 1, front: { text: 'a' }, back: { text: 'b' } }] }).get(1)).toEqual({ id: 1, term: { text: 'a' }, definition: { text: 'b' } });
  });
});

describe('missedCardTexts: term — definition whatever the direction (docs/study-options.md)', () => {
  // A multiple-choice round played in reverse: the question was the definition, the answer the term.
  const reversedRound = cardTexts('multiple-choice', {
    title: 'T',
    questions: [{ id: 2, questionText: 'Rome', question: { text: 'Rome' }, options: [{ optionId: 2, text: 'Italy' }, { optionId: 3, text: 'France' }], correctOptionId: 2 }],
  });
  const deck = [
    { id: 2, term: 'Italy', definition: 'Rome' },
    { id: 3, term: 'France', definition: 'Paris' },
  ];
  it.each([
    ['deck cards at hand, reverse', deck, 'reverse', { id: 2, term: { text: 'Italy' }, definition: { text: 'Rome' } }],
    ['deck cards at hand, mixed', deck, 'mixed', { id: 2, term: { text: 'Italy' }, definition: { text: 'Rome' } }],
    ['no deck, reverse: the played sides are swapped back', undefined, 'reverse', { id: 2, term: { text: 'Italy' }, definition: { text: 'Rome' } }],
    ['no deck, forward: as played', undefined, 'forward', { id: 2, term: { text: 'Rome' }, definition: { text: 'Italy' } }],
  ] as const)('%s', (_, cards, direction, expected) => {
    expect(missedCardTexts([2], reversedRound, cards, direction)).toEqual([expected]);
  });

  it('a crossword shows the term as written, not its answer letters, when the deck is at hand', () => {
    const texts = cardTexts('crossword', {
      title: 'T',
      grid: [],
      gridDimensions: { rows: 0, cols: 0 },
      clues: { across: [{ id: 5, number: 1, clueText: 'the cheese', clue: { text: 'the cheese' }, answer: 'FROMAGE', row: 0, col: 0, length: 7, direction: 'ACROSS' }], down: [] },
    } as never);
    expect(missedCardTexts([5, 99], texts, [{ id: 5, term: 'fromage (m.)', definition: 'the cheese' }], 'forward')).toEqual([{ id: 5, term: { text: 'fromage (m.)' }, definition: { text: 'the cheese' } }]);
  });
});
