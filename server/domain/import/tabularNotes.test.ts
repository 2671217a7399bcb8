import { describe, expect, it } from 'vitest';
import { NOTE_IMPORT_MSG } from '../../../shared/messages.js';
import { builtinNoteType } from '../../../shared/noteTypes.js';
import { compileNoteType } from '../notes/renderNote.js';
import { noteColumns, tableToNoteDraft, tableToNotes, tagsOfCell } from './tabularNotes.js';

// docs/imports.md: a table's rows as notes of a note type, pure.

const headers = ['expression', 'reading', 'meaning', 'tags'];

describe('tagsOfCell', () => {
  it.each<[string, string[]]>([
    ['JLPT JLPT_N5', ['JLPT', 'JLPT_N5']],
    ['  a\tb  a ', ['a', 'b']],
    ['lang::fr', ['lang::fr']],
    ['', []],
    [`ok ${'x'.repeat(101)}`, ['ok']],
    [Array.from({ length: 150 }, (_, i) => `t${i}`).join(' '), Array.from({ length: 100 }, (_, i) => `t${i}`)],
  ])('%j', (cell, expected) => {
    expect(tagsOfCell(cell)).toEqual(expected);
  });
});

describe('noteColumns', () => {
  const fields = ['Expression', 'Reading', 'Meaning'];
  it.each<[string, Record<string, string>, string | undefined, { fieldColumns: (number | null)[]; tagsColumn: number | null } | string]>([
    ['every field', { Expression: 'expression', Reading: 'reading', Meaning: 'meaning' }, 'tags', { fieldColumns: [0, 1, 2], tagsColumn: 3 }],
    ['a field left empty', { Expression: 'expression' }, undefined, { fieldColumns: [0, null, null], tagsColumn: null }],
    ['an unknown field', { Nope: 'expression' }, undefined, NOTE_IMPORT_MSG.unknownField('Nope')],
    ['a missing column', { Expression: 'kanji' }, undefined, NOTE_IMPORT_MSG.missingColumn('kanji')],
    ['a missing tags column', { Expression: 'expression' }, 'labels', NOTE_IMPORT_MSG.missingColumn('labels')],
    ['one column twice', { Expression: 'expression', Reading: 'expression' }, undefined, NOTE_IMPORT_MSG.sameColumnTwice],
    ['no field', {}, undefined, NOTE_IMPORT_MSG.mapAField],
  ])('%s', (_name, fieldMapping, tagsColumn, expected) => {
    const run = () => noteColumns(headers, fields, { fieldMapping, tagsColumn });
    if (typeof expected === 'string') expect(run).toThrow(expected);
    else expect(run()).toEqual(expected);
  });
});

describe('tableToNotes and the preview', () => {
  const table = { headers, rows: [['会う', 'あう', 'to <meet>', 'JLPT N5'], ["'=1+1", '', 'x', '']], sheetName: null, sheetCount: 1 };
  it('escapes plain cells as field HTML, undoes our CSV formula guard, splits tags', () => {
    expect(tableToNotes(table, ['Front', 'Back'], { fieldMapping: { Front: 'expression', Back: 'meaning' }, tagsColumn: 'tags' })).toEqual([
      { values: ['会う', 'to &lt;meet&gt;'], tags: ['JLPT', 'N5'] },
      { values: ['=1+1', 'x'], tags: [] },
    ]);
  });
  it('keeps HTML cells as written when the fields contain HTML (the service sanitizes them)', () => {
    expect(tableToNotes(table, ['Front', 'Back'], { fieldMapping: { Front: 'meaning' }, fieldsContainHtml: true })[0].values).toEqual(['to <meet>', '']);
  });
  it('the preview shows each card the note type makes: two a row for Basic (and reversed card)', () => {
    const type = compileNoteType(builtinNoteType('basic-reversed')!);
    const draft = tableToNoteDraft(table, type, { fieldMapping: { Front: 'expression', Back: 'reading' } }, ' N5 ');
    expect(draft.decks).toEqual([{ name: 'N5', description: '' }]);
    // Row 2's Back is empty: only its Card 1 is made.
    expect(draft.cards.map((card) => card.term)).toEqual(['会う', 'あう', '=1+1']);
    expect(draft.cards[0].definition).toContain('あう');
    expect(draft.cards[1].definition).toContain('会う');
  });
});

describe('image occlusion rows (docs/image-occlusion.md)', () => {
  it('draws a row\'s regions as cards, and counts a row whose shapes cannot be drawn as one without cards', () => {
    const io = compileNoteType({ ...builtinNoteType('image-occlusion')!, builtin: 'image-occlusion' });
    const table = {
      headers: ['shapes', 'picture'],
      rows: [
        ['{{c1::image-occlusion:rect:left=.1:top=.1:width=.1:height=.1}}{{c2::image-occlusion:rect:left=.5:top=.5:width=.1:height=.1}}', ''],
        ['{{c1::image-occlusion:rect:left=5:top=.1:width=.1:height=.1}}', ''],
      ],
      sheetName: null,
      sheetCount: 1,
    };
    const draft = tableToNoteDraft(table, io, { fieldMapping: { Occlusion: 'shapes', Image: 'picture' } }, 'IO');
    expect(draft.cards).toHaveLength(3);
    expect(draft.cards.slice(0, 2).every((card) => card.termHtml?.includes('cardcade-io-asked'))).toBe(true);
    expect(draft.cards[2]).toMatchObject({ term: '', definition: '' });
  });
});
