import type { AnkiChoices, AnkiNoteTypeMode, AnkiNoteTypePreview, ImportPreview } from '../../../../shared/schemas/imports';
import { languageName } from '../decks/languages';
import { englishT, type ImportsT } from './importTexts';

// What the learner chooses in an Anki preview (issue 30, docs/anki-templates.md): per note type,
// its cards as its templates make them (some templates skipped) or one card per note from two
// chosen fields; and the names of the decks, with the parents of an `A::B::C` name kept as a
// prefix or dropped. Pure: the reducer (importMachine.ts) holds these and the confirm sends them.

export interface NoteTypeChoice {
  mode: AnkiNoteTypeMode;
  term: number;
  definition: number;
  /** Template ordinals not to import. */
  skipped: number[];
}

export type ParentNames = 'prefix' | 'drop';

export interface AnkiPreviewChoices {
  noteTypes: Record<number, NoteTypeChoice>;
  parents: ParentNames;
  /** Deck names the learner typed, by the preview's name (single deck: the proposed name). */
  names: Record<string, string>;
}

export const EMPTY_ANKI_CHOICES: AnkiPreviewChoices = { noteTypes: {}, parents: 'prefix', names: {} };

/** The choices a fresh preview starts from: every template, the suggested fields ready for a switch. */
export function initialAnkiChoices(preview: ImportPreview): AnkiPreviewChoices {
  const noteTypes: Record<number, NoteTypeChoice> = {};
  for (const type of preview.ankiNoteTypes ?? []) {
    noteTypes[type.id] = { mode: 'templates', term: type.suggestedFields.term, definition: type.suggestedFields.definition, skipped: [] };
  }
  return { noteTypes, parents: 'prefix', names: {} };
}

/** `Classes::CBIO 3400::Amino Acids` → the last level when parents are dropped. */
export function deckNameFor(name: string, parents: ParentNames): string {
  if (parents === 'prefix') return name;
  const parts = name.split('::').map((part) => part.trim()).filter(Boolean);
  return parts[parts.length - 1] ?? name;
}

/** The decks the preview shows, each with the name it will get. */
export function plannedDeckNames(preview: ImportPreview, choices: AnkiPreviewChoices): { from: string; to: string; cardCount: number | null }[] {
  if (preview.proposedDeckName !== undefined) {
    const from = preview.proposedDeckName;
    return [{ from, to: choices.names[from] ?? deckNameFor(from, choices.parents), cardCount: null }];
  }
  return (preview.decksToCreate ?? []).map((deck) => ({ from: deck.name, to: choices.names[deck.name] ?? deckNameFor(deck.name, choices.parents), cardCount: deck.cardCount }));
}

/** A deck name the confirm would refuse, or null. */
export function deckNameProblem(name: string, t: ImportsT = englishT): string | null {
  if (!name.trim()) return t('imports.names.empty');
  if (name.trim().length > 100) return t('imports.names.tooLong');
  return null;
}

/** What the confirm sends: only what differs from the import as the file has it. */
export function ankiChoicesPayload(preview: ImportPreview, choices: AnkiPreviewChoices): AnkiChoices | undefined {
  const payload: AnkiChoices = {};
  const noteTypes: NonNullable<AnkiChoices['noteTypes']> = [];
  for (const type of preview.ankiNoteTypes ?? []) {
    const choice = choices.noteTypes[type.id];
    if (!choice) continue;
    if (choice.mode === 'fields') noteTypes.push({ id: type.id, mode: 'fields', term: choice.term, definition: choice.definition });
    else if (choice.skipped.length) noteTypes.push({ id: type.id, mode: 'templates', skipTemplates: [...choice.skipped].sort((a, b) => a - b) });
  }
  if (noteTypes.length) payload.noteTypes = noteTypes;
  const decks = plannedDeckNames(preview, choices).filter((deck) => deck.to.trim() !== deck.from);
  if (preview.proposedDeckName !== undefined) {
    if (decks.length) payload.deckName = decks[0].to.trim();
  } else if (decks.length) {
    payload.renameDecks = decks.map((deck) => ({ from: deck.from, to: deck.to.trim() }));
  }
  return Object.keys(payload).length ? payload : undefined;
}

/** Why the confirm cannot go yet (a deck name or a field choice), or null. */
export function ankiChoicesProblem(preview: ImportPreview, choices: AnkiPreviewChoices, t: ImportsT = englishT): string | null {
  for (const deck of plannedDeckNames(preview, choices)) {
    const problem = deckNameProblem(deck.to, t);
    if (problem) return problem;
  }
  for (const type of preview.ankiNoteTypes ?? []) {
    const choice = choices.noteTypes[type.id];
    if (choice?.mode === 'fields' && choice.term === choice.definition) return t('imports.types.twoFieldsFor', { name: type.name });
  }
  return null;
}

/** The cards a note type will make with the choice (fields: one per note). */
export function cardsWithChoice(type: AnkiNoteTypePreview, choice: NoteTypeChoice | undefined): number {
  if (choice?.mode === 'fields') return type.noteCount;
  return type.templates.filter((template) => !choice?.skipped.includes(template.ord)).reduce((sum, template) => sum + template.cardCount, 0);
}

/**
 * What will not come across, one line each with its count: the note types' fields, templates and
 * empty cards, then the media the server says are left out (missing, of a type not kept, too large).
 */
export function notKeptLines(preview: ImportPreview, choices: AnkiPreviewChoices, t: ImportsT = englishT): string[] {
  const lines: string[] = [];
  for (const type of preview.ankiNoteTypes ?? []) {
    const choice = choices.noteTypes[type.id];
    if (choice?.mode === 'fields') {
      const others = type.fields.filter((_, index) => index !== choice.term && index !== choice.definition);
      if (others.length) lines.push(t('imports.notKept.fieldsUnused', { type: type.name, fields: t('imports.fields', { n: others.length }), names: others.join(', ') }));
    } else {
      for (const field of type.unusedFields) {
        if (field.filledNotes > 0) lines.push(t('imports.notKept.fieldOnNoCard', { type: type.name, field: field.name, n: field.filledNotes }));
      }
      for (const template of type.templates) {
        const cards = t('imports.cards', { n: template.cardCount });
        if (choice?.skipped.includes(template.ord)) lines.push(t('imports.notKept.templateSkipped', { type: type.name, cards, template: template.name }));
        else if (template.unsupported.length) lines.push(t('imports.notKept.unsupported', { type: type.name, template: template.name, syntax: template.unsupported.join(' '), cards }));
      }
    }
    const empty = type.templates.reduce((sum, template) => sum + template.emptyCards, 0);
    if (empty) lines.push(t('imports.notKept.emptyCards', { type: type.name, cards: t('imports.emptyCards', { n: empty }) }));
  }
  lines.push(...(preview.media?.issues ?? []));
  return lines;
}

/** What Anki's `{{tts}}` becomes: the new deck's speech language for that side (its Listen buttons). */
export function speechLine(speech: { front?: string; back?: string }, t: ImportsT = englishT, name: (tag: string) => string = languageName): string {
  if (speech.front && speech.back) return t('imports.speech.both', { front: name(speech.front), back: name(speech.back) });
  if (speech.front) return t('imports.speech.front', { front: name(speech.front) });
  return t('imports.speech.back', { back: name(speech.back ?? '') });
}
