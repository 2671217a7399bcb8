import { IMPORT_PREVIEW_CARDS } from '../../../shared/constants.js';
import { NOTE_IMPORT_MSG } from '../../../shared/messages.js';
import { textAsFieldHtml } from '../../../shared/noteTypes.js';
import { NOTE_TYPE_LIMITS } from '../../../shared/schemas/notes.js';
import { stripControlCharacters } from '../../../shared/schemas/text.js';
import { fromCsvCell } from '../export/csv.js';
import { renderNoteCards, type CompiledNoteType } from '../notes/renderNote.js';
import { OcclusionError } from '../../../shared/imageOcclusion.js';
import { OcclusionRenderError } from '../notes/imageOcclusionCard.js';
import { fromHtmlCell } from '../richText/cardSide.js';
import { ImportInputError } from './errors.js';
import { bounded, draftCard, type DraftCard, type ImportDraft } from './preview.js';
import { describeTable, type Table } from './tabular.js';

// A CSV/XLSX table mapped to a note type's fields (docs/imports.md): each data row is one note,
// a column per field and an optional tags column (tags split on spaces, as Anki writes them).
// Pure: the confirm writes the notes through the notes service, which sanitizes each field and
// renders the note type's cards; the preview renders them here to show what will come.

export interface NoteColumnMapping {
  /** Field name → the header of the column that fills it; a field left out stays empty. */
  fieldMapping: Record<string, string>;
  tagsColumn?: string | null;
  fieldsContainHtml?: boolean;
}

export interface TableNote {
  /** Each field's HTML in the note type's order (a plain cell escaped, as Anki's fields are HTML). */
  values: string[];
  tags: string[];
}

/** The column of each field (null: not mapped) and of the tags; a bad mapping is the user's to fix. */
export function noteColumns(headers: readonly string[], fields: readonly string[], mapping: NoteColumnMapping): { fieldColumns: (number | null)[]; tagsColumn: number | null } {
  for (const name of Object.keys(mapping.fieldMapping)) if (!fields.includes(name)) throw new ImportInputError(NOTE_IMPORT_MSG.unknownField(name));
  const columnOf = (header: string) => {
    const index = headers.indexOf(header);
    if (index < 0) throw new ImportInputError(NOTE_IMPORT_MSG.missingColumn(header));
    return index;
  };
  const fieldColumns = fields.map((name) => {
    const header = mapping.fieldMapping[name];
    return header ? columnOf(header) : null;
  });
  const used = fieldColumns.filter((index): index is number => index !== null);
  if (used.length === 0) throw new ImportInputError(NOTE_IMPORT_MSG.mapAField);
  if (new Set(used).size !== used.length) throw new ImportInputError(NOTE_IMPORT_MSG.sameColumnTwice);
  return { fieldColumns, tagsColumn: mapping.tagsColumn ? columnOf(mapping.tagsColumn) : null };
}

/** A tags cell as Anki reads one: split on spaces, each tag once, at most the note's limits. */
export function tagsOfCell(cell: string): string[] {
  const tags = new Set<string>();
  for (const tag of stripControlCharacters(cell).split(/\s+/)) {
    if (!tag || tag.length > NOTE_TYPE_LIMITS.tagChars) continue;
    tags.add(tag);
    if (tags.size >= NOTE_TYPE_LIMITS.tags) break;
  }
  return [...tags];
}

/** Each data row as a note's field values and tags. */
export function tableToNotes(table: Pick<Table, 'headers' | 'rows' | 'sheetName'>, fields: readonly string[], mapping: NoteColumnMapping): TableNote[] {
  const { fieldColumns, tagsColumn } = noteColumns(table.headers, fields, mapping);
  // CSV only: a neutralised formula from our own export ('=1+1) imports as typed (export/csv.ts).
  const cell = (value: string | undefined) => {
    const trimmed = (value ?? '').trim();
    return table.sheetName === null ? fromCsvCell(trimmed).trim() : trimmed;
  };
  const field = (value: string) => (mapping.fieldsContainHtml ? stripControlCharacters(value) : textAsFieldHtml(stripControlCharacters(value)));
  return table.rows.map((row) => ({
    values: fieldColumns.map((index) => (index === null ? '' : field(cell(row[index])))),
    tags: tagsColumn === null ? [] : tagsOfCell(row[tagsColumn] ?? ''),
  }));
}

/** A rendered side as the preview shows it: sanitized, its plain text bounded. */
function previewSide(html: string) {
  const rich = fromHtmlCell(html);
  return rich.tooLong ? { text: rich.text, tooLong: true } : { ...bounded(rich.text), html: rich.html };
}

/**
 * A row's cards; an image occlusion row whose shapes cannot be drawn (docs/image-occlusion.md)
 * makes none, so it counts as an issue like any row without cards.
 */
function renderedRow(type: CompiledNoteType, values: readonly string[], tags: readonly string[]) {
  try {
    return renderNoteCards(type, values, tags);
  } catch (error) {
    if (error instanceof OcclusionError || error instanceof OcclusionRenderError) return [];
    throw error;
  }
}

/**
 * The preview of a table's notes: the cards the note type makes of each row (a row that makes
 * none shows as one card with empty sides, so the preview counts it as an issue). The cards shown
 * are bounded; every row is rendered so the counts are the confirm's.
 */
export function tableToNoteDraft(table: Table, type: CompiledNoteType, mapping: NoteColumnMapping, deckName: string): ImportDraft {
  const name = deckName.trim();
  const cards: DraftCard[] = [];
  for (const note of tableToNotes(table, type.type.fields, mapping)) {
    const made = renderedRow(type, note.values, note.tags);
    if (made.length === 0) cards.push(draftCard(bounded(''), bounded(''), 0));
    for (const card of made) {
      if (card.sides.kind === 'plain') cards.push(draftCard(bounded(card.sides.term), bounded(card.sides.definition), 0));
      // Past the cards shown, the sides' text is all the counts need (no sanitizing every card twice).
      else if (cards.length < IMPORT_PREVIEW_CARDS) cards.push(draftCard(previewSide(card.sides.front), previewSide(card.sides.back), 0));
      else cards.push(draftCard(bounded(card.sides.front ? 'x' : ''), bounded(card.sides.back ? 'x' : ''), 0));
    }
  }
  return { source: 'csv', target: 'one', proposedDeckName: name, proposedDescription: '', decks: [{ name, description: '' }], cards, message: describeTable(table) };
}
