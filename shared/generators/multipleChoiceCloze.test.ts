import { describe, expect, it } from 'vitest';
import type { MultipleChoiceData } from '../games.js';
import { expandCloze } from '../cloze.js';
import { textKey } from './types.js';
import { gameCardOfFlat, generateGame, seededRng, type GameCard } from './index.js';

// Issue 48.8: a cloze card in Multiple Choice asks for its own deletion, with its blank in the
// prompt, and never offers an option that the prompt already prints (a sibling's answer).
const NOTE = '{{c1::Canberra}} is the capital of {{c2::Australia}}, on the {{c3::Molonglo}} river; its lake is {{c4::Burley Griffin}}.';
const clozeCards: GameCard[] = expandCloze(NOTE).map((card, i) =>
  gameCardOfFlat({ id: 1 + i, term: card.term, definition: card.definition, kind: 'cloze', clozeAnswer: ['Canberra', 'Australia', 'Molonglo', 'Burley Griffin'][i] }),
);
const basics: GameCard[] = Array.from({ length: 6 }, (_, i) => gameCardOfFlat({ id: 100 + i, term: `term ${i}`, definition: `meaning ${i}` }));

describe('multiple choice of a cloze card', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('asks for its own deletion and offers nothing the prompt shows (seed %i)', (seed) => {
    const data = generateGame('multiple-choice', [...clozeCards, ...basics], { rng: seededRng(seed), all: true }) as MultipleChoiceData;
    for (const card of clozeCards) {
      const question = data.questions.find((q) => q.id === card.id)!;
      expect(question.kind).toBe('cloze');
      expect(question.question.text).toContain('[...]');
      const right = question.options.find((o) => o.optionId === question.correctOptionId)!;
      expect(right.text).toBe(card.clozeAnswer);
      for (const option of question.options) expect(textKey(question.question.text)).not.toContain(textKey(option.text));
      expect(question.options.length).toBe(4);
    }
    for (const question of data.questions.filter((q) => q.id >= 100)) expect(question.kind).toBeUndefined();
  });
});
