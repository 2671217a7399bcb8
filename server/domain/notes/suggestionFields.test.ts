import { describe, expect, it } from 'vitest';
import { BUILTIN_NOTE_TYPES } from '../../../shared/noteTypes.js';
import { suggestedFieldNames } from './suggestionFields.js';

// Which note fields a suggested edit changes (docs/shared-decks.md): by the card's template side.

const builtin = (id: string) => BUILTIN_NOTE_TYPES.find((t) => t.builtin === id)!;
const custom = {
  kind: 'standard' as const,
  fields: ['Word', 'Meaning', 'Example'],
  templates: [
    { name: 'Card 1', front: '{{Word}}', back: '{{FrontSide}}<hr id=answer>{{Meaning}}<br>{{Example}}' },
    { name: 'Card 2', front: '<div class=big>{{text:Meaning}}</div>', back: '{{FrontSide}}<hr id="answer">{{Word}}' },
  ],
};

describe('suggestedFieldNames', () => {
  const cases: [string, Parameters<typeof suggestedFieldNames>[0], string[]][] = [
    ['Basic, term', { type: builtin('basic'), ord: 0, termChanged: true, definitionChanged: false }, ['Front']],
    ['Basic, definition', { type: builtin('basic'), ord: 0, termChanged: false, definitionChanged: true }, ['Back']],
    ['Basic, both', { type: builtin('basic'), ord: 0, termChanged: true, definitionChanged: true }, ['Front', 'Back']],
    ['Basic, nothing changed', { type: builtin('basic'), ord: 0, termChanged: false, definitionChanged: false }, []],
    ['reversed card 2 swaps them', { type: builtin('basic-reversed'), ord: 1, termChanged: true, definitionChanged: true }, ['Back', 'Front']],
    ['optional reverse: the section only decides', { type: builtin('basic-optional-reversed'), ord: 1, termChanged: true, definitionChanged: false }, ['Back']],
    ['typing: the type-in box is no field on the front', { type: builtin('basic-typing'), ord: 0, termChanged: true, definitionChanged: true }, ['Front', 'Back']],
    ['cloze: Text and Back Extra', { type: builtin('cloze'), ord: 3, termChanged: true, definitionChanged: true }, ['Text', 'Back Extra']],
    ['custom back with two fields', { type: custom, ord: 0, termChanged: false, definitionChanged: true }, ['Back side']],
    ['custom front with a filter', { type: custom, ord: 1, termChanged: true, definitionChanged: true }, ['Meaning', 'Word']],
    ['a template gone', { type: custom, ord: 5, termChanged: true, definitionChanged: true }, ['Front side', 'Back side']],
    ['no note', { type: null, ord: 0, termChanged: true, definitionChanged: false }, ['Front side']],
  ];
  it.each(cases)('%s', (_, input, expected) => {
    expect(suggestedFieldNames(input)).toEqual(expected);
  });
});
