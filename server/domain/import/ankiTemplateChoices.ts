import type { AnkiChoices, AnkiNoteTypePreview, AnkiTemplatePreview } from '../../../shared/schemas/imports.js';
import { ankiKeyOf, originParts } from './ankiTemplateKey.js';
import { ImportInputError } from './errors.js';
import type { DraftCard, ImportDraft } from './preview.js';

// The preview's choices for an Anki package (issue 30), applied on confirm to the cached draft:
// a note type's cards as its templates make them less the skipped templates, or one card per
// note from two chosen fields; and the decks' new names. Every id, ordinal and field index must
// be one the preview showed: anything else is a 400 naming it, and nothing is written.

export const CHOICE_ERRORS = {
  noteType: (id: number) => `Note type ${id} is not in this import.`,
  template: (ord: number, noteType: string) => `Note type “${noteType}” has no template ${ord}.`,
  cannotChoose: (noteType: string) => `Fields cannot be chosen for note type “${noteType}”.`,
  fieldsNeeded: (noteType: string) => `Choose a term field and a definition field for note type “${noteType}”.`,
  field: (index: number, noteType: string) => `Note type “${noteType}” has no field ${index}.`,
  sameField: (noteType: string) => `The term and the definition of note type “${noteType}” must be different fields.`,
  deckNameNotOne: 'A deck name can only be chosen for an import into one deck.',
  renameNotEach: 'Decks can only be renamed for an import into several decks.',
  deck: (name: string) => `There is no deck “${name.slice(0, 100)}” in this import.`,
} as const;

interface TypeChoice {
  mode: 'templates' | 'fields';
  skip: Set<number>;
  term: number;
  definition: number;
  cloze: boolean;
}

/** The draft as the choices make it (a new draft; the cached one is not changed). */
export function applyAnkiChoices(draft: ImportDraft, choices: AnkiChoices | undefined): ImportDraft {
  if (!choices || draft.source !== 'anki') return draft;
  const types = draft.ankiNoteTypes ?? [];
  const byType = new Map<number, TypeChoice>();
  for (const choice of choices.noteTypes ?? []) {
    const index = types.findIndex((type) => type.id === choice.id);
    if (index < 0) throw new ImportInputError(CHOICE_ERRORS.noteType(choice.id));
    const type = types[index];
    const skip = new Set(choice.skipTemplates ?? []);
    for (const ord of skip) if (!type.templates.some((template) => template.ord === ord)) throw new ImportInputError(CHOICE_ERRORS.template(ord, type.name));
    const entry: TypeChoice = { mode: choice.mode, skip, term: 0, definition: 1, cloze: type.kind === 'cloze' };
    if (choice.mode === 'fields') {
      if (!type.canChooseFields) throw new ImportInputError(CHOICE_ERRORS.cannotChoose(type.name));
      if (choice.term === undefined || choice.definition === undefined) throw new ImportInputError(CHOICE_ERRORS.fieldsNeeded(type.name));
      for (const field of [choice.term, choice.definition]) if (field >= type.fields.length) throw new ImportInputError(CHOICE_ERRORS.field(field, type.name));
      if (choice.term === choice.definition) throw new ImportInputError(CHOICE_ERRORS.sameField(type.name));
      entry.term = choice.term;
      entry.definition = choice.definition;
    }
    byType.set(index, entry);
  }

  let { decks, proposedDeckName } = draft;
  if (choices.deckName !== undefined) {
    if (draft.target !== 'one') throw new ImportInputError(CHOICE_ERRORS.deckNameNotOne);
    proposedDeckName = choices.deckName;
  }
  if (choices.renameDecks?.length) {
    if (draft.target !== 'each') throw new ImportInputError(CHOICE_ERRORS.renameNotEach);
    const names = new Map(choices.renameDecks.map((rename) => [rename.from, rename.to]));
    for (const from of names.keys()) if (!decks.some((deck) => deck.name === from)) throw new ImportInputError(CHOICE_ERRORS.deck(from));
    decks = decks.map((deck) => ({ ...deck, name: names.get(deck.name) ?? deck.name }));
  }

  const cards: DraftCard[] = [];
  // A note whose first card's template is skipped: its note goes with its next kept card.
  let heldNote: { key: string | null; note: NonNullable<DraftCard['ankiNote']> } | null = null;
  for (let card of draft.cards) {
    const origin = card.anki === undefined ? undefined : originParts(card.anki);
    const choice = origin ? byType.get(origin.type) : undefined;
    if (!choice || !origin) {
      cards.push(card);
    } else if (choice.mode === 'templates') {
      // A cloze note type has one template; its cards' ordinals are deletion numbers.
      const key = ankiKeyOf(card)?.replace(/:\d+$/, '') ?? null;
      if (choice.skip.has(choice.cloze ? 0 : origin.ord)) {
        if (card.ankiNote) heldNote = { key, note: card.ankiNote };
      } else if (heldNote && heldNote.key === key && !card.ankiNote) {
        cards.push({ ...card, ankiNote: heldNote.note });
        heldNote = null;
      } else cards.push(card);
    } else if (origin.firstOfNote) {
      // Chosen fields make a plain card of each note: it gets a Basic note (repos/notes.ts attachNotes).
      card = { ...card, ankiNote: undefined };
      // One card per note: the note's first card (its history and images) with the chosen fields.
      const fields = card.ankiFields ?? [card.term, card.definition];
      if (card.ankiFields) {
        const { termTooLong: _term, definitionTooLong: _definition, ...rest } = card;
        cards.push({ ...rest, term: fields[choice.term] ?? '', definition: fields[choice.definition] ?? '' });
      } else cards.push({ ...card, term: fields[choice.term] ?? '', definition: fields[choice.definition] ?? '' });
    }
  }
  // Chosen fields need not be the ones a template reads aloud: their speech language goes.
  const ankiNoteTypes = draft.ankiNoteTypes?.map((type, index) =>
    byType.get(index)?.mode === 'fields' ? { ...type, templates: type.templates.map(({ speech: _speech, ...template }) => template) } : type,
  );
  return { ...draft, decks, proposedDeckName, cards, ...(ankiNoteTypes ? { ankiNoteTypes } : {}) };
}

/**
 * A new deck's speech languages from its Anki cards' templates (`{{tts ko_KR:Field}}`, issue 30,
 * docs/study-modes.md): a side's language when every card whose template names one names the same; none
 * when they disagree. One look-up per card.
 */
export function ankiDeckLanguages(types: readonly AnkiNoteTypePreview[] | undefined, cards: readonly DraftCard[]): { termLanguage?: string; definitionLanguage?: string } {
  if (!types?.some((type) => type.templates.some((template) => template.speech))) return {};
  const templateOf = new Map<string, AnkiTemplatePreview | undefined>();
  const found = { front: undefined as string | null | undefined, back: undefined as string | null | undefined };
  const note = (side: 'front' | 'back', language: string | undefined) => {
    if (!language || found[side] === null) return;
    found[side] = found[side] === undefined || found[side] === language ? language : null; // null: they disagree
  };
  for (const card of cards) {
    if (card.anki === undefined) continue;
    const { type: typeIndex, ord } = originParts(card.anki);
    const key = `${typeIndex}:${ord}`;
    if (!templateOf.has(key)) {
      const type = types[typeIndex];
      templateOf.set(key, type?.kind === 'cloze' ? type.templates[0] : type?.templates.find((template) => template.ord === ord));
    }
    const speech = templateOf.get(key)?.speech;
    note('front', speech?.front);
    note('back', speech?.back);
  }
  return { ...(found.front ? { termLanguage: found.front } : {}), ...(found.back ? { definitionLanguage: found.back } : {}) };
}
