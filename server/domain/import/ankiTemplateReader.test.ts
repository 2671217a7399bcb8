import { describe, expect, it } from 'vitest';
import { parseAnkiPackage } from './anki.js';
import { TEMPLATE_ERRORS, TEMPLATE_LIMITS } from './ankiTemplate.js';
import { ankiPackage, type TestCollection } from '../../test/ankiTestkit.js';

// Hostile note types inside a package (issue 30, docs/security.md): every limit is checked while the
// note types are read, and answers a clear import error; a {{ flood or a field named like a
// filter imports.

const withNoteType = (notetype: TestCollection['notetypes'][number], fields = ['a', 'b']): TestCollection => ({
  notetypes: [notetype],
  decks: [{ id: 10, name: 'Evil' }],
  notes: [{ fields, notetype: 0, cards: [{ deck: 10, ord: 0 }] }],
});
const parse = (collection: TestCollection, format: 'anki2' | 'anki21b' = 'anki2') => parseAnkiPackage(ankiPackage(collection, format), { mode: 'single_deck', fileName: 'evil.apkg' });

describe('hostile Anki note types', () => {
  it.each(['anki2', 'anki21b'] as const)('%s: 10,000 fields is refused by name', async (format) => {
    const fields = Array.from({ length: 10_000 }, (_, index) => `F${index}`);
    await expect(parse(withNoteType({ id: 1, name: 'Wide', fields, front: '{{F0}}' }), format)).rejects.toThrow(TEMPLATE_ERRORS.tooManyFields('Wide'));
  });

  it.each(['anki2', 'anki21b'] as const)('%s: a huge qfmt and deep nesting are refused', async (format) => {
    const huge = withNoteType({ id: 1, name: 'Huge', fields: ['Front', 'Back'], front: `{{Front}}${'x'.repeat(TEMPLATE_LIMITS.templateChars)}` });
    await expect(parse(huge, format)).rejects.toThrow(TEMPLATE_ERRORS.tooLong('Huge'));
    const deep = withNoteType({ id: 1, name: 'Deep', fields: ['Front', 'Back'], front: `${'{{#Front}}'.repeat(50)}{{Front}}` });
    await expect(parse(deep, format)).rejects.toThrow(TEMPLATE_ERRORS.tooDeep('Deep'));
    const many = withNoteType({ id: 1, name: 'Many', fields: ['Front', 'Back'], templates: Array.from({ length: TEMPLATE_LIMITS.templates + 1 }, (_, i) => ({ name: `T${i}`, qfmt: '{{Front}}', afmt: '{{Back}}' })) });
    await expect(parse(many, format)).rejects.toThrow(TEMPLATE_ERRORS.tooManyTemplates('Many'));
  });

  it('a {{ flood and a field named like a filter import as text', async () => {
    const flood = withNoteType({ id: 1, name: 'Flood', fields: ['text', 'Back'], front: `{{text}} ${'{{'.repeat(30_000)}`, back: '{{text:text}} = {{Back}}' }, ['<b>t</b>', 'b']);
    const draft = await parse(flood);
    expect(draft.cards).toHaveLength(1);
    expect(draft.cards[0].term.startsWith('t {{{{')).toBe(true);
    expect(draft.cards[0].definition).toBe('t = b');
  });

  it('the rendered HTML of an example goes through the sanitizer', async () => {
    const xss = withNoteType({ id: 1, name: 'Xss', fields: ['Front', 'Back'], front: '<script>alert(1)</script><img src=x onerror=alert(1)>{{Front}}', back: '{{FrontSide}}<hr id=answer><a href="javascript:alert(1)">{{Back}}</a>' }, ['<iframe src="https://evil"></iframe>f', 'b']);
    const draft = await parse(xss);
    const example = draft.ankiNoteTypes![0].templates[0].example!;
    expect(example.frontHtml).toBe('f');
    expect(example.backHtml).toBe('<a rel="noopener noreferrer" target="_blank">b</a>');
  });
});
