import { describe, expect, it } from 'vitest';
import { mcData } from '../testData';
import { cardTexts } from './cardTexts';

describe('cardTexts', () => {
  it('multiple choice: the question is the term, the right option the definition', () => {
    expect(cardTexts('multiple-choice', mcData).get(2)).toEqual({ id: 2, term: 'Italy', definition: 'Rome' });
  });

  it('matching pairs a term with the definition of the same id', () => {
    const texts = cardTexts('matching', { title: 'T', terms: [{ id: 4, text: 'cat' }], definitions: [{ id: 4, text: 'chat' }] });
    expect([...texts.values()]).toEqual([{ id: 4, term: 'cat', definition: 'chat' }]);
  });

  it('spatial choice: the right option is the term, the prompt the definition', () => {
    const texts = cardTexts('spatial-choice', {
      title: 'T',
      questions: [{ promptCardId: 3, promptDefinition: 'a feline', correctTermId: 3, options: [{ termId: 9, text: 'dog' }, { termId: 3, text: 'cat' }] }],
    });
    expect(texts.get(3)).toEqual({ id: 3, term: 'cat', definition: 'a feline' });
  });

  it('flashcards: front and back', () => {
    expect(cardTexts('flashcards', { title: 'T', cards: [{ id: 1, front: 'a', back: 'b' }] }).get(1)).toEqual({ id: 1, term: 'a', definition: 'b' });
  });
});
