import { describe, expect, it } from 'vitest';
import { builtinNoteType } from '../../../shared/noteTypes.js';
import { compileNoteType, renderNoteCards, templateProblem } from './renderNote.js';

const compiled = (key: string) => compileNoteType({ ...builtinNoteType(key)!, builtin: key });
const htmlSides = (cards: ReturnType<typeof renderNoteCards>) =>
  cards.map((card) => (card.sides.kind === 'html' ? [card.ord, card.sides.front, card.sides.back] : [card.ord, card.sides.term, card.sides.definition]));

describe('the cards a note makes', () => {
  it.each([
    ['basic', ['chat', 'cat'], [[0, 'chat', 'cat']]],
    ['basic-reversed', ['chat', 'cat'], [[0, 'chat', 'cat'], [1, 'cat', 'chat']]],
    // The optional reverse card exists only when "Add Reverse" has content (Anki's rule).
    ['basic-optional-reversed', ['chat', 'cat', ''], [[0, 'chat', 'cat']]],
    ['basic-optional-reversed', ['chat', 'cat', 'y'], [[0, 'chat', 'cat'], [1, 'cat', 'chat']]],
    // A card whose front shows nothing is not made.
    ['basic-reversed', ['chat', ''], [[0, 'chat', '']]],
    ['basic', ['', 'cat'], []],
  ])('%s with %j', (key, values, expected) => {
    expect(htmlSides(renderNoteCards(compiled(key), values))).toEqual(expected);
  });

  it('makes one card per deletion number of a cloze note, as the cloze editor did', () => {
    const cards = renderNoteCards(compiled('cloze'), ['{{c1::Paris}} is in {{c2::France}}', 'Capital']);
    expect(cards.map((card) => [card.ord, card.cloze?.answer])).toEqual([
      [0, 'Paris'],
      [1, 'France'],
    ]);
    expect(cards[0].sides).toEqual({ kind: 'plain', term: '[...] is in France', definition: '[Paris] is in France\n\nCapital' });
  });

  it('renders a cloze note type of its own by its template, one card per number in any field', () => {
    const type = { name: 'Multi', kind: 'cloze' as const, builtin: null, fields: ['Text1', 'Text2'], templates: [{ name: 'Cloze', front: '{{cloze:Text1}}/{{cloze:Text2}}', back: '{{cloze:Text1}}' }] };
    const cards = renderNoteCards(compileNoteType(type), ['Yo {{c1::como}}.', 'Tú {{c2::comes}}.']);
    expect(cards.map((card) => card.ord)).toEqual([0, 1]);
    expect(cards[0].cloze?.answer).toBe('como');
  });

  it('names a template it cannot read', () => {
    expect(templateProblem({ name: 'Deep', kind: 'standard', builtin: null, fields: ['F'], templates: [{ name: 'C', front: '{{#F}}'.repeat(30) + '{{F}}', back: '' }] })).toMatch(/nested more than 20/);
    expect(templateProblem({ name: 'Fine', kind: 'standard', builtin: null, fields: ['F'], templates: [{ name: 'C', front: '{{F}}', back: '{{FrontSide}}' }] })).toBeNull();
  });
});
