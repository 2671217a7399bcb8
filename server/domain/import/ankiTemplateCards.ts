import type { AnkiExampleCard, AnkiNoteTypePreview, AnkiTemplatePreview } from '../../../shared/schemas/imports.js';
import { CARD_HTML_MAX_INPUT_CHARS, sanitizeCardHtml } from '../richText/sanitize.js';
import { fieldMediaRefs } from './ankiMedia.js';
import { fieldIsEmpty, renderCard, type CardContext } from './ankiTemplate.js';
import type { OutputBudget } from './ankiOutputBudget.js';
import { compileTemplates, noteTypeMacros, type AnkiNoteType, type CompiledTemplate } from './ankiTemplateReader.js';
import { ankiLatexToMath, expandMacrosInMath, type TexMacros } from './ankiMath.js';
import { ankiFieldText } from '../richText/ankiField.js';
import { OcclusionError } from '../../../shared/imageOcclusion.js';
import { IO_FIELDS, imageOcclusionCards, OcclusionRenderError, type OcclusionCardOut } from '../notes/imageOcclusionCard.js';

// One Cardcade card per Anki card (issue 30): each card of a note is rendered from its note
// type's template (by the card's ordinal; cloze cards by their number), and cards Anki would not
// show are left out. Beside the cards, what the preview tells about each note type is gathered
// in the same pass: an example per template, the cards each makes, fields no template shows.


export interface AnkiNote {
  id: number;
  mid: number;
  guid: string;
  tags: string;
  /** Raw field HTML, each cut to the raw field limit. */
  fields: string[];
  /** Per field: whether it was cut (a side showing it is then too long). */
  cut: boolean[];
  /** When Anki last changed the note, in ms (its mtime in seconds × 1000). */
  mod?: number;
}

export interface AnkiCardRow {
  id: number;
  ord: number;
}

export interface TemplateCard {
  ankiCardId: number;
  /** The card's position in the rows `cardsOf` was given (its own deck is read from there). */
  row: number;
  /** Set on the card whose sides became its template's example in the preview. */
  isExample?: true;
  /** The Anki card's ordinal: its template's, or for a cloze card its number - 1. */
  ord: number;
  /** Unsanitized HTML; the plain text is derived from it. */
  frontHtml: string;
  backHtml: string;
  /** Whether a side was cut (its output, or a cut field it shows): the card is then too long. */
  frontCut: boolean;
  backCut: boolean;
  /** A card of an Image Occlusion note (docs/image-occlusion.md): its sides' plain text. */
  occlusion?: { term: string; definition: string };
}

/** What the preview shows of each example field. */
const EXAMPLE_FIELD_CHARS = 200;
/**
 * The preview's examples together (text and HTML): past this, a template's example is made from
 * the first EXAMPLE_SHORT_CHARS of each side, so a package of thousands of templates sends the
 * main thread a preview of bounded size (issue 49), still with an example per template.
 */
const EXAMPLES_MAX_CHARS = 1_000_000;
const EXAMPLE_SHORT_CHARS = 500;

interface TypeState {
  index: number;
  templates: CompiledTemplate[];
  byOrd: Map<number, { compiled: CompiledTemplate; preview: AnkiTemplatePreview }>;
  preview: AnkiNoteTypePreview;
  /** Field indexes no template shows. */
  unused: number[];
  /** The note type's MathJax macros (ankiMath.ts), expanded in its cards' formulas. */
  macros: TexMacros;
  /** Whether a template's own text holds Anki's `[$` math. */
  latexInTemplates: boolean;
}

/** The preview's example: plain text as the games will show it, and the HTML CardFace renders. */
export function exampleCard(frontHtml: string, backHtml: string): AnkiExampleCard {
  const clean = (html: string) => sanitizeCardHtml(html.slice(0, CARD_HTML_MAX_INPUT_CHARS)).html;
  const example: AnkiExampleCard = { front: ankiFieldText(frontHtml), back: ankiFieldText(backHtml), frontHtml: clean(frontHtml), backHtml: clean(backHtml) };
  if (fieldMediaRefs(frontHtml).images.length) example.frontHasImage = true;
  if (fieldMediaRefs(backHtml).images.length) example.backHasImage = true;
  return example;
}

/**
 * Where 'choose fields' starts: the first field with text (in the first note) that the first
 * template's front shows, and the first other one its back adds; else the first two with text.
 */
function suggestFields(templates: CompiledTemplate[], exampleFields: string[]): { term: number; definition: number } {
  const withText = (index: number) => (exampleFields[index] ?? '').trim() !== '';
  const order = exampleFields.map((_, index) => index);
  const first = templates[0];
  const pick = (preferred: Set<number>, not: number) =>
    [...preferred].sort((a, b) => a - b).find((index) => index !== not && withText(index)) ?? order.find((index) => index !== not && withText(index)) ?? order.find((index) => index !== not) ?? 0;
  const term = pick(first?.q.shownFields ?? new Set(), -1);
  const backOnly = new Set([...(first?.a.shownFields ?? [])].filter((index) => !first?.q.shownFields.has(index)));
  return { term, definition: pick(backOnly, term) };
}

/** The template's `speech` entry, only with the sides that name a language. */
function speechOf(front: string | null, back: string | null): { speech?: { front?: string; back?: string } } {
  if (!front && !back) return {};
  return { speech: { ...(front ? { front } : {}), ...(back ? { back } : {}) } };
}

/** Whether a side shows a field that was cut on reading (a plain loop: it runs for every card). */
function showsCut(cut: readonly boolean[], shown: Set<number>): boolean {
  for (let index = 0; index < cut.length; index++) if (cut[index] && shown.has(index)) return true;
  return false;
}

export class TemplateCards {
  private readonly states = new Map<number, TypeState>();
  private exampleChars = 0;
  private readonly order: TypeState[] = [];

  constructor(private readonly noteTypes: Map<number, AnkiNoteType>) {}

  /** Whether notes of `mid` render from templates (else the caller reads the first two fields). */
  renders(mid: number): boolean {
    const type = this.noteTypes.get(mid);
    return !!type && type.templates.length > 0 && type.fieldNames.length > 0;
  }

  private stateOf(mid: number): TypeState {
    let state = this.states.get(mid);
    if (state) return state;
    const type = this.noteTypes.get(mid)!;
    const templates = compileTemplates(type);
    const shown = new Set<number>();
    for (const template of templates) for (const set of [template.q.shownFields, template.a.shownFields]) for (const index of set) shown.add(index);
    const unused = type.fieldNames.map((_, index) => index).filter((index) => !shown.has(index));
    const preview: AnkiNoteTypePreview = {
      id: type.id,
      name: type.name,
      kind: type.kind,
      noteCount: 0,
      fields: type.fieldNames,
      // A cloze note type has one template; its cards are numbered by deletion, not by template.
      templates: (type.kind !== 'standard' ? templates.slice(0, 1) : templates).map((template) => ({
        ord: template.ord,
        name: template.name,
        cardCount: 0,
        example: null,
        emptyCards: 0,
        unsupported: [...new Set([...template.q.unsupported, ...template.a.unsupported])].slice(0, 10),
        ...speechOf(template.q.speechLanguage, template.a.speechLanguage),
      })),
      suggestedFields: { term: 0, definition: 1 },
      unusedFields: unused.map((index) => ({ name: type.fieldNames[index], filledNotes: 0 })),
      canChooseFields: type.kind === 'standard' && type.fieldNames.length >= 2,
      exampleFields: [],
    };
    const byOrd = new Map(preview.templates.map((entry, index) => [entry.ord, { compiled: templates[index], preview: entry }]));
    const latexInTemplates = type.templates.some((template) => template.qfmt.includes('[$') || template.afmt.includes('[$'));
    state = { index: this.order.length, templates, byOrd, preview, unused, macros: noteTypeMacros(type), latexInTemplates };
    this.states.set(mid, state);
    this.order.push(state);
    return state;
  }

  /** The Anki ids of the note types in `summaries()` order. */
  typeIds(): number[] {
    const ids = new Map([...this.states].map(([mid, state]) => [state, mid]));
    return this.order.map((state) => ids.get(state)!);
  }

  /** Index of the note type in `summaries()`. */
  typeIndex(mid: number): number {
    return this.stateOf(mid).index;
  }

  /** The cards Anki shows for a note (in the order of `cards`), rendered. */
  cardsOf<Row extends AnkiCardRow>(note: AnkiNote, deckName: string | ((card: Row) => string), cards: readonly Row[]): TemplateCard[] {
    const state = this.stateOf(note.mid);
    const type = this.noteTypes.get(note.mid)!;
    if (state.preview.noteCount === 0) state.preview.exampleFields = type.fieldNames.map((_, index) => ankiFieldText(note.fields[index] ?? '').slice(0, EXAMPLE_FIELD_CHARS));
    state.preview.noteCount += 1;
    for (let at = 0; at < state.unused.length; at++) {
      const value = note.fields[state.unused[at]];
      if (value && !fieldIsEmpty(value)) state.preview.unusedFields[at].filledNotes += 1;
    }
    if (type.kind === 'image-occlusion') return this.occlusionCardsOf(state, note, cards);
    const made: TemplateCard[] = [];
    const cloze = type.kind === 'cloze';
    // One context per note; only the card's number and template name change from card to card.
    const context: CardContext = { fields: note.fields, clozeNumber: null, tags: note.tags.trim(), noteType: type.name, deck: typeof deckName === 'string' ? deckName : '', card: '' };
    // Math is rewritten only where it may be: the note type has macros, or a field or its templates
    // hold Anki's `[$` (one look per note, not two per card).
    const math = state.macros.size > 0 || state.latexInTemplates || note.fields.some((field) => field.includes('[$'));
    for (let row = 0; row < cards.length; row++) {
      const card = cards[row];
      const entry = cloze ? state.byOrd.values().next().value : state.byOrd.get(card.ord);
      if (!entry) continue; // a card of a template the note type no longer has
      // Each card is in its own deck ({{Deck}}): a note's cards may be spread over several.
      if (typeof deckName !== 'string') context.deck = deckName(card);
      context.clozeNumber = cloze ? card.ord + 1 : null;
      context.card = entry.compiled.name;
      const rendered = renderCard(entry.compiled.q, entry.compiled.a, context);
      if (!rendered.exists) {
        entry.preview.emptyCards += 1;
        continue;
      }
      entry.preview.cardCount += 1;
      if (math) {
        rendered.front = this.mathOf(state, rendered.front);
        rendered.back = this.mathOf(state, rendered.back);
      }
      const isExample = !entry.preview.example;
      if (isExample) entry.preview.example = this.example(rendered.front, rendered.back);
      made.push({
        ankiCardId: card.id,
        row,
        ord: card.ord,
        frontHtml: rendered.front,
        backHtml: rendered.back,
        frontCut: rendered.cut || showsCut(note.cut, entry.compiled.q.shownFields),
        backCut: rendered.cut || showsCut(note.cut, entry.compiled.a.shownFields),
      });
      if (isExample) made[made.length - 1].isExample = true;
    }
    return made;
  }

  /**
   * An Anki Image Occlusion note's cards (docs/image-occlusion.md), drawn by Cardcade's renderer
   * from its shapes, by card number (the Anki card's ordinal + 1); its picture is the Image
   * field's first file, which the media step stores as for any side. A note whose shapes cannot be
   * read, or are too many to draw, makes no card, and the preview names the problem.
   */
  private occlusionCardsOf<Row extends AnkiCardRow>(state: TypeState, note: AnkiNote, cards: readonly Row[]): TemplateCard[] {
    const entry = state.byOrd.values().next().value;
    if (!entry) return [];
    const rendered = this.occlusionSides(note, entry.preview);
    const byOrd = new Map(rendered.map((card) => [card.ord, card]));
    const cut = note.cut.some(Boolean);
    const made: TemplateCard[] = [];
    for (let row = 0; row < cards.length; row++) {
      const card = cards[row];
      const sides = byOrd.get(card.ord);
      if (!sides) {
        entry.preview.emptyCards += 1;
        continue;
      }
      entry.preview.cardCount += 1;
      const isExample = !entry.preview.example;
      if (isExample) entry.preview.example = this.example(sides.front, sides.back);
      made.push({ ankiCardId: card.id, row, ord: card.ord, frontHtml: sides.front, backHtml: sides.back, frontCut: cut, backCut: cut, occlusion: { term: sides.term, definition: sides.definition }, ...(isExample ? { isExample: true as const } : {}) });
    }
    return made;
  }

  /** The note's occlusion cards, or none (the problem named in the preview) when they cannot be drawn. */
  private occlusionSides(note: AnkiNote, preview?: AnkiTemplatePreview): OcclusionCardOut[] {
    try {
      return imageOcclusionCards(note.fields, fieldMediaRefs(note.fields[IO_FIELDS.image] ?? '').images[0] ?? null);
    } catch (error) {
      if (!(error instanceof OcclusionError) && !(error instanceof OcclusionRenderError)) throw error;
      if (preview && preview.unsupported.length < 10 && !preview.unsupported.includes(error.message)) preview.unsupported.push(error.message);
      return [];
    }
  }

  /** A side's math as Anki shows it: `[$]…[/$]` as `\(…\)`, the note type's macros expanded (ankiMath.ts). */
  private mathOf(state: TypeState, html: string): string {
    const converted = ankiLatexToMath(html);
    return state.macros.size ? expandMacrosInMath(converted, state.macros) : converted;
  }

  /** A note field's math as its cards show it (a cloze note's text is stored from its field). */
  fieldMath(mid: number, html: string): string {
    return this.mathOf(this.stateOf(mid), html);
  }

  private example(front: string, back: string): AnkiExampleCard {
    const short = this.exampleChars > EXAMPLES_MAX_CHARS;
    const example = short ? exampleCard(front.slice(0, EXAMPLE_SHORT_CHARS), back.slice(0, EXAMPLE_SHORT_CHARS)) : exampleCard(front, back);
    this.exampleChars += example.front.length + example.back.length + example.frontHtml.length + example.backHtml.length;
    return example;
  }

  /**
   * The cards `cardsOf` would make, rendered only to be counted against `budget` (the package's
   * first pass, ankiOutputBudget.ts): nothing is kept, sanitized or added to the preview. Answers
   * how many cards Anki shows.
   */
  measure<Row extends AnkiCardRow>(note: AnkiNote, deckName: string | ((card: Row) => string), cards: readonly Row[], budget: OutputBudget): number {
    const state = this.stateOf(note.mid);
    const type = this.noteTypes.get(note.mid)!;
    if (type.kind === 'image-occlusion') {
      const ords = new Set(cards.map((card) => card.ord));
      let count = 0;
      for (const card of this.occlusionSides(note)) {
        if (!ords.has(card.ord)) continue;
        budget.spend(card.front.length + card.back.length);
        count += 1;
      }
      return count;
    }
    const cloze = type.kind === 'cloze';
    let made = 0;
    const context: CardContext = { fields: note.fields, clozeNumber: null, tags: note.tags.trim(), noteType: type.name, deck: typeof deckName === 'string' ? deckName : '', card: '', budget };
    for (const card of cards) {
      const entry = cloze ? state.byOrd.values().next().value : state.byOrd.get(card.ord);
      if (!entry) continue;
      if (typeof deckName !== 'string') context.deck = deckName(card);
      context.clozeNumber = cloze ? card.ord + 1 : null;
      context.card = entry.compiled.name;
      if (renderCard(entry.compiled.q, entry.compiled.a, context).exists) made += 1;
    }
    return made;
  }

  /**
   * Whether a cloze note type's cards are stored as an editable cloze note (docs/study-modes.md):
   * its templates show the cloze filter on the first field only, as Anki's own Cloze does. Other
   * cloze note types (Cloze Overlapper, one `{{cloze:TextN}}` per field) keep their cards as
   * their templates render them.
   */
  clozeFromFirstField(mid: number): boolean {
    const state = this.stateOf(mid);
    return state.templates.every((template) => [...template.q.clozeFields, ...template.a.clozeFields].every((field) => field === 0)) && state.templates.some((template) => template.q.clozeFields.has(0));
  }

  /**
   * The example of the template a card came from becomes the card as it is stored (a cloze note's
   * card is stored from its text, not its template's rendering): the preview shows what is stored.
   */
  replaceExample(mid: number, example: AnkiExampleCard): void {
    const state = this.stateOf(mid);
    const entry = state.byOrd.values().next().value;
    if (entry) entry.preview.example = example;
  }

  /** What the preview shows per note type, in the order notes first used them. */
  summaries(): AnkiNoteTypePreview[] {
    for (const state of this.order) state.preview.suggestedFields = suggestFields(state.templates, state.preview.exampleFields);
    return this.order.map((state) => state.preview);
  }
}
