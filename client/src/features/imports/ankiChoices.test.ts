import { describe, expect, it } from 'vitest';
import type { AnkiNoteTypePreview, ImportPreview } from '../../../../shared/schemas/imports';
import { ankiChoicesPayload, ankiChoicesProblem, cardsWithChoice, deckNameFor, initialAnkiChoices, notKeptLines, plannedDeckNames, speechLine } from './ankiChoices';
import { confirmation, importReducer, initialImportState, type ImportState } from './importMachine';

const TYPE: AnkiNoteTypePreview = {
  id: 7,
  name: 'Molecular Compound',
  kind: 'standard',
  noteCount: 20,
  fields: ['Name', 'Three', 'One', 'pKa'],
  templates: [
    { ord: 0, name: 'Card 1', cardCount: 20, example: { front: 'Alanine', back: 'Ala', frontHtml: 'Alanine', backHtml: 'Ala' }, emptyCards: 0, unsupported: [] },
    { ord: 1, name: 'Card 2', cardCount: 18, example: null, emptyCards: 2, unsupported: ['{{upper:One}}'] },
  ],
  suggestedFields: { term: 0, definition: 1 },
  unusedFields: [{ name: 'pKa', filledNotes: 12 }],
  canChooseFields: true,
  exampleFields: ['Alanine', 'Ala', 'A', '2.3'],
};

const preview = (over: Partial<ImportPreview> = {}): ImportPreview => ({
  message: 'Anki package read',
  temporaryImportId: 'tmp',
  errorSummary: { totalCardsAttempted: 38, cardsWithIssues: 0, issuesPreview: [] },
  previewCards: [],
  proposedDeckName: 'Classes::CBIO 3400::Amino Acids',
  ankiNoteTypes: [TYPE],
  ...over,
});

describe('Anki preview choices', () => {
  it('deck names keep or drop their parents', () => {
    expect(deckNameFor('Classes::CBIO 3400::Amino Acids', 'prefix')).toBe('Classes::CBIO 3400::Amino Acids');
    expect(deckNameFor('Classes::CBIO 3400::Amino Acids', 'drop')).toBe('Amino Acids');
    expect(deckNameFor('Solo', 'drop')).toBe('Solo');
    const choices = { ...initialAnkiChoices(preview()), parents: 'drop' as const };
    expect(plannedDeckNames(preview(), choices)).toEqual([{ from: 'Classes::CBIO 3400::Amino Acids', to: 'Amino Acids', cardCount: null }]);
  });

  it('sends only what differs from the file', () => {
    const start = initialAnkiChoices(preview());
    expect(ankiChoicesPayload(preview(), start)).toBeUndefined();
    const chosen = { ...start, parents: 'drop' as const, noteTypes: { 7: { ...start.noteTypes[7], skipped: [1] } } };
    expect(ankiChoicesPayload(preview(), chosen)).toEqual({ noteTypes: [{ id: 7, mode: 'templates', skipTemplates: [1] }], deckName: 'Amino Acids' });
    const fields = { ...start, noteTypes: { 7: { ...start.noteTypes[7], mode: 'fields' as const, term: 0, definition: 2 } } };
    expect(ankiChoicesPayload(preview(), fields)).toEqual({ noteTypes: [{ id: 7, mode: 'fields', term: 0, definition: 2 }] });
    const collection = preview({ proposedDeckName: undefined, decksToCreate: [{ name: 'A::B', description: '', cardCount: 3 }] });
    expect(ankiChoicesPayload(collection, { ...start, names: { 'A::B': ' Bee ' } })).toEqual({ renameDecks: [{ from: 'A::B', to: 'Bee' }] });
  });

  it('counts cards and lists what will not come across', () => {
    const start = initialAnkiChoices(preview());
    expect(cardsWithChoice(TYPE, start.noteTypes[7])).toBe(38);
    expect(cardsWithChoice(TYPE, { ...start.noteTypes[7], mode: 'fields' })).toBe(20);
    expect(notKeptLines(preview(), start)).toEqual([
      '“Molecular Compound”: the field “pKa” is on no card (12 notes have it filled).',
      '“Molecular Compound” / “Card 2”: template syntax Cardcade does not support ({{upper:One}}); the field’s text is shown instead on 18 cards.',
      '“Molecular Compound”: 2 empty cards Anki would not show (nothing on the front) left out.',
    ]);
    expect(notKeptLines(preview(), { ...start, noteTypes: { 7: { ...start.noteTypes[7], mode: 'fields' } } })[0]).toBe(
      '“Molecular Compound”: 2 fields not used (One, pKa), as you chose two fields.',
    );
    // The media the server leaves out join the same list, after the note types.
    const media = { images: 1, audio: 0, cardsWithMedia: 1, message: '', issues: ['2 media files of a type Cardcade does not keep will be left out: 2 MP4 (…).'] };
    expect(notKeptLines(preview({ media }), start).at(-1)).toBe('2 media files of a type Cardcade does not keep will be left out: 2 MP4 (…).');
  });

  it('refuses an empty deck name or the same field twice', () => {
    const start = initialAnkiChoices(preview());
    expect(ankiChoicesProblem(preview(), { ...start, names: { 'Classes::CBIO 3400::Amino Acids': '  ' } })).toBe('A deck name cannot be empty.');
    expect(ankiChoicesProblem(preview(), { ...start, noteTypes: { 7: { ...start.noteTypes[7], mode: 'fields', definition: 0 } } })).toBe('Choose two different fields for “Molecular Compound”.');
  });

  it('the reducer holds the choices and the confirm sends them', () => {
    let state: ImportState = { ...initialImportState, kind: 'anki_single' };
    state = importReducer(state, { type: 'previewReady', preview: preview() });
    state = importReducer(state, { type: 'ankiTemplateSkipped', id: 7, ord: 1, skipped: true });
    state = importReducer(state, { type: 'ankiNoteTypeChanged', id: 99, change: { mode: 'fields' } });
    state = importReducer(state, { type: 'ankiDeckRenamed', from: 'Classes::CBIO 3400::Amino Acids', to: 'Amino' });
    expect(confirmation(state)).toEqual({
      input: { type: 'anki', temporaryImportId: 'tmp', anki: { noteTypes: [{ id: 7, mode: 'templates', skipTemplates: [1] }], deckName: 'Amino' } },
    });
    // A new parents rule names the decks again; an update keeps the deck's own name.
    state = importReducer(state, { type: 'ankiParentsSet', parents: 'drop' });
    expect(state.anki.names).toEqual({});
    expect(confirmation(state, 5)).toEqual({ input: { type: 'anki', temporaryImportId: 'tmp', updateDeckId: 5, anki: { noteTypes: [{ id: 7, mode: 'templates', skipTemplates: [1] }] } } });
    state = importReducer(state, { type: 'ankiDeckRenamed', from: 'Classes::CBIO 3400::Amino Acids', to: '' });
    expect(confirmation(state)).toEqual({ refused: 'A deck name cannot be empty.' });
  });
});

describe('the speech line', () => {
  it('names the languages a template reads aloud', () => {
    expect(speechLine({ front: 'fr-FR', back: 'en' })).toBe('Read aloud: the term in French (France) and the definition in English.');
    expect(speechLine({ back: 'ko-KR' })).toBe('Read aloud: the definition in Korean (South Korea).');
  });
});
