import type { AnkiChoices, AnkiNoteTypeMode, AnkiNoteTypePreview, ImportPreview } from '../../../../shared/schemas/imports';
import { languageName } from '../decks/languages';

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
export function deckNameProblem(name: string): string | null {
  if (!name.trim()) return 'A deck name cannot be empty.';
  if (name.trim().length > 100) return 'Deck name must be at most 100 characters.';
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
export function ankiChoicesProblem(preview: ImportPreview, choices: AnkiPreviewChoices): string | null {
  for (const deck of plannedDeckNames(preview, choices)) {
    const problem = deckNameProblem(deck.to);
    if (problem) return problem;
  }
  for (const type of preview.ankiNoteTypes ?? []) {
    const choice = choices.noteTypes[type.id];
    if (choice?.mode === 'fields' && choice.term === choice.definition) return `Choose two different fields for “${type.name}”.`;
  }
  return null;
}

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The cards a note type will make with the choice (fields: one per note). */
export function cardsWithChoice(type: AnkiNoteTypePreview, choice: NoteTypeChoice | undefined): number {
  if (choice?.mode === 'fields') return type.noteCount;
  return type.templates.filter((template) => !choice?.skipped.includes(template.ord)).reduce((sum, template) => sum + template.cardCount, 0);
}

/**
 * What will not come across, one line each with its count: the note types' fields, templates and
 * empty cards, then the media the server says are left out (missing, of a type not kept, too large).
 */
export function notKeptLines(preview: ImportPreview, choices: AnkiPreviewChoices): string[] {
  const lines: string[] = [];
  for (const type of preview.ankiNoteTypes ?? []) {
    const choice = choices.noteTypes[type.id];
    if (choice?.mode === 'fields') {
      const others = type.fields.filter((_, index) => index !== choice.term && index !== choice.definition);
      if (others.length) lines.push(`“${type.name}”: ${count(others.length, 'field')} not used (${others.join(', ')}), as you chose two fields.`);
    } else {
      for (const field of type.unusedFields) {
        if (field.filledNotes > 0) lines.push(`“${type.name}”: the field “${field.name}” is on no card (${count(field.filledNotes, 'note')} ${field.filledNotes === 1 ? 'has' : 'have'} it filled).`);
      }
      for (const template of type.templates) {
        if (choice?.skipped.includes(template.ord)) lines.push(`“${type.name}”: ${count(template.cardCount, 'card')} of “${template.name}” skipped.`);
        else if (template.unsupported.length) lines.push(`“${type.name}” / “${template.name}”: template syntax Cardcade does not support (${template.unsupported.join(' ')}); the field’s text is shown instead on ${count(template.cardCount, 'card')}.`);
      }
    }
    const empty = type.templates.reduce((sum, template) => sum + template.emptyCards, 0);
    if (empty) lines.push(`“${type.name}”: ${count(empty, 'empty card')} Anki would not show (nothing on the front) left out.`);
  }
  lines.push(...(preview.media?.issues ?? []));
  return lines;
}

/** What Anki's `{{tts}}` becomes: the new deck's speech language for that side (its Listen buttons). */
export function speechLine(speech: { front?: string; back?: string }): string {
  const sides = [speech.front && `the term in ${languageName(speech.front)}`, speech.back && `the definition in ${languageName(speech.back)}`].filter(Boolean);
  return `Read aloud: ${sides.join(' and ')}.`;
}
