// A note's cards (docs/notes.md): one per template whose front shows a field with content, as
// Anki makes them; a cloze note type makes one per deletion number found in its fields. Pure:
// the HTML made here is not yet safe (the caller sanitizes each side with the one allowlist).
import { clozeNumbers, expandCloze, renderCloze } from '../../../shared/cloze.js';
import type { CardTemplate, NoteTypeKind } from '../../../shared/schemas/notes.js';
import { parseTemplate, renderCard, TemplateError, type ParsedTemplate } from '../import/ankiTemplate.js';
import { htmlToPlainText } from '../richText/plainText.js';
import { imageOcclusionCards } from './imageOcclusionCard.js';

export interface RenderableNoteType {
  name: string;
  kind: NoteTypeKind;
  builtin: string | null;
  fields: readonly string[];
  templates: readonly CardTemplate[];
}

/** A note type's templates, parsed once for all the notes rendered with it. */
export interface CompiledNoteType {
  type: RenderableNoteType;
  templates: { name: string; front: ParsedTemplate; back: ParsedTemplate }[];
}

export type CardSides =
  /** Rendered by the note type's templates: HTML to sanitize. */
  | { kind: 'html'; front: string; back: string }
  /** The built-in Cloze note type: plain text, exactly as the cloze editor has always made it. */
  | { kind: 'plain'; term: string; definition: string };

export interface NoteCardOut {
  /** The template's index, or the cloze number - 1. */
  ord: number;
  sides: CardSides;
  /** A cloze card's number and answers (what typing and the crossword ask for). */
  cloze: { number: number; answer: string; text: string; extra: string | null } | null;
  /**
   * An image occlusion card (docs/image-occlusion.md): its sides' plain text, since the picture
   * and masks say nothing as text; its sides may be longer than a typed card's.
   */
  occlusion?: { term: string; definition: string };
}

/** Throws TemplateError (in Anki's words) when a template cannot be read. */
export function compileNoteType(type: RenderableNoteType): CompiledNoteType {
  const templates = (type.kind === 'cloze' ? type.templates.slice(0, 1) : type.templates).map((template) => ({
    name: template.name,
    front: parseTemplate(template.front, type.fields, type.name),
    back: parseTemplate(template.back, type.fields, type.name),
  }));
  return { type, templates };
}

/** Whether a compiled type is the built-in Cloze, whose cards stay the cloze editor's plain text. */
const isBuiltinCloze = (type: RenderableNoteType) => type.builtin === 'cloze' && type.kind === 'cloze' && type.fields.length >= 1;

/**
 * The cards a note makes, by ordinal. `values` are its fields' HTML in the note type's order
 * (missing ones are empty); `tags` as Anki's {{Tags}} shows them.
 */
export function renderNoteCards(compiled: CompiledNoteType, values: readonly string[], tags: readonly string[] = [], deck = ''): NoteCardOut[] {
  const { type } = compiled;
  const fields = type.fields.map((_, i) => values[i] ?? '');
  if (type.kind === 'image-occlusion') {
    // Drawn from the parsed shapes by Cardcade's renderer, whatever the templates say (Anki's
    // draw with a script). Throws OcclusionError / OcclusionRenderError with a plain message.
    return imageOcclusionCards(fields).map((card) => ({
      ord: card.ord,
      sides: { kind: 'html', front: card.front, back: card.back },
      cloze: null,
      occlusion: { term: card.term, definition: card.definition },
    }));
  }
  if (type.kind === 'cloze' && isBuiltinCloze(type)) {
    const text = htmlToPlainText(fields[0]);
    const extra = fields.length > 1 ? htmlToPlainText(fields[1]) || null : null;
    return expandCloze(text, extra).map((card) => ({
      ord: card.clozeNumber - 1,
      sides: { kind: 'plain', term: card.term, definition: card.definition },
      cloze: { number: card.clozeNumber, answer: card.answer, text, extra },
    }));
  }
  const context = { fields, clozeNumber: null as number | null, tags: tags.join(' '), noteType: type.name, deck, card: '' };
  if (type.kind === 'cloze') {
    const template = compiled.templates[0];
    if (!template) return [];
    const numbers = [...new Set(fields.flatMap((field) => clozeNumbers(field)))].sort((a, b) => a - b);
    const out: NoteCardOut[] = [];
    for (const number of numbers) {
      context.clozeNumber = number;
      context.card = template.name;
      const card = renderCard(template.front, template.back, context);
      if (!card.exists) continue;
      const source = fields.find((field) => clozeNumbers(field).includes(number)) ?? '';
      const plain = htmlToPlainText(source);
      out.push({ ord: number - 1, sides: { kind: 'html', front: card.front, back: card.back }, cloze: { number, answer: renderCloze(plain, number).answer, text: plain, extra: null } });
    }
    return out;
  }
  const out: NoteCardOut[] = [];
  compiled.templates.forEach((template, ord) => {
    context.card = template.name;
    const card = renderCard(template.front, template.back, context);
    if (card.exists) out.push({ ord, sides: { kind: 'html', front: card.front, back: card.back }, cloze: null });
  });
  return out;
}

/** A template's problem in Anki's words, or null when it reads. */
export function templateProblem(type: RenderableNoteType): string | null {
  try {
    compileNoteType(type);
    return null;
  } catch (error) {
    if (error instanceof TemplateError) return error.message;
    throw error;
  }
}
