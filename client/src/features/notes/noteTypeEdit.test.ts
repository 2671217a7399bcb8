import { describe, expect, it } from 'vitest';
import type { NoteTypeSummary } from '../../../../shared/schemas/notes';
import { choiceKey, draftOf, freshName, moved, parseTags, removesTemplates, updateOf } from './noteTypeEdit';
import { withTag } from './TagFilter';

// The note type editor's state (docs/notes.md): each field and template keeps `from`, so the
// server moves the notes' content with a rename or a reorder; only what changed is sent.

const TYPE: NoteTypeSummary = {
  id: 7,
  name: 'Vocab',
  kind: 'standard',
  builtin: null,
  fields: ['Word', 'Meaning', 'Reading'],
  templates: [
    { name: 'Recognise', front: '{{Word}}', back: '{{FrontSide}}<hr id=answer>{{Meaning}}' },
    { name: 'Recall', front: '{{Meaning}}', back: '{{FrontSide}}<hr id=answer>{{Word}}' },
  ],
  css: '.card { color: red }',
  sortField: 0,
  noteCount: 3,
  updatedAt: 1,
};

describe('moved', () => {
  it.each([
    [['a', 'b', 'c'], 0, 1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 2, -1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 0, -1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 2, 1, ['a', 'b', 'c']],
    [['a'], 0, 1, ['a']],
  ] as const)('%j: %i by %i → %j', (items, index, by, expected) => {
    expect(moved(items, index, by)).toEqual(expected);
  });
});

describe('freshName', () => {
  it.each([
    ['Field', [], 'Field'],
    ['Field', ['field'], 'Field 2'],
    ['Field', ['Field', 'Field 2'], 'Field 3'],
    ['Basic copy', ['Basic'], 'Basic copy'],
  ] as const)('%s among %j → %s', (base, taken, expected) => {
    expect(freshName(base, taken)).toBe(expected);
  });
});

describe('updateOf', () => {
  it('sends nothing but the id when nothing changed', () => {
    expect(updateOf(TYPE, draftOf(TYPE))).toEqual({ id: 7 });
  });

  it('a rename of a field keeps its from; a reorder sends the old indexes in the new order', () => {
    const draft = draftOf(TYPE);
    draft.fields[1] = { ...draft.fields[1]!, name: 'Gloss' };
    draft.fields = moved(draft.fields, 2, -1);
    expect(updateOf(TYPE, draft)).toEqual({
      id: 7,
      fields: [
        { name: 'Word', from: 0 },
        { name: 'Reading', from: 2 },
        { name: 'Gloss', from: 1 },
      ],
    });
  });

  it('a new field has from null; a deleted one is left out', () => {
    const draft = draftOf(TYPE);
    draft.fields = [draft.fields[0]!, draft.fields[2]!, { name: ' Notes ', from: null }];
    expect(updateOf(TYPE, draft).fields).toEqual([
      { name: 'Word', from: 0 },
      { name: 'Reading', from: 2 },
      { name: 'Notes', from: null },
    ]);
  });

  it('templates and CSS are sent only when changed, the name trimmed', () => {
    const draft = draftOf(TYPE);
    draft.templates[0] = { ...draft.templates[0]!, front: '{{Word}} {{Reading}}' };
    draft.css = '';
    draft.name = ' Words ';
    const update = updateOf(TYPE, draft);
    expect(update.name).toBe('Words');
    expect(update.css).toBe('');
    expect(update.fields).toBeUndefined();
    expect(update.templates?.map((t) => t.from)).toEqual([0, 1]);
  });
});

describe('removesTemplates', () => {
  it('is true only when a saved template is gone (its cards would be deleted)', () => {
    const draft = draftOf(TYPE);
    expect(removesTemplates(TYPE, draft)).toBe(false);
    draft.templates.push({ name: 'New', front: '{{Reading}}', back: '', from: null });
    expect(removesTemplates(TYPE, draft)).toBe(false);
    draft.templates = draft.templates.filter((t) => t.from !== 1);
    expect(removesTemplates(TYPE, draft)).toBe(true);
    expect(updateOf(TYPE, draft).templates?.map((t) => t.from)).toEqual([0, null]);
  });
});

describe('parseTags', () => {
  it.each([
    ['', []],
    ['  verbs   lang::fr ', ['verbs', 'lang::fr']],
    ['a,b, c', ['a', 'b', 'c']],
    ['Verb verb VERB noun', ['Verb', 'noun']],
  ] as const)('%j → %j', (text, expected) => {
    expect(parseTags(text)).toEqual(expected);
  });
});

describe('withTag', () => {
  const cards = [
    { id: 1, tags: ['lang::fr', 'verbs'] },
    { id: 2, tags: ['lang'] },
    { id: 3, tags: ['language'] },
    { id: 4 },
  ];
  it.each([
    ['', [1, 2, 3, 4]],
    ['lang', [1, 2]],
    ['LANG::FR', [1]],
    ['verbs', [1]],
    ['nothing', []],
  ] as const)('tag %j → cards %j', (tag, ids) => {
    expect(withTag(cards, tag).map((c) => c.id)).toEqual(ids);
  });
});

describe('choiceKey', () => {
  it('a built-in by its key, one of the learner\'s own by id', () => {
    expect(choiceKey({ id: 3, builtin: 'cloze' })).toBe('cloze');
    expect(choiceKey({ id: 12, builtin: null })).toBe('id:12');
  });
});
